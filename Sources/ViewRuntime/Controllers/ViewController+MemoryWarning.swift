import Foundation

/// The default memory-warning behaviour (rules M2-M5); see <doc:MemoryWarnings>.
extension ViewController {
    /// Applies the runtime's policy to this controller at `level`. UIKit has one warning and its
    /// default handling (M2) runs on every warning, so the policy applies at every level; higher levels
    /// only add work:
    /// - ``MemoryWarningPolicy/unloadViews``: unloads the view if it is loaded, not in a window and
    ///   ``canUnloadView``; at ``MemoryWarningLevel/critical`` a view that stays loaded and off window
    ///   loses its backing stores;
    /// - ``MemoryWarningPolicy/purgeBackingStores``: frees the backing stores of an off-window view (M5:
    ///   on every warning);
    /// - ``MemoryWarningPolicy/none``: nothing.
    public func applyMemoryWarningPolicy(level: MemoryWarningLevel) {
        switch runtime.settings.memoryWarningPolicy {
        case .none:
            return
        case .unloadViews:
            if !unloadViewIfReloadable(), level == .critical { purgeOffWindowBackingStores() }
        case .purgeBackingStores:
            purgeOffWindowBackingStores()
        }
    }

    /// M2: if the view is loaded, off window and reloadable: `viewWillUnload()`, release the view,
    /// `viewDidUnload()`. Returns whether it unloaded. A view inside an appearance transition
    /// (appearing or disappearing: an animated push cut short by a full-screen presentation
    /// takes the window away before its `viewDidDisappear`) is not safely releasable: it is kept.
    @discardableResult
    public func unloadViewIfReloadable() -> Bool {
        guard let view = loadedView, canUnloadView, view.window == nil, appearState == .disappeared else { return false }
        callViewWillUnload()
        guard let current = loadedView, current.window == nil else { return false }
        current.detachFromSuperview()
        current.owningController = nil
        loadedView = nil
        storyboardViews = [:]
        viewUnloadCount += 1
        callViewDidUnload()
        return true
    }

    /// M4: frees the backing stores of the view's tree if the view is loaded and off window.
    public func purgeOffWindowBackingStores() {
        guard let view = loadedView, view.window == nil else { return }
        view.purgeBackingStores()
    }
}
