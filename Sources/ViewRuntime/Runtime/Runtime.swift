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
@MainActor
public final class Runtime {
    /// The simulated display. Change it with ``resize(to:)`` so that controllers hear of it.
    public internal(set) var screen: Screen
    /// What the runtime simulates (policy, backing-store sizes, durations).
    public var settings: RuntimeSettings
    /// The instrumentation hook, or nil. Held strongly; see ``RuntimeObserver``. Read around
    /// every callback and event, so unchecked for exclusive access (main-actor state, never
    /// passed inout; docs/ARCHITECTURE.md, "Exclusivity").
    @exclusivity(unchecked) public var observer: (any RuntimeObserver)?
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
    package var labelForNextController: String?

    /// How many diagnostics were recorded in all.
    public private(set) var diagnosticCount = 0
    /// How many diagnostics ``diagnostics`` keeps.
    public static let maximumDiagnosticsKept = 10_000

    /// The bytes held by live backing stores right now.
    public internal(set) var backingStoreBytes = 0
    /// The number of live backing stores right now.
    public internal(set) var backingStoreCount = 0

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

    var registry = ControllerRegistry()
    let tableRegistry = TableRegistry()
    var responders: [WeakResponder] = []
    var windows: [WeakWindow] = []
    private var instancesPerClass: [ObjectIdentifier: Int] = [:]
    private var classNames: [ObjectIdentifier: String] = [:]
    private var nextInstanceID = 1

    // The clock (see Runtime+Clock.swift).
    var clockNow: Double = 0
    var timers: [ScheduledAction] = []
    var timerSequence = 0

    /// Creates a runtime.
    ///
    /// - Parameters:
    ///   - screen: The simulated display. Default ``Screen/iPhone``.
    ///   - settings: Policy, backing-store sizes and durations.
    public init(screen: Screen = .iPhone, settings: RuntimeSettings = RuntimeSettings()) {
        self.screen = screen
        self.settings = settings
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
        observer?.runtime(self, didEmit: .diagnostic(diagnostic))
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
        let slot: Int
    }

    func register(_ controller: ViewController) -> Registration {
        let type = ObjectIdentifier(Swift.type(of: controller))
        let number = (instancesPerClass[type] ?? 0) + 1
        instancesPerClass[type] = number
        let id = nextInstanceID
        nextInstanceID += 1
        return Registration(instanceID: id, classInstanceNumber: number, slot: registry.register(controller))
    }

    /// The name of a controller class, computed once per class (reflection is slow).
    func className(of type: ViewController.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = classNames[key] { return name }
        let name = String(describing: type)
        classNames[key] = name
        return name
    }

    func controllerDidDeinit(slot: Int, identity: () -> ControllerIdentity) {
        registry.unregister(slot: slot)
        if let observer {
            observer.runtime(self, didEmit: .controllerDeinitialized(identity()))
        }
    }

    func register(_ window: Window) {
        windows.removeAll { $0.value == nil }
        windows.append(WeakWindow(value: window))
    }

    // MARK: Backing stores

    func backingStoreAllocated(bytes: Int) {
        backingStoreBytes += bytes
        backingStoreCount += 1
        observer?.runtime(self, didEmit: .backingStoreAllocated(bytes: bytes))
    }

    func backingStoreFreed(bytes: Int) {
        backingStoreBytes -= bytes
        backingStoreCount -= 1
        observer?.runtime(self, didEmit: .backingStoreFreed(bytes: bytes))
    }
}

struct WeakWindow {
    weak var value: Window?
}
