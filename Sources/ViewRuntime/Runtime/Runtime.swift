import Foundation

/// One headless UIKit: a screen, its windows, its controllers, a virtual clock and an observer hook.
///
/// Every ``ViewController`` belongs to exactly one runtime from its creation (``ViewController/init(runtime:)``).
/// Several runtimes live side by side in one process (tests run in parallel); a memory warning sent to
/// one reaches all of its live controllers and none of another's.
///
/// ```swift
/// let runtime = Runtime(screen: .iPhone)
/// let window = Window(runtime: runtime)
/// window.rootViewController = NavigationController(rootViewController: ListController(runtime: runtime))
/// window.makeKeyAndVisible()
/// runtime.simulateMemoryWarning(level: .critical)
/// ```
///
/// Threading: main-actor isolated, like UIKit. Nothing in it uses wall-clock time.
@preconcurrency @MainActor
public final class Runtime {
    /// The simulated display. Change it with ``resize(to:)`` so that controllers hear of it.
    /// (Read on every draw and view load: unchecked for exclusive access, as the properties
    /// below and View's: main-actor state, no access held across a call.)
    @exclusivity(unchecked) public internal(set) var screen: Screen
    /// What the runtime simulates (policy, backing-store sizes, durations).
    @exclusivity(unchecked) public var settings: RuntimeSettings
    /// The instrumentation hook, or nil. Held strongly; see ``RuntimeObserver``. Read around
    /// every callback and event, so unchecked for exclusive access (main-actor state, never
    /// passed inout; docs/ARCHITECTURE.md, "Rooms").
    @exclusivity(unchecked) public var observer: (any RuntimeObserver)? {
        didSet { observerChanged(from: oldValue) }
    }
    /// The observer when it is an ``UnretainedRuntimeObserver``, unretained: callbacks are
    /// delivered through it without reference counting (see ``observerChanged(from:)``).
    @exclusivity(unchecked) var unretainedObserver: Unmanaged<UnretainedRuntimeObserver>?
    /// How many callbacks (and events) delivered through ``unretainedObserver`` have begun and
    /// not ended.
    @exclusivity(unchecked) var callbacksInFlight = 0
    /// Replaced unretained observers kept alive because a callback was in flight when they were
    /// replaced (it still ends on them); released at the next replacement with none in flight.
    var retiredObservers: [UnretainedRuntimeObserver] = []
    /// Sees the view trees of this runtime's deallocating controllers (a profiler's leak
    /// oracle), or nil: then a controller's deinit does not call one.
    package var viewTeardownObserver: (any ViewTeardownObserver)?
    /// Whether transitions started by segues and `show` animate (UIKit's
    /// `UIView.areAnimationsEnabled`). A segue whose ``Segue/animates`` is false turns it off while it
    /// performs. Default true.
    public var areAnimationsEnabled = true
    /// The end of every responder chain.
    public private(set) lazy var application = Application(runtime: self)

    /// The diagnostics recorded so far, in order: the first ``maximumDiagnosticsKept`` of them,
    /// so that a long soak run keeps bounded memory (``diagnosticCount`` counts them all; the
    /// observer hears every one).
    public private(set) var diagnostics: [Diagnostic] = []
    /// The label the next controller created in this runtime takes (then this resets to nil).
    ///
    /// A driver that names controllers after its scenes sets it just before creating one, so
    /// that the controller carries its name from its first event on (a container's init, for
    /// example, already moves its children to it). `package`: the package's Driver names
    /// controllers; a user's code does not.
    @exclusivity(unchecked) package var labelForNextController: String?

    /// How many diagnostics were recorded in all.
    public private(set) var diagnosticCount = 0
    /// The exceptions raised and not yet drained (Runtime+Exceptions.swift).
    var raisedExceptionStorage: [UIKitException] = []
    /// How many exceptions were raised in all (``raise(_:)``), drained or not.
    public internal(set) var raisedExceptionCount = 0
    /// How many diagnostics ``diagnostics`` keeps.
    public static let maximumDiagnosticsKept = 10_000

    /// The bytes held by live backing stores right now.
    public internal(set) var backingStoreBytes = 0
    /// The number of live backing stores right now.
    public internal(set) var backingStoreCount = 0
    /// The bytes of every backing store freed so far (views that died or were purged).
    ///
    /// The runtime keeps these counters itself rather than telling the observer of each store:
    /// a store is allocated or freed about twice per lifecycle callback on a navigation stack,
    /// and an event each would cost more than the ledger's whole per-callback bracket. An
    /// observer reads them when it needs them (at a phase boundary, around a warning).
    public internal(set) var backingStoreBytesFreed = 0

