public import Foundation

/// Screen size and trait changes (rules TR1-TR3, S3, PV1).
extension Runtime {
    /// Changes the screen's size (a rotation, a split-screen resize), synchronously.
    ///
    /// Order (rule TR2), each step over every window's tree - the root, then its children depth
    /// first, then what it presents:
    /// 1. if a size class changes, `willTransition(to:)` with the new traits (the old ones still
    ///    current);
    /// 2. `viewWillTransition(to:)`, before anything resizes;
    /// 3. the windows and the controllers' root views take the new size and are laid out;
    /// 4. split view controllers collapse (compact width) or expand (regular width) (rule S3), and
    ///    page view controllers ask their delegate for a spine location if the orientation changed;
    /// 5. if a size class changed, `traitCollectionDidChange(_:)` with the previous traits.
    ///
    /// A resize to the current size does nothing.
    public func resize(to size: Size) {
        guard size != screen.size else { return }
        let previous = screen.traitCollection
        let previousOrientation = screen.orientation
        var next = screen
        next.size = size
        let traitsChange = next.traitCollection != previous
        if traitsChange {
            let traits = next.traitCollection
            forEachController { $0.callWillTransition(to: traits) }
        }
        let coordinator = SizeTransitionCoordinator()
        forEachController { $0.callViewWillTransition(to: size, coordinator: coordinator) }
        screen.size = size
        for window in allWindows {
            window.frame = Rect(origin: window.frame.origin, size: size)
            guard let root = window.rootViewController else { continue }
            Self.walk(root) { controller in
                if let view = controller.loadedView, let superview = view.superview,
                    controller.parent == nil || controller.parent is NavigationController || controller.parent is TabBarController
                {
                    view.frame = superview.bounds
                }
            }
            window.layoutIfNeeded()
        }
        forEachController { controller in
            if let split = controller as? SplitViewController {
                split.screenTraitsDidChange(previousOrientation: previousOrientation)
            }
            if let pages = controller as? PageViewController, previousOrientation != screen.orientation {
                pages.orientationDidChange(to: screen.orientation)
            }
        }
        coordinator.finish()
        guard traitsChange else { return }
        forEachController { $0.callTraitCollectionDidChange(previous) }
    }

    /// Rotates the screen a quarter turn: ``resize(to:)`` with width and height swapped.
    public func rotate() {
        resize(to: Size(width: screen.size.height, height: screen.size.width))
    }

    /// Calls `visit` on every controller of every window, in ``walk(_:_:)`` order, the list taken
    /// before the first call.
    func forEachController(_ visit: (ViewController) -> Void) {
        var all: [ViewController] = []
        for root in allWindows.compactMap(\.rootViewController) { Self.walk(root) { all.append($0) } }
        for controller in all { visit(controller) }
    }

    /// Visits `controller`, its children depth first, then its presented chain.
    static func walk(_ controller: ViewController, _ visit: (ViewController) -> Void) {
        visit(controller)
        for child in controller.children { walk(child, visit) }
        if let presented = controller.presentedStorage { walk(presented, visit) }
    }
}
