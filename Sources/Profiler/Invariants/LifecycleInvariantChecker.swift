import ViewRuntime

/// Validates a stream of lifecycle callbacks against the lifecycle state machine, and
/// reports the first violation.
///
/// Rules: a did-callback only after its will-callback; no appear while appeared (except the
/// documented unbalanced case of T3, where a controller that is appearing starts to
/// disappear); `viewDidLoad` once per load; no unload of a view in a window; every
/// `didMove(toParent:)` paired with a `willMove(toParent:)` to the same parent (or, for a
/// cancelled removal, `willMove(toParent: nil)` followed by `didMove` to the parent it kept); appearance,
/// layout and unload callbacks only on loaded views; nothing after `deinit`.
///
/// Feed it with ``observe(_:)`` in delivery order (callback begins). O(1) per event; it keeps
/// a small state per live controller and forgets it at `deinit`.
public struct LifecycleInvariantChecker: Sendable {
    enum Appearance: Sendable { case disappeared, appearing, appeared, disappearing }

    struct State: Sendable {
        var dead = false
        var loaded = false
        var loadViewSeen = false
        var viewDidLoadSeen = false
        var appearance = Appearance.disappeared
        var pendingMove: Int?? = .none
        /// The parent from the last didMove(toParent:), nil for none.
        var parent: Int?
    }

    /// Per-controller state, indexed by ``LifecycleEventRecord/controller`` (an instance ID or
    /// a profiler's slot: small, dense, non-negative integers). An `init` event resets a slot,
    /// so slots of deallocated controllers can be reused.
    private(set) var states: [State] = []
    /// The first violation seen, if any. The checker keeps checking after it, but only the
    /// first is kept (later ones are often consequences).
    public private(set) var firstViolation: InvariantViolation?
    /// How many violations were seen in all.
    public private(set) var violationCount = 0
    /// The rule the last failing check broke, with the controller's state then (unchanged by it).
    private var lastBreach: (breach: Breach, state: State) = (.afterDeinit, State())

    public init() {}

    /// How many controllers (or slots) have room for a state now.
    var controllersWithRoom: Int { states.count }

    /// Makes room for controllers (or slots) 0 to `count - 1` now, so that checking them later
    /// allocates nothing (a soak reserves up front, so that reaching a new maximum of live
    /// controllers late in a walk does not look like growth).
    public mutating func reserveControllers(_ count: Int) {
        if count > states.count { states.append(contentsOf: repeatElement(State(), count: count - states.count)) }
    }

    /// Checks one delivered callback. Returns the violation it caused, if any.
    @discardableResult
    public mutating func observe(_ event: LifecycleEventRecord) -> InvariantViolation? {
        guard observe(controller: event.controller, kind: event.kind, parent: event.parent) else { return nil }
        return recordViolation(event)
    }

    /// The profiler's per-callback check: the state update alone, with no record formed (a
    /// record carries a label; the profiler forms it only when a rule broke). Returns whether
    /// a rule broke; if so, call ``recordViolation(_:)`` with the event before the next check.
    @inline(__always)
    mutating func observe(controller key: Int, kind: CallbackKind, parent: Int?) -> Bool {
        guard key >= 0 else { return false }
        if key >= states.count { states.append(contentsOf: repeatElement(State(), count: key - states.count + 1)) }
        guard let breach = Self.check(kind: kind, parent: parent, state: &states[key]) else { return false }
        lastBreach = (breach, states[key])
        return true
    }

    /// Turns the rule the last ``observe(controller:kind:parent:)`` broke into a violation of
    /// `event`, counts it and keeps it if it is the first.
    @inline(never)
    mutating func recordViolation(_ event: LifecycleEventRecord) -> InvariantViolation {
        let violation = Self.violation(lastBreach.breach, of: event, state: lastBreach.state)
        violationCount += 1
        if firstViolation == nil { firstViolation = violation }
        return violation
    }