    /// Decides whether the runtime may allocate a large block it owns (a backing store): given
    /// the bytes, returns false to refuse. A driver that enforces a memory budget sets it; a
    /// refused block is simply not allocated (the view draws without a store) and is recorded
    /// in ``refusedAllocation``, so that the driver stops at its next safe point. Nil (the
    /// default) admits every block. Called once per backing-store allocation.
    package var memoryAdmission: ((Int) -> Bool)?
    /// The first large block refused since ``clearRefusedAllocation()``, if any.
    public internal(set) var refusedAllocation: RefusedAllocation?
    /// How many large blocks were refused or failed in all.
    public internal(set) var refusedAllocationCount = 0

    /// The level of the warning being broadcast, while ``simulateMemoryWarning(level:)`` runs.
    public internal(set) var currentMemoryWarningLevel: MemoryWarningLevel?

    @exclusivity(unchecked) var registry = ControllerRegistry()
    let tableRegistry = TableRegistry()
    var responders: [WeakResponder] = []
    var windows: [WindowEntry] = []
    /// Each controller class seen, numbered from 0 in order of first instance: one hash lookup
    /// per controller created, then arrays indexed by the class's number (instances so far and
    /// the name, formed on first use). The names are read for every controller an observer
    /// accounts for, so unchecked for exclusive access (main-actor state, never passed inout).
    @exclusivity(unchecked) private var classIndexByType: [ObjectIdentifier: Int] = [:]
    @exclusivity(unchecked) private var instancesPerClass: [Int] = []
    @exclusivity(unchecked) private var classNames: [String?] = []
    @exclusivity(unchecked) private var nextInstanceID = 1

    // The clock (see Runtime+Clock.swift).
    var clockNow: Double = 0
    var timers: [ScheduledAction] = []
    var timerSequence = 0
    /// The main run loop, made on first use (see ``mainRunLoop``).
    var runLoopStorage: MainRunLoop?

    /// Creates a runtime.
    ///
    /// - Parameters:
    ///   - screen: The simulated display. Default ``Screen/iPhone``.
    ///   - settings: Policy, backing-store sizes and durations.
    public init(screen: Screen = .iPhone, settings: RuntimeSettings = RuntimeSettings()) {
        self.screen = screen
        self.settings = settings
        MainQueueCapture.install()
    }

    /// The memory-warning policy; a shortcut for `settings.memoryWarningPolicy`.
    public var memoryWarningPolicy: MemoryWarningPolicy {
        get { settings.memoryWarningPolicy }
        set { settings.memoryWarningPolicy = newValue }
    }

    /// The number of controllers of this runtime still alive.
    public var liveControllerCount: Int { registry.liveCount }

    /// The live controllers of this runtime, in creation order. O(n); for tests and leak checks.
    public var liveControllers: [ViewController] { registry.liveControllers() }

    /// The windows of this runtime still alive, in creation order.
    public var allWindows: [Window] { windows.compactMap(\.value) }

    /// Records a diagnostic and tells the observer.
    public func record(_ diagnostic: Diagnostic) {
        diagnosticCount += 1
        if diagnostics.count < Self.maximumDiagnosticsKept { diagnostics.append(diagnostic) }
        emit(.diagnostic(diagnostic))
    }

    func record(_ code: Diagnostic.Code, _ message: String) {
        record(Diagnostic(code, message))
    }

    /// Makes room in the runtime's own bookkeeping (the controller registry, the
    /// memory-pressure responders, the live tables) for `controllers` live controllers, so
    /// that a long run that reaches a new maximum late allocates nothing for it. A soak
    /// calls it once; it costs the room (about 40 bytes per controller).
    package func reserveBookkeeping(controllers: Int) {
        registry.reserveCapacity(2 * controllers + 64)
        responders.reserveCapacity(2 * controllers)
        tableRegistry.reserveCapacity(liveTables: controllers)
    }

    /// Makes room for 256 diagnostics, so that recording them later allocates only
    /// their messages (a soak clears them each cycle).
    package func reserveDiagnostics() { diagnostics.reserveCapacity(256) }

    /// Forgets the recorded diagnostics.
    public func clearDiagnostics() { diagnostics.removeAll(keepingCapacity: true) }

    // MARK: Controller registration

    struct Registration {
        let instanceID: Int
        let classInstanceNumber: Int
        let classIndex: Int
        let slot: Int
    }

    func register(_ controller: ViewController) -> Registration {
        let type = ObjectIdentifier(Swift.type(of: controller))
        let classIndex: Int
        if let known = classIndexByType[type] {
            classIndex = known
        } else {
            classIndex = instancesPerClass.count
            classIndexByType[type] = classIndex
            instancesPerClass.append(0)
            classNames.append(nil)
        }
        instancesPerClass[classIndex] += 1
        let id = nextInstanceID
        nextInstanceID += 1
        return Registration(
            instanceID: id, classInstanceNumber: instancesPerClass[classIndex], classIndex: classIndex,
            slot: registry.register(controller))
    }

