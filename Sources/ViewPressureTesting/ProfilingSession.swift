public import Driver
public import MemoryProbe
public import Profiler
public import Results
public import Testing
public import ViewRuntime

/// A profiling harness for a team's own tests: a headless runtime with a window, jemalloc's
/// probe and the profiler installed, driven step by step like a user would, and a report
/// keyed by the controllers' labels and classes.
///
/// ```swift
/// @Test @MainActor func messageScreenDoesNotLeak() throws {
///     let session = try ProfilingSession()
///     session.launch(NavigationController(rootViewController: InboxController(runtime: session.runtime)))
///     try session.push(MessageController(runtime: session.runtime, message: 7))
///     session.pop()
///     session.expectNoLeaks()
///     session.expectAllocated(atMost: 64 * 1024, in: .viewDidLoad, of: MessageController.self)
/// }
/// ```
///
/// Use one session per test, on the main actor, with no `await` between the steps you
/// measure: jemalloc's counters are per thread. Every callback is recorded (that is what
/// makes per-controller, per-callback figures possible), so a session costs about 100 bytes
/// per callback: fine for a test, not for a soak of millions of steps (use ``soak(_:scenes:operations:seed:)``).
@MainActor
public final class ProfilingSession {
    public let runtime: Runtime
    public let window: Window
    /// The probe; nil when the session was made with `measures: false`.
    public let probe: AllocatorProbe?
    public let profiler: RuntimeProfiler
    /// The storyboard, when the session started from a scenario.
    public private(set) var storyboard: ScenarioStoryboard?
    /// The allocator, toolchain and machine, for results.
    public let environment: RunEnvironment
    var leaksSeen: [LeakFinding] = []
    var scrolls: [ScrollMeasurement] = []
    /// The session's memory budget (see ``budget``).
    var memoryBudget: SessionMemoryBudget!

    /// A session on a simulated device.
    ///
    /// - Parameters:
    ///   - device: the screen, in points (default: 390 x 844 at 3x).
    ///   - memoryWarningPolicy: how controllers answer warnings (default `unloadViews`).
    ///   - measures: false turns jemalloc's probe off (no bytes; leaks and lifecycle still work).
    ///   - budgetMB: the most resident memory the test may take, in MiB (default: the CLI's
    ///     default budget, a share of what the process may use). Past it, large blocks are
    ///     refused, scrolls stop, and the test fails once with "memory budget exceeded".
    /// - Throws: ``ProbeError`` when jemalloc is not the process's allocator.
    public init(
        device: Screen = .iPhone, memoryWarningPolicy: MemoryWarningPolicy = .unloadViews, measures: Bool = true,
        budgetMB: Int? = nil
    ) throws {
        var settings = RuntimeSettings()
        settings.memoryWarningPolicy = memoryWarningPolicy
        runtime = Runtime(screen: device, settings: settings)
        // The test's controllers made without a runtime (UIKit's `init()`) join this one: the
        // process-wide default until the next session, unless a task binds its own with
        // `Runtime.withCurrent` (docs/UIKIT.md, "The current runtime").
        Runtime.current = runtime
        probe = measures ? try AllocatorProbe() : nil
        profiler = try RuntimeProfiler(runtime: runtime, probe: probe)
        profiler.recordsCallbacks = true
        profiler.install()
        window = Window(runtime: runtime)
        environment = try RunEnvironment.current()
        let budget = budgetMB.map { MemoryLimitSettings(budgetBytes: $0 << 20, budgetSource: "ProfilingSession(budgetMB: \($0))") } ?? .defaults()
        memoryBudget = SessionMemoryBudget(settings: budget, runtime: runtime)
    }

    /// A session for a scenario file's device and policy, launched on its initial scene.
    ///
    /// - Parameters:
    ///   - scenario: a parsed scenario (``ScenarioParser/parse(_:file:scenes:)``); its steps are not run.
    ///   - scenes: the registry it was parsed with, for its custom scenes.
    public convenience init(scenario: Scenario, scenes: SceneRegistry = SceneRegistry(), measures: Bool = true) throws {
        try self.init(device: scenario.device, memoryWarningPolicy: scenario.memoryWarningPolicy, measures: measures)
        let storyboard = ScenarioStoryboard(scenario: scenario, runtime: runtime, scenes: scenes)
        profiler.addLeakRoot("storyboard", storyboard)
        self.storyboard = storyboard
        launch(try storyboard.instantiate(scenario.initial))
    }

    /// Installs `root` as the window's root controller and shows it (UIKit's
    /// `makeKeyAndVisible`).
    public func launch(_ root: ViewController, sourceLocation: SourceLocation = #_sourceLocation) {
        window.rootViewController = root
        window.makeKeyAndVisible()
        runtime.runUntilIdle()
        checkBudget()
        reportRaisedExceptions(at: sourceLocation)
    }

    /// The controller a user sees: the top of the presented chain, the visible tab, the top
    /// of the navigation stack.
    public var topController: ViewController? {
        window.rootViewController.map { Hierarchy.topMostVisible(from: $0) }
    }

