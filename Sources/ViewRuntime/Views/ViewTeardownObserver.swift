/// What a leak oracle needs to see views go (rules UV1, UV2): the view tree a deallocating
/// controller lets go of, and each view's deallocation while some such tree is still going.
///
/// The runtime keeps no reference to any view for it: a deallocating controller hands its
/// loaded view to ``controllerWillRelease(_:of:)`` (the observer walks the tree and
/// notes the addresses), and ``View``'s deinit reports its own address while
/// ``View/pendingTeardowns`` is not zero. A view noted at its controller's deinit that never
/// reports its deallocation outlived its screen: something outside the tree holds it.
///
/// Installed per runtime (``Runtime/viewTeardownObserver``) and for the process's views
/// (``View/teardownObserver``) by the profiler; a view's deinit pays one load and compare of
/// ``View/pendingTeardowns`` while no view is noted.
@MainActor
package protocol ViewTeardownObserver: AnyObject {
    /// Called from `controller`'s deinit (its subclass's stored properties, which may hold
    /// views of the tree, are released after it) with its loaded view. Must keep neither
    /// `controller` nor anything in `view`'s tree.
    func controllerWillRelease(_ view: View, of controller: ViewController)
    /// Called from the deinit of the view at `address` while ``View/pendingTeardowns`` is not
    /// zero.
    func viewWillDeallocate(at address: UInt)
}

extension View {
    /// The process's teardown observer, or nil (no view is watched).
    nonisolated(unsafe) package static var teardownObserver: (any ViewTeardownObserver)?
    /// How many views the observer waits to see deallocated; kept by the observer. While zero,
    /// a view's deinit does not call it.
    nonisolated(unsafe) package static var pendingTeardowns = 0
}