    /// Checks a callback of `kind` against its controller's state and updates the state; a
    /// broken rule leaves the state as it was and is returned as a one-byte code (the message
    /// is formed from it only when reported).
    private static func check(kind: CallbackKind, parent: Int?, state: inout State) -> Breach? {
        if kind == .`init` {
            state = State()
            return nil
        }
        if state.dead, kind != .deinit { return .afterDeinit }

        switch kind {
        case .`init`, .didReceiveMemoryWarning, .prepareForSegue, .viewWillTransitionToSize, .traitCollectionDidChange,
            .awakeFromNib, .willTransitionToTraitCollection:
            return nil
        case .deinit:
            state = State()
            state.dead = true
            return nil
        case .loadView:
            if state.loaded { return .loadViewWhileLoaded }
            state.loadViewSeen = true
            state.viewDidLoadSeen = false
            return nil
        case .viewDidLoad:
            if !state.loadViewSeen { return .viewDidLoadWithoutLoadView }
            if state.viewDidLoadSeen { return .viewDidLoadTwice }
            state.viewDidLoadSeen = true
            state.loaded = true
            return nil
        case .viewWillUnload, .viewDidUnload:
            if !state.loaded && kind == .viewWillUnload { return .willUnloadWithoutView }
            if state.appearance != .disappeared { return .unloadInWindow }
            if kind == .viewDidUnload {
                state.loaded = false
                state.loadViewSeen = false
                state.viewDidLoadSeen = false
            }
            return nil
        case .viewWillAppear:
            if !state.loaded { return .withoutView }
            if state.appearance == .appeared || state.appearance == .appearing { return .appearWhileAppeared }
            state.appearance = .appearing
            return nil
        case .viewDidAppear:
            if state.appearance != .appearing { return .didAppearWithoutWill }
            state.appearance = .appeared
            return nil
        case .viewWillDisappear:
            if !state.loaded { return .withoutView }
            // From appearing: the unbalanced cancelled-transition case of T3 (documented).
            if state.appearance != .appeared && state.appearance != .appearing { return .willDisappearWhileNotAppeared }
            state.appearance = .disappearing
            return nil
        case .viewDidDisappear:
            if state.appearance != .disappearing { return .didDisappearWithoutWill }
            state.appearance = .disappeared
            return nil
        case .viewWillLayoutSubviews, .viewDidLayoutSubviews, .updateViewConstraints:
            if !state.loaded { return .withoutView }
            return nil
        case .willMoveToParent:
            // An abandoned addition (a cancelled interactive page turn, T7) announces
            // willMove(toParent: nil) before the didMove of the parent it was joining.
            if case .some(.some) = state.pendingMove, parent == nil {
                state.pendingMove = .some(nil)
                return nil
            }
            if case .some = state.pendingMove { return .willMoveWhilePending }
            state.pendingMove = .some(parent)
            return nil
        case .didMoveToParent:
            guard case .some(let pending) = state.pendingMove else {
                // removeFromParent() sends didMove(toParent: nil) itself, also when UIKit removes
                // a child implicitly (addChild to a new parent); only a didMove to a parent
                // needs its willMove.
                if parent == nil { state.parent = nil; return nil }
                return .didMoveWithoutWill
            }
            // A cancelled removal (an interactive pop that was cancelled, T3) announces
            // willMove(toParent: nil) and then confirms the parent it kept.
            let cancelledRemoval = pending == nil && parent != nil && parent == state.parent
            if pending != parent && !cancelledRemoval { return .didMoveAfterOtherWill }
            state.pendingMove = .none
            state.parent = parent
            return nil
        }
    }

    /// A broken rule, as ``check(kind:parent:state:)`` reports it.
    enum Breach: UInt8, Sendable {
        case afterDeinit, loadViewWhileLoaded, viewDidLoadWithoutLoadView, viewDidLoadTwice
        case willUnloadWithoutView, unloadInWindow, withoutView, appearWhileAppeared
        case didAppearWithoutWill, willDisappearWhileNotAppeared, didDisappearWithoutWill
        case willMoveWhilePending, didMoveWithoutWill, didMoveAfterOtherWill
    }

    /// The violation `breach` makes of `event`, given the controller's state when it broke.
    static func violation(_ breach: Breach, of event: LifecycleEventRecord, state: State) -> InvariantViolation {
        let (rule, message): (InvariantViolation.Rule, String) =
            switch breach {
            case .afterDeinit: (.callbackAfterDeinit, "callback after the controller was deallocated")
            case .loadViewWhileLoaded: (.viewDidLoadNotOncePerLoad, "loadView while the view is already loaded")
            case .viewDidLoadWithoutLoadView: (.viewDidLoadNotOncePerLoad, "viewDidLoad without loadView before it")
            case .viewDidLoadTwice: (.viewDidLoadNotOncePerLoad, "viewDidLoad twice for one load")
            case .willUnloadWithoutView: (.callbackWithoutView, "viewWillUnload while the view is not loaded")
            case .unloadInWindow: (.unloadInWindow, "\(event.kind.rawValue) while the view is in a window (\(state.appearance))")
            case .withoutView: (.callbackWithoutView, "\(event.kind.rawValue) while the view is not loaded")
            case .appearWhileAppeared: (.appearWhileAppeared, "viewWillAppear while already \(state.appearance)")
            case .didAppearWithoutWill: (.didWithoutWill, "viewDidAppear without viewWillAppear (state \(state.appearance))")
            case .willDisappearWhileNotAppeared: (.didWithoutWill, "viewWillDisappear while \(state.appearance)")
            case .didDisappearWithoutWill: (.didWithoutWill, "viewDidDisappear without viewWillDisappear (state \(state.appearance))")
            case .willMoveWhilePending:
                (
                    .moveWithoutPair,
                    "willMove(toParent: \(name(event.parent))) while willMove(toParent: \(name(state.pendingMove ?? nil))) has no didMove yet"
                )
            case .didMoveWithoutWill: (.moveWithoutPair, "didMove(toParent: \(name(event.parent))) without willMove(toParent:)")
            case .didMoveAfterOtherWill:
                (.moveWithoutPair, "didMove(toParent: \(name(event.parent))) after willMove(toParent: \(name(state.pendingMove ?? nil)))")
            }
        return InvariantViolation(rule: rule, event: event, message: message)
    }

    static func name(_ parent: Int?) -> String { parent.map { "#\($0)" } ?? "nil" }
}
