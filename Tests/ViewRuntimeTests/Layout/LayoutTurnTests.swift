import Foundation
import Testing
@testable import ViewRuntime

/// LP5 and LP10: `setNeedsLayout()` only marks; the pass runs at the end of the run-loop turn
/// (`Runtime.runPendingLayoutPasses()`, which the scenario driver calls after every step),
/// once for all of the turn's invalidations.
@MainActor
@Suite("Layout at the end of the turn (AUTOLAYOUT-SPEC LP5, LP10)")
struct LayoutTurnTests {
    @Test("LP5: setNeedsLayout marks and returns; LP10: the end of the turn lays out once; T7: a second turn does nothing")
    func lp10EndOfTurnLayout() {
        let (h, controller) = showScreen { _ in }
        let counting = CountingView()
        controller.view.addSubview(counting)
        h.runtime.runPendingLayoutPasses()
        let before = counting.layouts
        counting.setNeedsLayout()
        counting.setNeedsLayout()
        #expect(counting.layouts == before)  // LP5: nothing yet
        h.runtime.runPendingLayoutPasses()
        #expect(counting.layouts == before + 1)  // LP10: one pass for both invalidations
        h.runtime.runPendingLayoutPasses()
        #expect(counting.layouts == before + 1)  // T7: nothing pending, nothing called
    }

    @Test("LP10: a view outside any window is not laid out by the turn")
    func lp10OnlyWindows() {
        let (h, _) = showScreen { _ in }
        let loose = CountingView()
        loose.setNeedsLayout()
        h.runtime.runPendingLayoutPasses()
        #expect(loose.layouts == 0)
    }
}
