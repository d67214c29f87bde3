public import Foundation

/// The Auto Layout part of a layout pass (LP1-LP4) and frame changes (LP7).
extension View {
    /// Before the layout callbacks of a pass over this subtree: the update-constraints pass
    /// (bottom-up, LP2), then the engine refreshes its system constraints and writes the solved
    /// frames if the solution changed. Safe-area and margin guides depend on the frames they
    /// help solve (SA3), so the refresh repeats until nothing changes (at most 4 rounds, as UIKit
    /// recomputes insets while laying out top-down). Nothing for a tree without constraints.
    func prepareLayoutPass() {
        guard let engine = layoutEngineIfAny else { return }
        updateConstraintsIfNeeded()
        engine.updateSystemConstraintsIfNeeded()
        var rounds = 0
        while engine.needsFrameApplication, rounds < 4 {
            engine.applyFramesIfNeeded()
            engine.updateSystemConstraintsIfNeeded()
            rounds += 1
        }
    }

    /// A view with Auto Layout state changed frame: a frame set from outside the engine refreshes
    /// its autoresizing constraints at the next pass; a new size redraws its backing store at the
    /// new size (the bytes follow the solved frame).
    func layoutFrameDidChange(from old: Rect) {
        if let variables = layoutStorage?.variables, let engine = variables.engine, !engine.isApplyingFrames {
            variables.frameChangedOutsideEngine = true
            engine.needsFrameApplication = true
            superview?.setNeedsLayout()
        }
        guard old.size != frame.size, let runtime = window?.runtime else { return }
        backingStore = nil
        display(runtime: runtime)
    }
}
