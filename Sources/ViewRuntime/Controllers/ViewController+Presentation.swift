import Foundation

/// Modal presentation (rules P1-P8, traces T5 and T6).
extension ViewController {
    /// The controller presented by this controller or by one of its ancestors (rule P1), or nil.
    public var presentedViewController: ViewController? {
        var current: ViewController? = self
        while let candidate = current {
            if let presented = candidate.presentedStorage { return presented }
            current = candidate.parent
        }
        return nil
    }

    /// The controller that presented this controller or one of its ancestors (rule P1), or nil.
    public var presentingViewController: ViewController? {
        var current: ViewController? = self
        while let candidate = current {
            if let presenting = candidate.presentingStorage { return presenting }
            current = candidate.parent
        }
        return nil
    }

    /// Presents `controller` modally.
    ///
    /// The presenter is found first: for ``ModalPresentationStyle/currentContext`` and
    /// ``ModalPresentationStyle/overCurrentContext`` the nearest controller, from this one up the parent
    /// chain, whose ``definesPresentationContext`` is true, else the root of the chain (rule P5); for
    /// every other style the root of this controller's parent chain, which covers the screen (rule P2).
    /// Order (trace T5, `.fullScreen`): the presented view loads (rule P7), presenter
    /// `viewWillDisappear`, presented `viewWillAppear`, presented then presenter layout pass, presented
    /// `viewDidAppear`, the presenter's view is removed, presenter `viewDidDisappear`, `completion`.
    /// Styles that keep the presenter's view send the presenter no appearance callbacks (rule P6).
    /// Animated, the did-callbacks and `completion` come when the clock passes the transition duration.
    ///
    /// Ignored with a diagnostic (rule P3): if the presenter already presents
    /// ("Warning: Attempt to present <B> on <A> which is already presenting <C>"), if a presentation
    /// of that presenter is in flight, or if this controller's view is not in a window
    /// ("Attempt to present <B> on <A> whose view is not in the window hierarchy!").
    /// - Raises (recorded on the runtime, see ``UIKitException``): ``RuntimeError/Code/presentingActiveController`` ("Application tried to present
    ///   modally an active controller <X>.") if `controller` is this controller, one of its ancestors,
    ///   a child, already presented, or a window's root; ``RuntimeError/Code/foreignRuntime``.
    ///   Nothing changes when it throws.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        do { try checkedPresent(controller, animated: animated, completion: completion) } catch { runtime.raise(error) }
    }

    /// ``present``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedPresent(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) throws {
        if controller.runtime !== runtime {
            throw RuntimeError(.foreignRuntime, "\(controller) belongs to another runtime than \(self)")
        }
        if controller.parent != nil {
            throw RuntimeError(.presentingActiveController, "Application tried to present modally an active controller \(controller.rootAncestor).")
        }
        if controller.presentingStorage != nil || controller.hostingWindow != nil || controller.isAncestor(of: self) {
            throw RuntimeError(.presentingActiveController, "Application tried to present modally an active controller \(controller).")
        }
        let style = adaptedStyle(for: controller)
        let requested = controller.modalPresentationStyle.resolved
        let presenter = style.usesPresentationContext ? presentationContext : rootAncestor
        if presenter.presentationInFlight {
            runtime.record(.presentationInProgress, "Attempt to present \(controller) on \(self) while a presentation is in progress!")
            return
        }
        if let current = presenter.presentedStorage {
            runtime.record(.alreadyPresenting, "Warning: Attempt to present \(controller) on \(self) which is already presenting \(current)")
            return
        }
        guard let callerView = loadedView, let window = callerView.window, let presenterView = presenter.loadedView else {
            runtime.record(.presenterNotInWindow, "Attempt to present \(controller) on \(self) whose view is not in the window hierarchy!")
            return
        }
        if style != requested, requested == .pageSheet || requested == .formSheet || requested == .popover {
            runtime.record(
                .presentationAdapted,
                "\(controller): \(requested) adapted to \(style) in a compact width (adaptsSheetsInCompactWidth: \(runtime.settings.adaptsSheetsInCompactWidth))"
            )
        }
        if let alert = controller as? AlertController, !alert.mayBePresented(as: style, by: presenter) { return }
        let contextProvidesStyle =
            style.usesPresentationContext && presenter.definesPresentationContext
            && presenter.providesPresentationContextTransitionStyle
        controller.presentationTransitionStyle = contextProvidesStyle ? presenter.modalTransitionStyle : controller.modalTransitionStyle
        performPresentation(
            of: controller, by: presenter, style: style, window: window, presenterView: presenterView, animated: animated, completion: completion)
    }

    /// The style `controller` is presented with: its resolved style, adapted to full screen in a
    /// compact width when ``RuntimeSettings/adaptsSheetsInCompactWidth`` is on (sheets) or the popover
    /// adapts (rule TR3). Under an adapted sheet the presenter gets the full-screen lifecycle.
    func adaptedStyle(for controller: ViewController) -> ModalPresentationStyle {
        let style = controller.modalPresentationStyle.resolved
        let traits = runtime.screen.traitCollection
        switch style {
        case .pageSheet, .formSheet:
            let adapts = runtime.settings.adaptsSheetsInCompactWidth && traits.horizontalSizeClass == .compact
            return adapts ? .fullScreen : style
        case .popover:
            return controller.popoverPresentationController?.adaptedStyle(for: traits) ?? .popover
        default:
            return style
        }
    }

    private var presentationContext: ViewController {
        var current: ViewController = self
        while true {
            if current.definesPresentationContext { return current }
            guard let parent = current.parent else { return current }
            current = parent
        }
    }

    private func performPresentation(
        of controller: ViewController,
        by presenter: ViewController,
        style: ModalPresentationStyle,
        window: Window,
        presenterView: View,
        animated: Bool,
        completion: (() -> Void)?
    ) {
        // A7: a presentation from inside a popover leaves the popover's controller alone.
        let removes = style.removesPresentersView(custom: controller.shouldRemovePresentersView) && !presenter.isInsidePopover
        if style == .popover, let popover = controller.popoverPresentationController {
            let permitted = popover.permittedArrowDirections
            popover.arrowDirection = [PopoverArrowDirection.up, .down, .left, .right].first { permitted.contains($0) } ?? .up
        } else {
            controller.popoverStorage?.arrowDirection = .unknown
        }
        let record = PresentationRecord(style: style, removesPresentersView: removes)
        presenter.presentedStorage = controller
        controller.presentingStorage = presenter
        controller.presentationRecord = record
        controller.isBeingPresented = true
        controller.loadViewIfRequired()
        let covered: ViewController? = removes ? presenter : nil
        covered?.beginAppearance(false, animated: animated)
        controller.beginAppearance(true, animated: animated)
        if let presentedView = controller.loadedView {
            if style.usesPresentationContext, let container = presenterView.superview {
                presentedView.frame = presenterView.frame
                let index = container.subviews.firstIndex { $0 === presenterView } ?? (container.subviews.count - 1)
                container.insertWithoutChecks(presentedView, at: index + 1)
            } else {
                presentedView.frame = Self.frame(for: style, in: window.bounds)
                window.addWithoutChecks(presentedView)
            }
            ViewController.forceLayout(presentedView)
        }
        ViewController.forceLayout(presenter.loadedView)
        presenter.presentationInFlight = true
        let finish: @MainActor () -> Void = {
            controller.endAppearance()
            if let covered, let coveredView = covered.loadedView, let superview = coveredView.superview {
                record.coveredController = covered
                record.coveredSuperview = superview
                record.coveredIndex = superview.subviews.firstIndex { $0 === coveredView } ?? 0
                coveredView.detachFromSuperview()
            }
            covered?.endAppearance()
            presenter.presentationInFlight = false
            completion?()
        }
        if animated { runtime.schedule(after: runtime.settings.transitionDuration, finish) } else { finish() }
    }

    static func frame(for style: ModalPresentationStyle, in bounds: Rect) -> Rect {
        switch style {
        case .pageSheet, .formSheet, .popover:
            Rect(x: 0, y: min(54, bounds.height / 10), width: bounds.width, height: bounds.height - min(54, bounds.height / 10))
        default:
            bounds
        }
    }

    /// Dismisses the controller presented by this controller, or, if it presents nothing, the one
    /// that presents this controller (rule P4) - together with everything presented above it. Only the
    /// top-most animates; the others go without animation.
    ///
    /// Order (trace T6, `.fullScreen`): dismissed `viewWillDisappear` (top-most first), presenter
    /// `viewWillAppear` (if its view had been removed; it reloads if a warning unloaded it), presenter
    /// `viewDidAppear`, dismissed `viewDidDisappear`, `completion`. The links are cut before the
    /// did-callbacks, so dismissed controllers can deallocate as soon as the caller lets them go.
    /// Does nothing (and calls no completion) if nothing is presented. While a presentation or
    /// dismissal of the same presenter is in flight it is ignored with a diagnostic.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let holder: ViewController
        if presentedViewController != nil {
            var current: ViewController = self
            while current.presentedStorage == nil, let parent = current.parent { current = parent }
            holder = current
        } else if let presenting = presentingViewController {
            holder = presenting
        } else {
            return
        }
        guard let first = holder.presentedStorage else { return }
        var chain = [first]
        while let next = chain[chain.count - 1].presentedStorage { chain.append(next) }
        if chain.contains(where: \.presentationInFlight) || holder.presentationInFlight {
            runtime.record(.dismissalInProgress, "Attempt to dismiss from view controller \(self) while a presentation or dismiss is in progress!")
            return
        }
        performDismissal(of: chain, from: holder, animated: animated, completion: completion)
    }

    private func performDismissal(
        of chain: [ViewController],
        from holder: ViewController,
        animated: Bool,
        completion: (() -> Void)?
    ) {
        let top = chain[chain.count - 1]
        for controller in chain.reversed() {
            controller.isBeingDismissed = true
            controller.beginAppearance(false, animated: controller === top ? animated : false)
        }
        let record = chain[0].presentationRecord
        let reveal: ViewController? = (record?.coveredController === holder) ? holder : nil
        if let reveal {
            reveal.beginAppearance(true, animated: animated)
            if let view = reveal.loadedView, view.superview == nil, let superview = record?.coveredSuperview {
                superview.insertWithoutChecks(view, at: record?.coveredIndex ?? 0)
                ViewController.forceLayout(view)
            }
        }
        holder.presentationInFlight = true
        let finish: @MainActor () -> Void = {
            holder.presentedStorage = nil
            for controller in chain {
                controller.presentedStorage = nil
                controller.presentingStorage = nil
                controller.presentationRecord = nil
                controller.loadedView?.detachFromSuperview()
            }
            reveal?.endAppearance()
            for controller in chain.reversed() { controller.endAppearance() }
            holder.presentationInFlight = false
            completion?()
        }
        if animated { runtime.schedule(after: runtime.settings.transitionDuration, finish) } else { finish() }
    }

    /// Dismisses everything this controller presents, without animation (window teardown).
    func dismissEverything() {
        guard let first = presentedStorage else { return }
        var chain = [first]
        while let next = chain[chain.count - 1].presentedStorage { chain.append(next) }
        for controller in chain { controller.presentationInFlight = false }
        presentationInFlight = false
        performDismissal(of: chain, from: self, animated: false, completion: nil)
    }
}
