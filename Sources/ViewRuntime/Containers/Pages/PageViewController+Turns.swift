import Foundation

/// Installing pages and turning them (rules PV2, PV4, trace T7).
extension PageViewController {
    /// Shows `controllers` (rule PV1). New pages get `willMove(toParent:)` at once and
    /// `didMove(toParent:)` at the end; pages that go get `willMove(toParent: nil)` at once and are
    /// removed at the end. ``viewControllers`` holds the new pages during the callbacks.
    ///
    /// On screen, the callbacks follow T7: scroll `New.viewWillAppear, Cur.viewWillDisappear,
    /// New.viewDidAppear, Cur.viewDidDisappear`; page curl `New.viewWillAppear, Cur.viewWillDisappear,
    /// Cur.viewDidDisappear, New.viewDidAppear`. Animated, the did-half and `completion(true)` come
    /// when the clock passes the transition duration. Off screen the pages only change; they appear
    /// with the page view controller. Called while the page view controller loads its view (from its
    /// `viewDidLoad`) to install the first pages, T7's exception holds: `child.viewDidLoad,
    /// child.viewWillAppear, child.viewDidAppear, child.didMove(toParent:)` at once, and the layout
    /// passes only later (rule A3's exception). The delegate is not told.
    ///
    /// Ignored with a ``Diagnostic/Code/transitionInProgress`` diagnostic (and `completion(false)`)
    /// while another turn is in flight.
    /// - Raises (recorded on the runtime, see ``UIKitException``): nothing changes when it throws. ``RuntimeError/Code/pageCountMismatch`` ("The number
    ///   of view controllers provided (N) doesn't match the number required (M) for the requested
    ///   transition", rule PV2); ``RuntimeError/Code/duplicateViewControllers``; what
    ///   ``ViewController/addChild(_:)`` would throw for a new page.
    public func setViewControllers(
        _ controllers: [ViewController],
        direction: NavigationDirection,
        animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        do { try checkedSetViewControllers(controllers, direction: direction, animated: animated, completion: completion) } catch {
            runtime.raise(error)
        }
    }

