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
    private var states: [State] = []
    /// The first violation seen, if any. The checker keeps checking after it, but only the
    /// first is kept (later ones are often consequences).
    public private(set) var firstViolation: InvariantViolation?
    /// How many violations were seen in all.
    public private(set) var violationCount = 0

    public init() {}

    /// Makes room for controllers (or slots) 0 to `count - 1` now, so that checking them later
    /// allocates nothing (a soak reserves up front, so that reaching a new maximum of live
    /// controllers late in a walk does not look like growth).
    public mutating func reserveControllers(_ count: Int) {
        if count > states.count { states.append(contentsOf: repeatElement(State(), count: count - states.count)) }
    }

    /// Checks one delivered callback. Returns the violation it caused, if any.
    @discardableResult
    @inline(__always)
    public mutating func observe(_ event: LifecycleEventRecord) -> InvariantViolation? {
        if let violation = check(event) {
            violationCount += 1
            if firstViolation == nil { firstViolation = violation }
            return violation
        }
        return nil
    }

    private mutating func check(_ event: LifecycleEventRecord) -> InvariantViolation? {
        let key = event.controller
        guard key >= 0 else { return nil }
        if key >= states.count { states.append(contentsOf: repeatElement(State(), count: key - states.count + 1)) }
        // One uniqueness check for the whole update, then the state is changed in place.
        return states.withUnsafeMutableBufferPointer { states in
            Self.check(event, state: &states[key])
        }
    }

    /// Checks `event` against its controller's state and updates the state. (Static, with no
    /// closure capturing the event: a captured record is copied, label and all, per event.)
    private static func check(_ event: LifecycleEventRecord, state: inout State) -> InvariantViolation? {
        func fail(_ rule: InvariantViolation.Rule, _ message: String) -> InvariantViolation {
            InvariantViolation(rule: rule, event: event, message: message)
        }
        if event.kind == .`init` {
            state = State()
            return nil
        }
        if state.dead, event.kind != .deinit {
            return fail(.callbackAfterDeinit, "callback after the controller was deallocated")
        }

        switch event.kind {
        case .`init`, .didReceiveMemoryWarning, .prepareForSegue, .viewWillTransitionToSize, .traitCollectionDidChange,
             .awakeFromNib, .willTransitionToTraitCollection:
            return nil
        case .deinit:
            state = State()
            state.dead = true
            return nil
        case .loadView:
            if state.loaded { return fail(.viewDidLoadNotOncePerLoad, "loadView while the view is already loaded") }
            state.loadViewSeen = true
            state.viewDidLoadSeen = false
            return nil
        case .viewDidLoad:
            if !state.loadViewSeen { return fail(.viewDidLoadNotOncePerLoad, "viewDidLoad without loadView before it") }
            if state.viewDidLoadSeen { return fail(.viewDidLoadNotOncePerLoad, "viewDidLoad twice for one load") }
            state.viewDidLoadSeen = true
            state.loaded = true
            return nil
        case .viewWillUnload, .viewDidUnload:
            if !state.loaded && event.kind == .viewWillUnload {
                return fail(.callbackWithoutView, "viewWillUnload while the view is not loaded")
            }
            if state.appearance != .disappeared {
                return fail(.unloadInWindow, "\(event.kind.rawValue) while the view is in a window (\(state.appearance))")
            }
            if event.kind == .viewDidUnload {
                state.loaded = false
                state.loadViewSeen = false
                state.viewDidLoadSeen = false
            }
            return nil
        case .viewWillAppear:
            if !state.loaded { return fail(.callbackWithoutView, "viewWillAppear while the view is not loaded") }
            if state.appearance == .appeared || state.appearance == .appearing {
                return fail(.appearWhileAppeared, "viewWillAppear while already \(state.appearance)")
            }
            state.appearance = .appearing
            return nil
        case .viewDidAppear:
            if state.appearance != .appearing {
                return fail(.didWithoutWill, "viewDidAppear without viewWillAppear (state \(state.appearance))")
            }
            state.appearance = .appeared
            return nil
        case .viewWillDisappear:
            if !state.loaded { return fail(.callbackWithoutView, "viewWillDisappear while the view is not loaded") }
            // From appearing: the unbalanced cancelled-transition case of T3 (documented).
            if state.appearance != .appeared && state.appearance != .appearing {
                return fail(.didWithoutWill, "viewWillDisappear while \(state.appearance)")
            }
            state.appearance = .disappearing
            return nil
        case .viewDidDisappear:
            if state.appearance != .disappearing {
                return fail(.didWithoutWill, "viewDidDisappear without viewWillDisappear (state \(state.appearance))")
            }
            state.appearance = .disappeared
            return nil
        case .viewWillLayoutSubviews, .viewDidLayoutSubviews:
            if !state.loaded { return fail(.callbackWithoutView, "\(event.kind.rawValue) while the view is not loaded") }
            return nil
        case .willMoveToParent:
            // An abandoned addition (a cancelled interactive page turn, T7) announces
            // willMove(toParent: nil) before the didMove of the parent it was joining.
            if case .some(.some) = state.pendingMove, event.parent == nil {
                state.pendingMove = .some(nil)
                return nil
            }
            if case .some(let pending) = state.pendingMove {
                return fail(.moveWithoutPair, "willMove(toParent: \(Self.name(event.parent))) while willMove(toParent: \(Self.name(pending))) has no didMove yet")
            }
            state.pendingMove = .some(event.parent)
            return nil
        case .didMoveToParent:
            guard case .some(let pending) = state.pendingMove else {
                // removeFromParent() sends didMove(toParent: nil) itself, also when UIKit removes
                // a child implicitly (addChild to a new parent); only a didMove to a parent
                // needs its willMove.
                if event.parent == nil { state.parent = nil; return nil }
                return fail(.moveWithoutPair, "didMove(toParent: \(Self.name(event.parent))) without willMove(toParent:)")
            }
            // A cancelled removal (an interactive pop that was cancelled, T3) announces
            // willMove(toParent: nil) and then confirms the parent it kept.
            let cancelledRemoval = pending == nil && event.parent != nil && event.parent == state.parent
            if pending != event.parent && !cancelledRemoval {
                return fail(.moveWithoutPair, "didMove(toParent: \(Self.name(event.parent))) after willMove(toParent: \(Self.name(pending)))")
            }
            state.pendingMove = .none
            state.parent = event.parent
            return nil
        }
    }

    static func name(_ parent: Int?) -> String { parent.map { "#\($0)" } ?? "nil" }
}
