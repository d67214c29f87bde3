import Foundation
import Profiler
public import ViewRuntime

/// Instantiates a scenario's scenes as controllers, naming each `scene#n` (n counts that
/// scene's instances from 1, in creation order), as the trace format requires.
///
/// Containers instantiate their children first (a navigation controller's root, each tab,
/// a split's columns, a page view controller's first page), as UIKit resolves relationship
/// segues when the container is instantiated.
@MainActor
public final class ScenarioStoryboard {
    public let scenario: Scenario
    let runtime: Runtime
    /// The user's own classes, for custom scenes.
    let scenes: SceneRegistry
    private var instances: [String: Int] = [:]
    /// Rows the user selected (controller instance ID, row) since the driver last looked:
    /// the driver performs each table scene's `select` segue after the tap.
    var selections: [(controller: Int, indexPath: IndexPath)] = []
    /// Control actions that reached their controller since the driver last looked: the driver
    /// performs each one's push, presentation, dismissal or unwind after the tap.
    var firedControls: [(controller: ContentSceneController, control: SceneControl)] = []
    /// Told when a scene's unwind action runs on its destination (the driver traces it).
    var onUnwindAction: ((ViewController, Segue) -> Void)?

    public init(scenario: Scenario, runtime: Runtime, scenes: SceneRegistry = SceneRegistry()) {
        self.scenario = scenario
        self.runtime = runtime
        self.scenes = scenes
    }

    /// A new controller for the scene `id`.
    ///
    /// - Throws: ``DriverError`` if the scene is unknown or its controller cannot be built.
    public func instantiate(_ id: String) throws -> ViewController {
        guard let scene = scenario.scene(id) else { throw DriverError(.unknownScene, "unknown scene \"\(id)\"") }
        let controller: ViewController
        switch scene.kind {
        case .content(let content):
            nameNext(scene)
            let contentController = ContentSceneController(runtime: runtime, scene: content)
            if !content.controls.isEmpty {
                contentController.onControl = { [weak self] controller, control in self?.firedControls.append((controller, control)) }
            }
            controller = contentController
        case .navigation(let root):
            let rootController = try instantiate(root)
            nameNext(scene)
            controller = NavigationController(rootViewController: rootController)
        case .tabs(let tabs):
            let children = try tabs.map { try instantiate($0) }
            nameNext(scene)
            let tabController = TabBarController(runtime: runtime)
            finish(tabController, scene: scene)
            tabController.setViewControllers(children)
            return tabController
        case .table(let table):
            controller = try makeTableController(table, scene: scene)
        case .collection(let collection):
            controller = makeCollectionController(collection, scene: scene)
        case .pages(let pages):
            controller = try makePagesController(pages, scene: scene)
        case .split(let primary, let secondary):
            controller = try makeSplitController(primary: primary, secondary: secondary, scene: scene)
        case .custom(let custom):
            nameNext(scene)
            do {
                controller = try scenes.instantiate(custom.className, parameters: custom.parameters, runtime: runtime)
            } catch {
                runtime.labelForNextController = nil
                throw error
            }
        }
        finish(controller, scene: scene)
        return controller
    }

    /// The scene a controller made by this storyboard belongs to.
    public static func scene(of controller: ViewController) -> String {
        RuntimeProfiler.scene(of: controller.traceLabel)
    }

    /// Names the next controller the runtime creates `scene#n`, so it carries its name from
    /// its first event on. Call it right before creating the scene's controller.
    func nameNext(_ scene: Scene) {
        let number = (instances[scene.id] ?? 0) + 1
        instances[scene.id] = number
        runtime.labelForNextController = "\(scene.id)#\(number)"
    }

    private func finish(_ controller: ViewController, scene: Scene) {
        runtime.labelForNextController = nil
        if let title = scene.title { controller.title = title }
        if let defines = scene.definesPresentationContext { controller.definesPresentationContext = defines }
        if let style = scene.modalTransitionStyle { controller.modalTransitionStyle = style }
        if let provides = scene.providesPresentationContextTransitionStyle { controller.providesPresentationContextTransitionStyle = provides }
        for name in scene.unwindActions {
            // SB6: implementing the action makes canPerformUnwindSegueAction answer yes; UIKit calls
            // it on the destination with the segue, before the transition back.
            controller.setHandler(
                for: Action(name),
                .sender { [weak self, weak controller] sender in
                    guard let self, let controller, let segue = sender as? Segue else { return }
                    self.onUnwindAction?(controller, segue)
                })
        }
    }
}
