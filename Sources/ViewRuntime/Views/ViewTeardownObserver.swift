/// What a leak oracle needs to see views go (rules UV1, UV2): the view tree a deallocating
/// controller lets go of, and the deallocation of each view of such a tree.
///
/// The runtime keeps no reference to any view for it: a deallocating controller hands its
/// loaded view to ``controllerWillRelease(_:of:)`` (the observer walks the tree and marks each
/// view's ``View/teardownNote``), and a marked view's deinit reports its note. A view marked at
/// its controller's deinit that never reports its deallocation outlived its screen: something
/// outside the tree holds it.
///
/// Installed per runtime (``Runtime/viewTeardownObserver``) and for the process's views
/// (``View/teardownObserver``) by the profiler; an unmarked view's deinit pays one load and
/// compare of its own field.
@MainActor
package protocol ViewTeardownObserver: AnyObject {
    /// Called from `controller`'s deinit (its subclass's stored properties, which may hold
    /// views of the tree, are released after it) with its loaded view. Must keep neither
    /// `controller` nor anything in `view`'s tree.
    func controllerWillRelease(_ view: View, of controller: ViewController)
    /// Called from the deinit of a view whose ``View/teardownNote`` is `note` (not zero).
    func viewWillDeallocate(note: Int32)
}

extension View {
    /// The process's teardown observer, or nil (no view is watched).
    nonisolated(unsafe) package static var teardownObserver: (any ViewTeardownObserver)?
}
