import ViewRuntime

/// A controller's account: identity, view loads and unloads, and its ledger totals.
struct ControllerAccount {
    /// The controller's per-runtime instance ID; -1 once its slot was freed.
    var instanceID: Int
    /// The label a driver gave it, or nil for the default `ClassName#n` (formed only when
    /// reported, so that creating a controller under the profiler does not allocate a name).
    var customLabel: String?
    /// The class's number in the runtime (``ViewRuntime/ViewController/classIndex``) and name.
    var classIndex: Int
    var className: String
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

    /// The controller's label (`scene#n`, or `ClassName#n` by default).
    var label: String { customLabel ?? "\(className)#\(classInstanceNumber)" }

    /// Makes this freed account `controller`'s, every field as new. The class name is moved
    /// over, not copied, when the class is the same (most freed slots go to another instance
    /// of the same class): a controller's arrival then copies and releases no string.
    @MainActor
    mutating func reuse(for controller: ViewController, customLabel: String?, sceneIndex: Int) {
        var name = ""
        if classIndex == controller.classIndex { swap(&name, &className) }
        self = ControllerAccount(
            instanceID: controller.instanceID, customLabel: customLabel, classIndex: controller.classIndex,
            className: classIndex == controller.classIndex ? name : controller.className,
            classInstanceNumber: controller.classInstanceNumber, sceneIndex: sceneIndex)
    }

    /// A new account (memberwise: built in its table row without a copy).
    init(instanceID: Int, customLabel: String?, classIndex: Int, className: String, classInstanceNumber: Int, sceneIndex: Int) {
        self.instanceID = instanceID
        self.customLabel = customLabel
        self.classIndex = classIndex
        self.className = className
        self.classInstanceNumber = classInstanceNumber
        self.sceneIndex = sceneIndex
    }
}
