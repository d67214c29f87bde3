/// The back-pointers to a controller, and who keeps them true.
///
/// A child's ``ViewController/parent``, a presented controller's presenter and a root view's
/// controller are `unowned(unsafe)`, not weak: a weak reference gives its referent a side table,
/// after which every retain and release of the referent takes the runtime's slow path (the
/// profile of a deep-navigation pass spent about half its instructions there). Their lifetime
/// guarantee is the runtime's own: the referent holds the object that points back to it, and
/// clears the pointer when it lets go of it (removal, dismissal, a new root view) and in its
/// deinit, before its stored properties release what may outlive it. So a back-pointer is
/// either nil or points at a live object.
extension ViewController {
    /// Clears every back-pointer to this controller held by something it holds: its children's
    /// parent, its presented controller's presenter, its root view's controller. Called from
    /// deinit (those objects may live on, held by user code).
    func clearBackPointers() {
        for child in children where child.parentStorage === self { child.parentStorage = nil }
        if let presented = presentedStorage, presented.presentingStorage === self {
            presented.presentingStorage = nil
        }
        if let view = loadedView, view.owningController === self { view.owningController = nil }
    }
}
