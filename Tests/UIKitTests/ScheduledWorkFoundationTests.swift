import Foundation
import Testing
import UIKit

/// A file that imports Foundation and UIKit: `DispatchQueue.main.async` and
/// `asyncAfter(deadline:)` still take UIKit's overloads (they run on the virtual clock), and
/// the timer is spelled `UIKit.Timer` (plain `Timer` is ambiguous with Foundation's here).
@MainActor
@Suite("scheduled work in a file that imports Foundation and UIKit")
struct ScheduledWorkFoundationTests {
    @Test("asyncAfter and async run on the virtual clock; UIKit.Timer is the runtime's timer")
    func foundationAndUIKit() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            var log: [String] = []
            DispatchQueue.main.asyncAfter(deadline: .now() + 10) { log.append("after \(runtime.now)") }
            DispatchQueue.main.async { log.append("async \(runtime.now)") }
            UIKit.Timer.scheduledTimer(withTimeInterval: 4, repeats: false) { _ in log.append("timer \(runtime.now)") }
            runtime.advance(by: 10)
            #expect(log == ["async 0.0", "timer 4.0", "after 10.0"])
        }
    }
}
