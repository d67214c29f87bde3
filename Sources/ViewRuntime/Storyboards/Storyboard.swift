public import Foundation

/// A graph of scenes: the runtime's UIStoryboard, built in code instead of compiled from a file
/// (rules SB1, SB2, L9).
///
/// Register your controller and view classes by name, add scenes, then instantiate:
/// ```swift
/// let storyboard = Storyboard(name: "Main", runtime: runtime)
/// storyboard.registerController("ListController") { ListController(runtime: $0) }
/// storyboard.addScene(StoryboardScene("nav", controllerClass: "NavigationController"), initial: true)
/// let root = try storyboard.instantiateInitialViewController()
/// ```
/// Each instantiation makes new controllers (UIKit's `init(coder:)`): relationship children first,
/// then the controller's ``Responder/awakeFromNib()``. Views are made when the controller's view
/// loads (see ``ViewController/loadView()``).
@MainActor
public final class Storyboard: @MainActor CustomStringConvertible {
    /// The storyboard's name (UIKit's file name).
    public let name: String
    public let runtime: Runtime
    /// The identifier of the initial scene (UIKit's entry point), or nil.
    public var initialSceneIdentifier: String?
    /// The scenes, by identifier.
    public private(set) var scenes: [String: StoryboardScene] = [:]
    private var controllerFactories: [String: @MainActor (Runtime) -> ViewController] = [:]
    private var viewFactories: [String: @MainActor (Rect) -> View] = [:]

