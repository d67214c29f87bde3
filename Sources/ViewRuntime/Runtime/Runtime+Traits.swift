/// Screen size and trait changes (rules TR1-TR2).
extension Runtime {
    /// Changes the screen's size (a rotation, a split-screen resize), synchronously.
    ///
    /// Order (rule TR2): `viewWillTransition(to:)` on every controller of every window's tree - the
    /// root, then its children depth first, then what it presents - before anything resizes; then the
    /// windows and the controllers' root views take the new size and are laid out; then, if a size
    /// class changed, `traitCollectionDidChange(_:)` with the previous traits, in the same order.
    public func resize(to size: Size) {
        let previous = screen.traitCollection
        let roots = allWindows.compactMap(\.rootViewController)
        for root in roots { Self.walk(root) { $0.callViewWillTransition(to: size) } }
        screen.size = size
        for window in allWindows {
            window.frame = Rect(origin: window.frame.origin, size: size)
            guard let root = window.rootViewController else { continue }
            Self.walk(root) { controller in
                if let view = controller.loadedView, let superview = view.superview {
                    view.frame = superview.bounds
                }
            }
            window.layoutIfNeeded()
        }
        guard screen.traitCollection != previous else { return }
        for root in roots { Self.walk(root) { $0.callTraitCollectionDidChange(previous) } }
    }

    /// Visits `controller`, its children depth first, then its presented chain.
    static func walk(_ controller: ViewController, _ visit: (ViewController) -> Void) {
        visit(controller)
        for child in controller.children { walk(child, visit) }
        if let presented = controller.presentedStorage { walk(presented, visit) }
    }
}