    /// The name of the controller class numbered `classIndex`, computed once per class
    /// (reflection is slow); `type` is that class.
    func className(ofClassIndex classIndex: Int, type: ViewController.Type) -> String {
        if let name = classNames[classIndex] { return name }
        let name = Self.name(of: type)
        classNames[classIndex] = name
        return name
    }

    /// Class names already formed in this process, by class. `String(describing:)` of a class
    /// costs about 70,000 instructions (the runtime demangles its name), once per runtime
    /// without this: a test suite or benchmark that makes a runtime per pass paid it per pass
    /// and per class. Classes live as long as the process and their names never change, so
    /// the table only grows by the number of controller classes.
    private static var typeNames: [ObjectIdentifier: String] = [:]

    private static func name(of type: ViewController.Type) -> String {
        if let known = typeNames[ObjectIdentifier(type)] { return known }
        let name = String(describing: type)
        typeNames[ObjectIdentifier(type)] = name
        return name
    }

    /// How many controller classes this runtime has seen (``ViewController/classIndex`` is below it).
    package var controllerClassCount: Int { instancesPerClass.count }

    /// Keeps ``unretainedObserver`` in step with ``observer``, and the replaced one alive while
    /// a callback delivered to it is in flight.
    private func observerChanged(from previous: (any RuntimeObserver)?) {
        if callbacksInFlight > 0, let previous = previous as? UnretainedRuntimeObserver {
            retiredObservers.append(previous)
        } else if callbacksInFlight == 0 {
            retiredObservers.removeAll()
        }
        unretainedObserver = (observer as? UnretainedRuntimeObserver).map { Unmanaged.passUnretained($0) }
    }

    /// Tells the observer that `controller` finished its base initializer (an
    /// ``UnretainedRuntimeObserver`` with the controller borrowed, not retained).
    @inline(__always)
    func controllerDidInitialize(_ controller: ViewController) {
        notifyObserver {
            $0.runtime(self, didInitialize: controller)
        } other: {
            $0.runtime(self, didEmit: .controllerInitialized(controller))
        }
    }

    /// Unregisters a deallocated controller and tells the observer (an
    /// ``UnretainedRuntimeObserver`` with its identity formed only on request).
    func controllerDidDeinit(slot: Int, instanceID: Int, instrumentationSlot: Int, identity: () -> ControllerIdentity) {
        registry.unregister(slot: slot)
        notifyObserver {
            $0.runtime(self, didDeinitialize: instanceID, instrumentationSlot: instrumentationSlot, identity: identity)
        } other: {
            $0.runtime(self, didEmit: .controllerDeinitialized(identity()))
        }
    }

    /// Tells the observer of `event` (formed only when there is one).
    @inline(__always)
    func emit(_ event: @autoclosure () -> RuntimeEvent) {
        notifyObserver {
            $0.runtime(self, didEmit: event())
        } other: {
            $0.runtime(self, didEmit: event())
        }
    }

    /// Calls the observer, if there is one: an ``UnretainedRuntimeObserver`` through `unretained`
    /// without reference counting, kept alive as for a callback (``callbacksInFlight``), any
    /// other through `other`. Inlined, so the closures are too.
    @inline(__always)
    private func notifyObserver(
        _ unretained: (UnretainedRuntimeObserver) -> Void, other: (any RuntimeObserver) -> Void
    ) {
        if let reference = unretainedObserver {
            callbacksInFlight &+= 1
            withUnretained(reference, unretained)
            callbacksInFlight &-= 1
        } else if let observer {
            other(observer)
        }
    }

    func register(_ window: Window) {
        windows.append(WindowEntry(value: window))
    }

    /// Called by a window's deinit.
    func unregister(_ window: Window) {
        let pointer = Unmanaged.passUnretained(window).toOpaque()
        windows.removeAll { $0.pointer == pointer }
    }

    // MARK: Backing stores

    func backingStoreAllocated(bytes: Int) {
        backingStoreBytes += bytes
        backingStoreCount += 1
    }

    func backingStoreFreed(bytes: Int) {
        backingStoreBytes -= bytes
        backingStoreCount -= 1
        backingStoreBytesFreed += bytes
    }
}

/// A window in its runtime's list: not weak (a weak reference would give the window a side
/// table, and every retain and release of it, one per `View.window` read, the slow path). The
/// window leaves the list from its deinit, so every entry is alive.
struct WindowEntry {
    private let reference: Unmanaged<Window>

    init(value: Window) { reference = .passUnretained(value) }

    var value: Window? { reference.takeUnretainedValue() }
    var pointer: UnsafeMutableRawPointer { reference.toOpaque() }
}
