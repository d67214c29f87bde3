import Foundation
import Testing
import UIKit

/// Subclasses as an iOS developer writes them, with a plain `deinit`: they compile against the
/// UIKit module (ViewRuntime's open classes have no `isolated deinit` to clash with) and their
/// deinit runs when the last reference goes.
@MainActor
enum DeinitCounter { static var count = 0 }

final class PlainDeinitController: UIViewController {
    var items: [String] = []
    deinit { MainActor.assumeIsolated { DeinitCounter.count += 1 } }
}

final class PlainDeinitTable: UITableView {
    deinit { MainActor.assumeIsolated { DeinitCounter.count += 1 } }
}

final class PlainDeinitCell: UITableViewCell {
    deinit { MainActor.assumeIsolated { DeinitCounter.count += 1 } }
}

@MainActor
@Suite("user subclasses with a plain deinit")
struct PlainDeinitTests {
    @Test("a UIViewController, UITableView and UITableViewCell subclass each declare deinit, and it runs")
    func plainDeinitRuns() {
        Runtime.withCurrent(Runtime()) {
            let before = DeinitCounter.count
            do {
                let controller = PlainDeinitController()
                controller.items = ["a"]
                _ = PlainDeinitTable()
                _ = PlainDeinitCell(reuseIdentifier: "x")
            }
            #expect(DeinitCounter.count == before + 3)
        }
    }
}