    /// A new controller of scene `id` (sessions started from a scenario).
    public func instantiate(scene id: String) throws -> ViewController {
        guard let storyboard else { throw DriverError(.session, "this session did not start from a scenario; make the controller yourself") }
        return try storyboard.instantiate(id)
    }

    /// Pushes `controller` on the nearest navigation controller of the top controller.
    public func push(_ controller: ViewController, animated: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard let top = topController, let navigation = Hierarchy.navigation(for: top) else {
            throw DriverError(.session, "push: no navigation controller on screen")
        }
        navigation.pushViewController(controller, animated: animated)
        runtime.runUntilIdle()
        checkBudget()
        reportRaisedExceptions(at: sourceLocation)
    }

    /// Pops the top controller of the nearest navigation controller.
    @discardableResult
    public func pop(animated: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) -> ViewController? {
        guard let top = topController, let navigation = Hierarchy.navigation(for: top) else { return nil }
        let popped = navigation.popViewController(animated: animated)
        runtime.runUntilIdle()
        reportRaisedExceptions(at: sourceLocation)
        return popped
    }

    /// Presents `controller` modally from the top controller.
    public func present(
        _ controller: ViewController, style: ModalPresentationStyle = .fullScreen, animated: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        guard let top = topController else { throw DriverError(.session, "present: nothing is on screen; launch first") }
        controller.modalPresentationStyle = style
        top.present(controller, animated: animated)
        runtime.runUntilIdle()
        checkBudget()
        reportRaisedExceptions(at: sourceLocation)
    }

    /// Dismisses the top-most presented controller.
    public func dismiss(animated: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        // A user dismisses what is on screen: a presentation still animating (a controller's own
        // `present(_:animated: true)`) finishes first, or UIKit would ignore the dismissal.
        runtime.runUntilIdle()
        guard let top = topController, let presenting = top.presentingViewController else { return }
        presenting.dismiss(animated: animated)
        runtime.runUntilIdle()
        reportRaisedExceptions(at: sourceLocation)
    }

    /// A user's tap on tab `index` of the nearest tab bar controller.
    public func selectTab(_ index: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard let top = topController, let root = window.rootViewController, let tabs = Hierarchy.tabs(for: top, root: root),
            let count = tabs.viewControllers?.count, index < count
        else { throw DriverError(.session, "selectTab: no tab \(index) on screen") }
        _ = tabs.userTapTab(at: index)
        runtime.runUntilIdle()
        reportRaisedExceptions(at: sourceLocation)
    }

    /// Sends a memory warning of `level`, then purges jemalloc's arenas. The result always
    /// carries each live screen's answer in ``MemoryWarningResult/screens`` (bytes reclaimed,
    /// bytes its callbacks held before, whether its view unloaded), most reclaimed first:
    /// see ``expectReclaimed(atLeast:share:by:in:sourceLocation:)``.
    @discardableResult
    public func memoryWarning(_ level: MemoryWarningLevel = .critical) -> MemoryWarningResult {
        let meter = WarningResponseMeter(runtime: runtime, profiler: profiler)
        var result = profiler.memoryWarning(level)
        let screens = meter.responses(profiler: profiler, keeping: Int.max).screens.kept
        profiler.annotateWarning(seq: result.seq, trigger: nil, screens: screens)
        result.screens = screens
        checkBudget()
        return result
    }

    /// Starts a phase named `label` (a heap snapshot, counts and peaks at each boundary).
    public func checkpoint(_ label: String) { profiler.beginPhase(label) }

    /// Removes the window's root: everything should deallocate. Then checks for leaks.
    public func teardown(sourceLocation: SourceLocation = #_sourceLocation) {
        reportRaisedExceptions(at: sourceLocation)
        window.tearDown()
        runtime.runUntilIdle()
        reportRaisedExceptions(at: sourceLocation)
        recordLeaks()
    }

    /// Registers values the leak walk cannot find by itself as roots of this session's leak
    /// checks (``Profiler/RuntimeProfiler/addLeakRoots(of:)``): a global of a shared library,
    /// a cache handed out by a computed property.
    ///
    /// ```swift
    /// session.addLeakRoots(of: ["ImageLoader.shared.screens": { ImageLoader.shared.screens }])
    /// ```
    public func addLeakRoots(of globals: KeyValuePairs<String, @MainActor () -> Any>) {
        profiler.addLeakRoots(of: globals)
    }

    /// Checks for controllers that left the hierarchy but are still alive; remembered for the report.
    @discardableResult
    public func checkLeaks() -> [LeakFinding] { recordLeaks() }

    @discardableResult
    func recordLeaks() -> [LeakFinding] {
        let found = profiler.checkLeaks()
        for finding in found where !leaksSeen.contains(where: { $0.controller == finding.controller && $0.view == finding.view }) {
            leaksSeen.append(finding)
        }
        return found
    }
}