    /// Creates an empty storyboard of the current runtime (``Runtime/current``): UIKit's
    /// `UIStoryboard(name:bundle:)`, whose scenes you register in code. `bundle` is unused.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.init(name: name, runtime: .current)
    }

    /// Creates an empty storyboard of `runtime`.
    public init(name: String, runtime: Runtime) {
        self.name = name
        self.runtime = runtime
        registerController("ViewController") { ViewController(runtime: $0) }
        registerController("NavigationController") { NavigationController(runtime: $0) }
        registerController("TabBarController") { TabBarController(runtime: $0) }
        registerController("SplitViewController") { SplitViewController(runtime: $0) }
        registerView("View") { View(frame: $0) }
        registerView("Control") { Control(frame: $0) }
        registerView("Button") { Button(frame: $0) }
        registerView("Switch") { Switch(frame: $0) }
        registerView("Slider") { Slider(frame: $0) }
        registerView("TextField") { TextField(frame: $0) }
    }

    /// `<Storyboard: name>`, where UIKit prints `<UIStoryboard: 0x...>`.
    public var description: String { "<Storyboard: \(name)>" }

    /// Registers (or replaces) the controller class `className`.
    public func registerController(_ className: String, factory: @escaping @MainActor (Runtime) -> ViewController) {
        controllerFactories[className] = factory
    }

    /// Registers (or replaces) the view class `className`.
    public func registerView(_ className: String, factory: @escaping @MainActor (Rect) -> View) {
        viewFactories[className] = factory
    }

    /// Adds (or replaces) a scene; `initial` makes it the entry point.
    public func addScene(_ scene: StoryboardScene, initial: Bool = false) {
        scenes[scene.identifier] = scene
        if initial { initialSceneIdentifier = scene.identifier }
    }

    /// A new controller of the scene `identifier` (a new instance each call), its relationship
    /// children instantiated, its `awakeFromNib` called; its view is not loaded.
    /// - Raises (recorded on the runtime, see ``UIKitException``): ``RuntimeError/Code/unknownStoryboardIdentifier`` ("Storyboard (<Storyboard: name>)
    ///   doesn't contain a view controller with identifier 'X'"); nothing is created.
    public func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        do { return try checkedInstantiateViewController(withIdentifier: identifier) } catch {
            runtime.raise(error)
            return ViewController(runtime: runtime)
        }
    }

    /// ``instantiateViewController``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedInstantiateViewController(withIdentifier identifier: String) throws -> ViewController {
        guard let scene = scenes[identifier] else {
            throw RuntimeError(.unknownStoryboardIdentifier, "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        try validateRelationships(of: scene, visiting: [])
        return instantiate(scene)
    }

    /// A new controller of the initial scene.
    /// - Raises (recorded on the runtime, see ``UIKitException``): ``RuntimeError/Code/noInitialViewController`` ("Failed to instantiate the default
    ///   view controller for UIMainStoryboardFile 'name' - perhaps the designated entry point is not
    ///   set?") when there is none; what ``instantiateViewController(withIdentifier:)`` throws.
    public func instantiateInitialViewController() -> ViewController? {
        do { return try checkedInstantiateInitialViewController() } catch {
            runtime.raise(error)
            return nil
        }
    }

    /// ``instantiateInitialViewController``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedInstantiateInitialViewController() throws -> ViewController {
        guard let initial = initialSceneIdentifier else {
            throw RuntimeError(
                .noInitialViewController,
                "Failed to instantiate the default view controller for UIMainStoryboardFile '\(name)' - perhaps the designated entry point is not set?"
            )
        }
        return try checkedInstantiateViewController(withIdentifier: initial)
    }

    // MARK: Instantiation

    private func validateRelationships(of scene: StoryboardScene, visiting: Set<String>) throws {
        let targets: [String]
        switch scene.relationship {
        case .navigationRoot(let root): targets = [root]
        case .tabs(let tabs): targets = tabs
        case .split(let primary, let secondary): targets = [primary] + (secondary.map { [$0] } ?? [])
        case nil: targets = []
        }
        for target in targets + scene.embeds.map(\.scene) {
            guard let child = scenes[target] else {
                throw RuntimeError(.unknownStoryboardIdentifier, "Storyboard (\(self)) doesn't contain a view controller with identifier '\(target)'")
            }
            if !visiting.contains(target) { try validateRelationships(of: child, visiting: visiting.union([scene.identifier])) }
        }
    }

    /// Creates the scene's controller: init, relationship children (SB2), then `awakeFromNib`.
    func instantiate(_ scene: StoryboardScene) -> ViewController {
        let controller: ViewController
        if let factory = controllerFactories[scene.controllerClass] {
            controller = factory(runtime)
        } else {
            runtime.record(.unknownStoryboardClass, "Unknown class \(scene.controllerClass) in Interface Builder file.")
            controller = ViewController(runtime: runtime)
        }
        controller.storyboard = self
        controller.storyboardSceneIdentifier = scene.identifier
        if let title = scene.title { controller.title = title }
        if let style = scene.modalPresentationStyle { controller.modalPresentationStyle = style }
        resolveRelationship(of: scene, for: controller)
        controller.callAwakeFromNib()
        return controller
    }

    private func resolveRelationship(of scene: StoryboardScene, for controller: ViewController) {
        func make(_ identifier: String) -> ViewController? { scenes[identifier].map(instantiate) }
        do {
            switch scene.relationship {
            case .navigationRoot(let root):
                guard let navigation = controller as? NavigationController, let child = make(root) else { break }
                try navigation.checkedSetViewControllers([child], animated: false)
            case .tabs(let tabs):
                guard let tabBar = controller as? TabBarController else { break }
                try tabBar.checkedSetViewControllers(tabs.compactMap(make))
            case .split(let primary, let secondary):
                guard let split = controller as? SplitViewController, let first = make(primary) else { break }
                try split.checkedSetViewControllers([first] + (secondary.flatMap(make).map { [$0] } ?? []))
            case nil:
                break
            }
        } catch let error as RuntimeError {
            runtime.record(.ignoredMisuse, error.message)
        } catch {}
    }

    func makeView(_ spec: StoryboardScene.ViewSpec) -> View {
        if let factory = viewFactories[spec.className] { return factory(spec.frame) }
        runtime.record(.unknownStoryboardClass, "Unknown class \(spec.className) in Interface Builder file.")
        return View(frame: spec.frame)
    }
}
