import Foundation
import MemoryProbe
import ViewRuntime

@testable import Profiler

/// A controller that allocates a known block in viewDidLoad and keeps it.
final class AllocatingController: ViewController {
    static let bytes = 4096
    var block: UnsafeMutableRawPointer?

    override func viewDidLoad() {
        super.viewDidLoad()
        block = UnsafeMutableRawPointer.allocate(byteCount: Self.bytes, alignment: 16)
    }

    isolated deinit { block?.deallocate() }
}

/// The same controller without the allocation, for comparison.
final class PlainController: ViewController {}

/// A container whose viewDidLoad adds an allocating child.
final class ContainerController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let child = AllocatingController(runtime: runtime)
        child.traceLabel = "child#1"
        try? addChild(child)
        try? view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// Holds itself through a stored closure: a deliberate leak.
final class ClosureCycleController: ViewController {
    var onRefresh: (() -> Void)?
    override func viewDidLoad() {
        super.viewDidLoad()
        onRefresh = { self.title = "refreshed" }
    }
}

/// A helper that holds its delegate strongly (the bug), and the controller that owns it.
final class StrongDelegateHelper {
    var delegate: StrongDelegateController?
}

final class StrongDelegateController: ViewController {
    let helper = StrongDelegateHelper()
    override func viewDidLoad() {
        super.viewDidLoad()
        helper.delegate = self
    }
}

/// A notification-center-like registry that holds its observers strongly.
final class ObserverRegistry {
    var observers: [AnyObject] = []
    func addObserver(_ observer: AnyObject) { observers.append(observer) }
}

final class ObservingController: ViewController {
    let registry: ObserverRegistry
    init(runtime: Runtime, registry: ObserverRegistry) {
        self.registry = registry
        super.init(runtime: runtime)
    }

    required init?(coder: NSCoder) { return nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        registry.addObserver(self)  // never removed
    }
}

/// A runtime with a window showing a navigation controller, and a profiler installed.
@MainActor
struct ProfiledStack {
    let runtime: Runtime
    let window: Window
    let navigation: NavigationController
    let profiler: RuntimeProfiler

    /// `checksInvariants: false` leaves the ledger alone per callback (its fast beginning).
    init(probe: AllocatorProbe? = nil, tracePath: String? = nil, settings: RuntimeSettings = RuntimeSettings(), checksInvariants: Bool = true) throws
    {
        var settings = settings
        settings.backingStoresEnabled = false
        runtime = Runtime(settings: settings)
        profiler = try RuntimeProfiler(runtime: runtime, probe: probe, tracePath: tracePath)
        profiler.checksInvariants = checksInvariants
        profiler.install()
        profiler.recordsCallbacks = true
        let root = PlainController(runtime: runtime)
        root.traceLabel = "root#1"
        navigation = NavigationController(rootViewController: root)
        navigation.traceLabel = "nav#1"
        window = Window(runtime: runtime)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
    }
}
