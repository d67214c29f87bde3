import Foundation

/// How the runtime calls into the overridable callbacks: each call is bracketed by the observer's
/// begin and end, built only after the observer was found non-nil (two nil checks otherwise).
/// An ``UnretainedRuntimeObserver`` is called without reference counting.
extension ViewController {
    @inline(__always)
    func deliver(_ callback: @autoclosure () -> LifecycleCallback, _ body: () -> Void) {
        if let unretained = runtime.unretainedObserver {
            let delivered = callback()
            runtime.callbacksInFlight &+= 1
            withUnretained(unretained) { observer in
                // `delivered.kind` folds to a constant where this is inlined.
                observer.callbackWillBegin(delivered, kind: delivered.kind, of: self)
                body()
                observer.callbackDidEnd(delivered, kind: delivered.kind, of: self)
            }
            runtime.callbacksInFlight &-= 1
        } else if let observer = runtime.observer {
            let delivered = callback()
            observer.callbackWillBegin(delivered, of: self)
            body()
            observer.callbackDidEnd(delivered, of: self)
        } else {
            body()
        }
    }

    func callLoadView() { deliver(.loadView) { loadView() } }
    func callViewDidLoad() { deliver(.viewDidLoad) { viewDidLoad() } }
    func callViewWillAppear(_ animated: Bool) {
        deliver(.viewWillAppear(animated: animated)) { viewWillAppear(animated) }
    }
    func callViewDidAppear(_ animated: Bool) {
        deliver(.viewDidAppear(animated: animated)) { viewDidAppear(animated) }
    }
    func callViewWillDisappear(_ animated: Bool) {
        deliver(.viewWillDisappear(animated: animated)) { viewWillDisappear(animated) }
    }
    func callViewDidDisappear(_ animated: Bool) {
        deliver(.viewDidDisappear(animated: animated)) { viewDidDisappear(animated) }
    }
    func callUpdateViewConstraints() { deliver(.updateViewConstraints) { updateViewConstraints() } }
    func callViewWillLayoutSubviews() { deliver(.viewWillLayoutSubviews) { viewWillLayoutSubviews() } }
    func callViewDidLayoutSubviews() { deliver(.viewDidLayoutSubviews) { viewDidLayoutSubviews() } }
    package func callWillMove(toParent parent: ViewController?) {
        if parent == nil { isMovingFromParent = true }
        deliver(.willMoveToParent(parent)) { willMove(toParent: parent) }
    }
    package func callDidMove(toParent parent: ViewController?) {
        deliver(.didMoveToParent(parent)) { didMove(toParent: parent) }
        if parent == nil { isMovingFromParent = false }
    }
    func callDidReceiveMemoryWarning(_ level: MemoryWarningLevel) {
        deliver(.didReceiveMemoryWarning(level)) { didReceiveMemoryWarning() }
    }
    func callViewWillUnload() { deliver(.viewWillUnload) { viewWillUnload() } }
    func callViewDidUnload() { deliver(.viewDidUnload) { viewDidUnload() } }
    func callPrepare(for segue: Segue, sender: Any?) {
        deliver(.prepareForSegue(segue)) { prepare(for: segue, sender: sender) }
    }
    func callViewWillTransition(to size: Size, coordinator: SizeTransitionCoordinator) {
        deliver(.viewWillTransitionToSize(size)) { viewWillTransition(to: size, with: coordinator) }
    }
    func callAwakeFromNib() { deliver(.awakeFromNib) { awakeFromNib() } }
    func callWillTransition(to traits: TraitCollection) {
        deliver(.willTransitionToTraitCollection(traits)) { willTransition(to: traits) }
    }
    func callTraitCollectionDidChange(_ previous: TraitCollection?) {
        deliver(.traitCollectionDidChange(previous: previous)) { traitCollectionDidChange(previous) }
    }

    // MARK: Loading (rules L1, L5, L6)

    /// Loads the view if needed and returns it; nil only in the L5 case (see ``view``).
    @discardableResult
    func loadViewIfRequired() -> View? {
        if let loadedView { return loadedView }
        let limit = runtime.settings.maximumViewLoadDepth
        if viewLoadDepth >= limit {
            let error = RuntimeError(
                .viewNotLoaded,
                "\(self) re-entered view loading \(limit) times: loadView did not set the view and the view was read from loadView or viewDidLoad (UIKit recurses until the stack overflows)"
            )
            lastViewLoadError = error
            runtime.record(.loadViewDidNotSetView, error.message)
            return nil
        }
        viewLoadDepth += 1
        defer { viewLoadDepth -= 1 }
        callLoadView()
        viewLoadCount += 1
        callViewDidLoad()
        if loadedView == nil, viewLoadDepth == 1 {
            let error = RuntimeError(.viewNotLoaded, "-[\(traceClassName) loadView] did not set the view of \(self)")
            if lastViewLoadError == nil { lastViewLoadError = error }
            runtime.record(.loadViewDidNotSetView, error.message)
        } else if loadedView != nil, viewLoadDepth == 1 {
            lastViewLoadError = nil
        }
        return loadedView
    }
}
