import Foundation
import ViewRuntime

@testable import Profiler

/// Plain model object a closure can capture alongside `self`.
final class RefreshModel {
    var refreshes = 0
}

/// Stores a closure that captures a model and `self` strongly: a real closure context with
/// two captures (not the one-object shortcut).
final class TwoCaptureClosureController: ViewController {
    var onRefresh: (() -> Void)?
    override func viewDidLoad() {
        super.viewDidLoad()
        let model = RefreshModel()
        onRefresh = {
            model.refreshes += 1
            self.title = "refreshed \(model.refreshes)"
        }
    }
}

/// The same closure with `[weak self]`: no cycle.
final class WeakSelfClosureController: ViewController {
    var onRefresh: (() -> Void)?
    override func viewDidLoad() {
        super.viewDidLoad()
        let model = RefreshModel()
        onRefresh = { [weak self] in
            model.refreshes += 1
            self?.title = "refreshed \(model.refreshes)"
        }
    }
}

/// An app-wide registry of screens, reachable only through its static.
@MainActor
final class AppScreenRegistry {
    static let shared = AppScreenRegistry()
    var screens: [ViewController] = []
}

/// A C-callback-style registry: it keeps its contexts retained by hand (`passRetained`).
final class CallbackRegistry {
    var contexts: [Unmanaged<AnyObject>] = []
    func register(_ object: AnyObject) { contexts.append(.passRetained(object)) }
    func releaseAll() {
        for context in contexts { context.release() }
        contexts.removeAll()
    }
}

/// A screen that stays in the hierarchy and holds the app's callback registry.
final class HomeController: ViewController {
    let callbacks = CallbackRegistry()
}

/// A view with a tap handler, the kind a controller adds as a subview.
final class ButtonView: View {
    var onTap: (() -> Void)?
}

/// Adds a button whose handler captures the controller: a cycle through its own view.
final class ChildViewClosureController: ViewController {
    private(set) var taps = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        let button = ButtonView(frame: Rect(x: 0, y: 0, width: 44, height: 44))
        button.onTap = { self.taps += 1 }
        try? view.addSubview(button)
    }
}

/// A registry entry: a struct holding the screen strongly and its opener weakly.
struct ScreenEntry {
    let screen: ViewController
    weak var opener: ViewController?
}

/// Screens grouped by route: a dictionary of arrays of struct-wrapped references.
final class RouteTable {
    var routes: [String: [ScreenEntry]] = [:]
}

/// A class with one reference of each ownership, for the scanner.
final class OwnershipSample {
    var strong: RefreshModel? = RefreshModel()
    weak var weakReference: RefreshModel?
    unowned let unownedReference: RefreshModel
    unowned(unsafe) let unsafeReference: RefreshModel
    var handler: (() -> Void)?
    var retainedByHand: Unmanaged<RefreshModel>?
    init(_ other: RefreshModel) {
        weakReference = other
        unownedReference = other
        unsafeReference = other
    }
}

/// Two versions of the same leaky scene; V2 adds an unrelated stored property to each type.
enum FingerprintV1 {
    final class Helper { var owner: ViewController? }
    final class LeakyController: ViewController {
        let helper = Helper()
        override func viewDidLoad() {
            super.viewDidLoad()
            helper.owner = self
        }
    }
}

enum FingerprintV2 {
    final class Helper {
        var retries = 3
        var owner: ViewController?
    }
    final class LeakyController: ViewController {
        var unrelated: [String] = ["added later"]
        let helper = Helper()
        override func viewDidLoad() {
            super.viewDidLoad()
            helper.owner = self
        }
    }
}

/// A block-based notification center: observers are closures, in arrays, by name.
final class NotificationHub {
    var observers: [String: [(Any) -> Void]] = [:]
    func observe(_ name: String, _ block: @escaping (Any) -> Void) { observers[name, default: []].append(block) }
}

/// Observes the hub with a block that captures `self` strongly, and never stops.
final class BlockObservingController: ViewController {
    let hub: NotificationHub
    private(set) var reloads = 0
    init(runtime: Runtime, hub: NotificationHub) {
        self.hub = hub
        super.init(runtime: runtime)
    }

    required init?(coder: NSCoder) { return nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        hub.observe("didChange") { _ in self.reloads += 1 }
    }
}

@MainActor
extension ProfiledStack {
    /// Pushes the controller `make` returns, pops it, and lets go of every local reference,
    /// so only what the controller's own code set up can keep it alive.
    func pushAndPop(_ make: () -> ViewController) throws {
        try {
            let controller = make()
            try navigation.pushViewController(controller, animated: false)
        }()
        _ = navigation.popViewController(animated: false)
    }
}

/// A generic holder whose closure captures its generic `self` and a controller: in a debug
/// build the capture descriptor names `GenericRefresher<A>`, which cannot be laid out without
/// the generic context.
final class GenericRefresher<Model> {
    var model: Model
    var onRefresh: (() -> Void)?
    init(model: Model) { self.model = model }
    @MainActor
    func bind(_ controller: ViewController) {
        onRefresh = {
            _ = self.model
            controller.title = "refreshed"
        }
    }
}

/// A C-style callback table: each entry's context is a raw pointer to a retained object.
final class CCallbackTable {
    var contexts: [UnsafeMutableRawPointer] = []
    func register(_ object: AnyObject) { contexts.append(Unmanaged.passRetained(object).toOpaque()) }
    func releaseAll() {
        for context in contexts { Unmanaged<AnyObject>.fromOpaque(context).release() }
        contexts.removeAll()
    }
}
