import ViewRuntime

/// A controller's account: identity, view loads and unloads, and its ledger totals.
struct ControllerAccount {
    /// The controller's per-runtime instance ID; -1 once its slot was freed.
    var instanceID: Int
    /// The label a driver gave it, or nil for the default `ClassName#n` (formed only when
    /// reported, so that creating a controller under the profiler does not allocate a name).
    var customLabel: String?
    /// The class's number in the runtime (``ViewRuntime/ViewController/classIndex``); its name
    /// is the profiler's, once per class (``RuntimeProfiler/className(of:)``).
    var classIndex: Int
    var classInstanceNumber: Int
    /// Index into the profiler's scene totals.
    var sceneIndex: Int
    var viewLoads = 0
    var viewUnloads = 0
    var deallocated = false
    var totals = LedgerTotalsAccumulator()
    var alive = true
    /// Set once the controller entered a hierarchy (a parent, a window or a presentation).
    var attached = false
    /// How it last left the hierarchy: an ``OperationNames`` code (``OperationNames/noneCode``
    /// while it has not left).
    var departure = OperationNames.noneCode

    /// Makes this freed account `controller`'s, every field as new, in place: the label is
    /// written only when either is custom, so a controller's arrival copies and releases no
    /// string (ControllerAccountTests checks every field against a new account's).
    @MainActor
    mutating func reuse(for controller: ViewController, customLabel: String?, sceneIndex: Int) {
        classIndex = controller.classIndex
        if self.customLabel != nil || customLabel != nil { self.customLabel = customLabel }
        instanceID = controller.instanceID
        classInstanceNumber = controller.classInstanceNumber
        self.sceneIndex = sceneIndex
        viewLoads = 0
        viewUnloads = 0
        deallocated = false
        totals = LedgerTotalsAccumulator()
        alive = true
        attached = false
        departure = OperationNames.noneCode
    }

    /// A new account, as of `controller`'s creation.
    init(instanceID: Int, customLabel: String?, classIndex: Int, classInstanceNumber: Int, sceneIndex: Int) {
        self.instanceID = instanceID
        self.customLabel = customLabel
        self.classIndex = classIndex
        self.classInstanceNumber = classInstanceNumber
        self.sceneIndex = sceneIndex
    }
}
