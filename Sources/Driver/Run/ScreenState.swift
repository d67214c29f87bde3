import Profiler
import ViewRuntime

/// The state an expected failure must leave as it was (`"expect"` with `"unchanged"`): the
/// presentation chain, the controllers on screen with their appearance, and every live table.
@MainActor
struct ScreenState {
    /// `label (appearance)` of each controller of the presentation chain from the window's root,
    /// then of each controller on screen in the front-most layer.
    var controllers: [String]
    var tables: [TableSnapshot]

    init(root: ViewController?, runtime: Runtime) {
        var labels: [String] = []
        if let root {
            var layer: ViewController? = root
            while let current = layer, labels.count < 10_000 {
                labels.append("presents \(current.traceLabel)")
                layer = current.presentedViewController.flatMap { $0 === current ? nil : $0 }
            }
            for controller in Hierarchy.onScreen(from: root) {
                labels.append("\(controller.traceLabel) (\(controller.appearState))")
            }
        }
        controllers = labels
        tables = TableSnapshot.all(in: runtime)
    }

    /// What changed from this state to `after`, in words; empty when nothing did.
    func differences(to after: ScreenState) -> [String] {
        var found: [String] = []
        if controllers != after.controllers {
            found.append("the controllers on screen changed: \(controllers.joined(separator: ", ")) -> \(after.controllers.joined(separator: ", "))")
        }
        let later = Dictionary(after.tables.map { ($0.table, $0) }, uniquingKeysWith: { first, _ in first })
        for table in tables {
            guard let now = later[table.table] else {
                found.append("table \(table.table) is gone")
                continue
            }
            found += table.differences(to: now).map { "table \(table.table): \($0)" }
        }
        return found
    }
}