    /// ``setViewControllers``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedSetViewControllers(
        _ controllers: [ViewController],
        direction: NavigationDirection,
        animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) throws {
        let required = requiredViewControllerCount
        guard controllers.count == required else {
            throw RuntimeError(
                .pageCountMismatch,
                "The number of view controllers provided (\(controllers.count)) doesn't match the number required (\(required)) for the requested transition"
            )
        }
        if controllers.count == 2, controllers[0] === controllers[1] {
            throw RuntimeError(.duplicateViewControllers, "All view controllers in a page view controller must be distinct (\(controllers[0]))")
        }
        for controller in controllers where controller.parent !== self { try validateNewChild(controller) }
        guard !isTurningPage else {
            runtime.record(.transitionInProgress, "\(self) is already turning a page; setViewControllers ignored")
            completion?(false)
            return
        }
        let old = viewControllersStorage
        let incoming = controllers.filter { $0.parent !== self }
        let outgoing = old.filter { page in !controllers.contains { $0 === page } }
        let oldShown = shownPages(of: old)
        let newShown = shownPages(of: controllers)
        let appearing = newShown.filter { page in !oldShown.contains { $0 === page } }
        let disappearing = oldShown.filter { page in !newShown.contains { $0 === page } }
        for page in incoming {
            if page.parent != nil { page.removeFromParent() }
            page.callWillMove(toParent: self)
            attachChild(page)
        }
        for page in outgoing { page.callWillMove(toParent: nil) }
        viewControllersStorage = controllers
        let live = appearState == .appeared && loadedView?.window != nil
        let initialInstall = old.isEmpty && viewLoadDepth > 0 && loadedView != nil && !live
        if initialInstall, let mine = loadedView {
            for (index, page) in newShown.enumerated() {
                guard let view = page.loadViewIfRequired() else { continue }
                view.frame = frame(forPageAt: index, in: mine.bounds)
                mine.addWithoutChecks(view)
                page.beginAppearance(true, animated: false)
                page.endAppearance()
            }
            for page in incoming { page.callDidMove(toParent: self) }
            completion?(true)
            return
        }
        guard live, let mine = loadedView else {
            for page in outgoing {
                if let view = page.loadedView, view.superview === loadedView { view.detachFromSuperview() }
                page.removeFromParent()
            }
            if let mine = loadedView { installViews(of: newShown, in: mine) }
            for page in incoming { page.callDidMove(toParent: self) }
            completion?(true)
            return
        }
        for page in appearing { page.loadViewIfRequired() }
        for page in appearing { page.beginAppearance(true, animated: animated) }
        for page in disappearing { page.beginAppearance(false, animated: animated) }
        installViews(of: newShown, in: mine)
        for page in appearing { ViewController.forceLayout(page.loadedView) }
        let finish: @MainActor () -> Void = { [self] in
            for page in disappearing {
                if let view = page.loadedView, view.superview === loadedView { view.detachFromSuperview() }
            }
            endTurnAppearance(appearing: appearing, disappearing: disappearing)
            for page in outgoing {
                if let view = page.loadedView, view.superview === loadedView { view.detachFromSuperview() }
                page.removeFromParent()
            }
            for page in incoming { page.callDidMove(toParent: self) }
            if animated { animatedSetsInFlight -= 1 }
            completion?(true)
        }
        if animated {
            animatedSetsInFlight += 1
            runtime.schedule(after: runtime.settings.transitionDuration, finish)
        } else {
            finish()
        }
    }

    /// The did-half of T7: scroll sends the new pages' `viewDidAppear` first, a curl the old pages'
    /// `viewDidDisappear` first.
    func endTurnAppearance(appearing: [ViewController], disappearing: [ViewController]) {
        if transitionStyle == .scroll {
            for page in appearing { page.endAppearance() }
            for page in disappearing { page.endAppearance() }
        } else {
            for page in disappearing { page.endAppearance() }
            for page in appearing { page.endAppearance() }
        }
    }

    /// The pages a gesture in `direction` would show, from the data source; nil at an end.
    func neighbourPages(_ direction: NavigationDirection, using dataSource: any PageViewControllerDataSource) -> [ViewController]? {
        guard let first = viewControllersStorage.first, let last = viewControllersStorage.last else { return nil }
        if requiredViewControllerCount == 1 {
            let page =
                direction == .forward
                ? dataSource.pageViewController(self, viewControllerAfter: last)
                : dataSource.pageViewController(self, viewControllerBefore: first)
            return page.map { [$0] }
        }
        if direction == .forward {
            guard let left = dataSource.pageViewController(self, viewControllerAfter: last),
                let right = dataSource.pageViewController(self, viewControllerAfter: left)
            else { return nil }
            return [left, right]
        }
        guard let right = dataSource.pageViewController(self, viewControllerBefore: first),
            let left = dataSource.pageViewController(self, viewControllerBefore: right)
        else { return nil }
        return [left, right]
    }

    /// Starts a finger-driven turn in `direction` (rule PV4): asks the data source for the next
    /// pages, tells the delegate `willTransitionTo`, adds the new pages (`willMove(toParent:)`) and
    /// sends `New.viewWillAppear, Cur.viewWillDisappear`. Finish or cancel the returned turn.
    ///
    /// Returns nil and does nothing if there is no data source (recording
    /// ``Diagnostic/Code/pageGestureWithoutDataSource``: UIKit has no gesture recognizers then), if
    /// the data source returns nil (an end), if the page view controller is not on screen, or if a
    /// turn is in flight.
    /// Whether the data source has no page in `direction` from the current ones (an end of the
    /// book: UIKit's gesture then does nothing). Asks the data source; false without one.
    public func isAtEnd(_ direction: NavigationDirection) -> Bool {
        guard let dataSource else { return false }
        return neighbourPages(direction, using: dataSource) == nil
    }

    public func beginInteractivePageTurn(_ direction: NavigationDirection) -> PageTurnTransition? {
        guard let dataSource else {
            runtime.record(.pageGestureWithoutDataSource, "\(self) has no data source: page gestures are disabled")
            return nil
        }
        guard !isTurningPage, appearState == .appeared, let mine = loadedView, mine.window != nil,
            let pages = neighbourPages(direction, using: dataSource),
            pages.allSatisfy({ page in page.parent == nil || page.parent === self })
        else { return nil }
        for page in pages where (try? validateNewChild(page)) == nil { return nil }
        delegate?.pageViewController(self, willTransitionTo: pages)
        let previous = viewControllersStorage
        let appearing = shownPages(of: pages).filter { page in !previous.contains { $0 === page } }
        let disappearing = shownPages(of: previous).filter { page in !pages.contains { $0 === page } }
        for page in pages where page.parent !== self {
            page.callWillMove(toParent: self)
            attachChild(page)
        }
        for page in appearing { page.loadViewIfRequired() }
        for page in appearing { page.beginAppearance(true, animated: true) }
        for page in disappearing { page.beginAppearance(false, animated: true) }
        for (index, page) in shownPages(of: pages).enumerated() {
            guard let view = page.loadedView else { continue }
            view.frame = frame(forPageAt: index, in: mine.bounds)
            if view.superview !== mine { mine.addWithoutChecks(view) }
            ViewController.forceLayout(view)
        }
        let turn = PageTurnTransition(
            pageViewController: self, direction: direction, previous: previous, pending: pages,
            appearing: appearing, disappearing: disappearing)
        activeTurn = turn
        return turn
    }

    /// Simulates a swipe in `direction`: an interactive turn released at half way, which finishes
    /// after the remaining half of the transition duration. Returns whether a turn started (false
    /// without a data source, at an end, or off screen).
    @discardableResult
    public func simulateSwipe(_ direction: NavigationDirection) -> Bool {
        guard let turn = beginInteractivePageTurn(direction) else { return false }
        turn.update(progress: 0.5)
        turn.finish()
        return true
    }

    func completeTurn(_ turn: PageTurnTransition) {
        let leaving = turn.previous.filter { page in !turn.pending.contains { $0 === page } }
        viewControllersStorage = turn.pending
        for page in turn.disappearing {
            if let view = page.loadedView, view.superview === loadedView { view.detachFromSuperview() }
        }
        endTurnAppearance(appearing: turn.appearing, disappearing: turn.disappearing)
        for page in leaving {
            page.callWillMove(toParent: nil)
            page.removeFromParent()
        }
        for page in turn.pending where !turn.previous.contains(where: { $0 === page }) { page.callDidMove(toParent: self) }
        activeTurn = nil
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: turn.previous, transitionCompleted: true)
    }

    /// T7 cancelled: `Cur.viewWillAppear, Cur.viewDidAppear, New.viewWillDisappear,
    /// New.viewDidDisappear`; the new pages leave again.
    func cancelTurn(_ turn: PageTurnTransition) {
        for page in turn.disappearing { page.beginAppearance(true, animated: true) }
        for page in turn.disappearing { page.endAppearance() }
        for page in turn.appearing { page.beginAppearance(false, animated: true) }
        for page in turn.appearing {
            if let view = page.loadedView, view.superview === loadedView { view.detachFromSuperview() }
            page.endAppearance()
        }
        for page in turn.pending where !turn.previous.contains(where: { $0 === page }) {
            page.callWillMove(toParent: nil)
            page.removeFromParent()
        }
        activeTurn = nil
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: turn.previous, transitionCompleted: false)
    }

    /// After a rotation: a page curl asks its delegate for the spine location (rule PV1). A mid
    /// spine makes the pages double-sided. If the pages no longer match the required count, a
    /// diagnostic is recorded and they stay until the next ``setViewControllers(_:direction:animated:completion:)``.
    func orientationDidChange(to orientation: InterfaceOrientation) {
        guard transitionStyle == .pageCurl, let delegate else { return }
        let spine = delegate.pageViewController(self, spineLocationFor: orientation)
        guard spine != spineLocation, spine != .none else { return }
        spineLocation = spine
        if spine == .mid { doubleSidedStorage = true }
        if viewControllersStorage.count != requiredViewControllerCount, !viewControllersStorage.isEmpty {
            runtime.record(
                .ignoredMisuse,
                "The number of view controllers provided (\(viewControllersStorage.count)) doesn't match the number required (\(requiredViewControllerCount)) for the requested transition"
            )
        }
    }
}
