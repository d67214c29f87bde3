import ViewRuntime

/// The account updates and fast-path flags of ``HotState``: pure state logic, called by
/// ``ProfilerCore`` through its pointer (the only code that holds one).
extension HotState {
    /// The callback kinds whose beginning updates the controller's account (a bit per kind
    /// ordinal: viewDidLoad, willMoveToParent, didMoveToParent, viewWillAppear,
    /// viewDidDisappear): one test on the callback path instead of a switch over every
    /// callback. A literal, so that reading it costs no lazy-initialization check
    /// (LedgerConstantsTests checks it against the kinds).
    static let kindsUpdatingAccounts = 0b110_0100_1100

    /// Whether `slot` holds the account of the controller numbered `instanceID` (not one
    /// assigned by another profiler, or a freed slot now another controller's).
    @inline(__always)
    func hasAccount(slot: Int, instanceID: Int) -> Bool {
        // One unsigned comparison covers both bounds (an unassigned slot is -1).
        UInt(bitPattern: slot) < UInt(bitPattern: accounts.count) && accounts[slot].instanceID == instanceID
    }

    /// Whether a beginning of `callback` can update its account without a call: false only for
    /// a `viewDidDisappear` of a controller with no parent and not being dismissed, whose
    /// departure depends on the presenting chain (``recordDeparture(slot:controller:at:)``).
    /// A fast beginning asks this before it changes anything.
    @MainActor
    @inline(__always)
    static func updatesAccountWithoutCalls(_ callback: LifecycleCallback, of controller: ViewController) -> Bool {
        guard case .viewDidDisappear = callback else { return true }
        return controller.isBeingDismissed || controller.hasParent
    }

    /// Keeps a controller's account current as one of its callbacks begins (only the kinds
    /// in ``kindsUpdatingAccounts`` reach it). Stores numbers only (a departure is
    /// an ``OperationNames`` code): it neither allocates nor frees, so a fast beginning calls
    /// it before its one reading.
    @MainActor
    @inline(__always)
    mutating func updateAccount(slot: Int, controller: ViewController, beginning callback: LifecycleCallback) {
        guard Self.updatesAccountWithoutCalls(callback, of: controller) else {
            return recordDepartureWithoutParent(slot: slot, controller: controller)
        }
        updateAccountWithoutCalls(slot: slot, controller: controller, beginning: callback)
    }

    /// ``updateAccount(slot:controller:beginning:)`` where ``updatesAccountWithoutCalls(_:of:)``
    /// holds: inlined with no call, so a fast beginning needs no stack frame.
    @MainActor
    @inline(__always)
    mutating func updateAccountWithoutCalls(slot: Int, controller: ViewController, beginning callback: LifecycleCallback) {
        let account = accounts.base + slot
        switch callback {
        case .viewDidLoad:
            account.pointee.viewLoads &+= 1
        case .willMoveToParent(.some), .viewWillAppear:
            account.pointee.attached = true
        case .didMoveToParent(.none):
            account.pointee.departure = currentOperationCode
        case .viewDidDisappear:
            // Where the controller has a parent and is not being dismissed, it has not left.
            if controller.isBeingDismissed { account.pointee.departure = OperationNames.dismissCode }
        default:
            break
        }
    }

    /// A `viewDidDisappear` of a controller with no parent, not being dismissed: it left the
    /// screen if nothing presents it either.
    @MainActor
    @inline(never)
    mutating func recordDepartureWithoutParent(slot: Int, controller: ViewController) {
        if controller.presentingViewController == nil { accounts[slot].departure = currentOperationCode }
    }

    /// Sets the fast paths' flags from their inputs: ``plainEnds`` when a callback's end only
    /// updates the ledger (no trace, stack windows or records); ``ledgerOnly`` when the
    /// checker is off too; ``fastWindows`` when the clock is the time-stamp counter, so a
    /// window opens and closes inline.
    mutating func refreshFastPaths(tracing: Bool, timeStampCounter: Bool) {
        plainEnds = !tracing && windows == nil && !recordsCallbacks
        ledgerOnly = !checksInvariants && plainEnds
        fastWindows = timeStampCounter
    }
}
