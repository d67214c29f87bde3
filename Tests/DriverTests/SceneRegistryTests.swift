import Foundation
import Results
import Testing
import ViewRuntime

@testable import Driver

/// Custom scenes: the user's own controllers, made by the factories of a SceneRegistry.
@MainActor
@Suite("Scene registry and custom scenes", .serialized)
struct SceneRegistryTests {
    final class Screen: ViewController {
        let rows: Int
        init(runtime: Runtime, rows: Int) {
            self.rows = rows
            super.init(runtime: runtime)
        }

        required init?(coder: NSCoder) { return nil }
    }

    static var registry: SceneRegistry {
        var scenes = SceneRegistry()
        scenes.register("Screen", summary: "a test screen") { parameters throws(DriverError) in
            try parameters.int("rows", in: 0...100, default: 3)
        } make: { runtime, rows in
            Screen(runtime: runtime, rows: rows)
        }
        return scenes
    }

    @Test("parameters(of:) lists what a factory reads, with kinds, ranges and defaults, required ones too, for list")
    func parametersAreDiscovered() {
        var scenes = SceneRegistry()
        scenes.register("Feed") { parameters throws(DriverError) in
            (
                try parameters.int("rows", in: 0...100_000, default: 3000), try parameters.bool("dequeues", default: true),
                try parameters.string("style", oneOf: ["plain", "grouped"]), try parameters.double("scale", in: 1...3, default: 2)
            )
        } make: { runtime, _ in
            Screen(runtime: runtime, rows: 0)
        }
        let found = scenes.parameters(of: "Feed")
        #expect(found.map(\.name) == ["rows", "dequeues", "style", "scale"])
        #expect(found[0].kind == "integer 0...100000" && found[0].defaultValue == "3000")
        #expect(found[1].kind == "true or false" && found[1].defaultValue == "true")
        #expect(found[2].kind == "one of \"plain\", \"grouped\"" && found[2].defaultValue == nil)
        #expect(found[3].kind == "number 1.0...3.0" && found[3].defaultValue == "2.0")
        #expect(scenes.parameters(of: "Missing").isEmpty)
        #expect(Self.registry.parameters(of: "Screen").map(\.name) == ["rows"])
    }

    static func file(_ scenes: String, steps: String = #"{"op": "launch"}, {"op": "teardown"}"#, initial: String = "nav") -> String {
        """
        {"format": 1, "device": {"width": 100, "height": 100, "scale": 1}, "initial": "\(initial)",
         "scenes": {\(scenes)}, "segues": {"open": {"from": "home", "to": "mine", "kind": "show"}},
         "steps": [\(steps)]}
        """
    }

    static let everywhere = file(
        """
        "nav": {"type": "navigation", "root": "home"},
        "home": {"type": "custom", "class": "Screen", "parameters": {"rows": 7}},
        "mine": {"type": "custom", "class": "Screen"},
        "tabs": {"type": "tabs", "tabs": ["nav", "mine"]},
        "pages": {"type": "pages", "page": "mine", "count": 3},
        "split": {"type": "split", "primary": "home", "secondary": "mine"}
        """,
        steps:
            #"{"op": "launch"}, {"op": "segue", "id": "open"}, {"op": "pop"}, {"op": "push", "scene": "mine"}, {"op": "present", "scene": "mine"}, {"op": "dismiss"}, {"op": "teardown"}"#
    )

    @Test("a custom scene is made by its factory, with its parameters, as a navigation root, a push, a segue's destination and a presentation")
    func customScenesRun() throws {
        let scenario = try ScenarioParser.parse(Self.everywhere, scenes: Self.registry)
        var options = RunOptions()
        options.scenes = Self.registry
        let runner = try ScenarioRunner(scenario: scenario, options: options, environment: try SoakTests.environment())
        let outcome = runner.run()
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.exitCode == 0)
        let labels = outcome.results.controllers.map(\.controller)
        #expect(labels.contains("home#1") && labels.contains("mine#1") && labels.contains("mine#3"), "\(labels)")
        #expect(outcome.results.controllers.first { $0.controller == "home#1" }?.class == "Screen")
        #expect(outcome.results.scenes.first { $0.scene == "mine" }?.callbacks?.contains { $0.kind == "viewDidLoad" } == true)
    }

    @Test("custom scenes can be tabs, pages and split columns, and the storyboard applies their parameters")
    func customScenesInContainers() throws {
        let scenario = try ScenarioParser.parse(Self.everywhere, scenes: Self.registry)
        let runtime = Runtime()
        let storyboard = ScenarioStoryboard(scenario: scenario, runtime: runtime, scenes: Self.registry)
        let tabs = try #require(try storyboard.instantiate("tabs") as? TabBarController)
        #expect(tabs.viewControllers?.last is Screen)
        #expect((try storyboard.instantiate("home") as? Screen)?.rows == 7)
        #expect((try storyboard.instantiate("mine") as? Screen)?.rows == 3)
        #expect(try storyboard.instantiate("split") is SplitViewController)
        #expect(try storyboard.instantiate("pages") is PageViewController)
    }

    /// A holder the leak walk cannot find by itself (a local object, no global).
    final class ScreenHolder: @unchecked Sendable {
        var screens: [ViewController] = []
    }

    @Test("roots the registry adds are roots of every run made with it: a cache only the registry names gives the exact path")
    func registryLeakRoots() throws {
        let holder = ScreenHolder()
        var scenes = SceneRegistry()
        scenes.register("Screen") { runtime in
            let screen = Screen(runtime: runtime, rows: 1)
            holder.screens.append(screen)
            return screen
        }
        let file = Self.file(
            """
            "nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"}, "mine": {"type": "custom", "class": "Screen"}
            """, steps: #"{"op": "launch"}, {"op": "segue", "id": "open"}, {"op": "pop"}"#)
        let scenario = try ScenarioParser.parse(file, scenes: scenes)
        var options = RunOptions()
        options.scenes = scenes
        // Unregistered, the walk finds the holder the long way: captured by the factory the storyboard keeps.
        let long = try ScenarioRunner(scenario: scenario, options: options, environment: try SoakTests.environment()).run()
        #expect(long.results.leaks.first?.path.first == "storyboard")
        holder.screens.removeAll()
        scenes.addLeakRoots(["ScreenHolder.screens": { holder.screens }])
        options.scenes = scenes
        let outcome = try ScenarioRunner(scenario: scenario, options: options, environment: try SoakTests.environment()).run()
        #expect(outcome.results.leaks.map(\.path) == [["ScreenHolder.screens[0]"]])
        #expect(outcome.exitCode != 0)
    }

    /// A feed whose data source makes a new cell per row instead of dequeuing one.
    final class MakingFeed: TableViewController {
        let dequeues: Bool
        init(runtime: Runtime, dequeues: Bool) {
            self.dequeues = dequeues
            super.init(runtime: runtime)
        }

        required init?(coder: NSCoder) { return nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            try? tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 500 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            dequeues ? try tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) : TableViewCell(reuseIdentifier: "row")
        }
    }

    @Test(
        "a run whose data source never dequeues is a reuse failure: exit 5, the table's count in the results and the verdict; the dequeuing feed passes"
    )
    func neverDequeuedIsExit7() throws {
        for dequeues in [false, true] {
            var scenes = SceneRegistry()
            scenes.register("Feed") { runtime in MakingFeed(runtime: runtime, dequeues: dequeues) }
            let file = Self.file(
                """
                "nav": {"type": "navigation", "root": "home"}, "home": {"type": "custom", "class": "Feed"}, "mine": {"type": "content"}
                """, steps: #"{"op": "launch"}, {"op": "scroll", "to": "bottom", "by": 44}"#)
            var options = RunOptions()
            options.scenes = scenes
            let outcome = try ScenarioRunner(
                scenario: try ScenarioParser.parse(file, scenes: scenes), options: options,
                environment: try SoakTests.environment()
            ).run()
            let notDequeued = outcome.results.tables.reduce(0) { $0 + ($1.cellsNotDequeued ?? 0) }
            if dequeues {
                #expect(outcome.exitCode == 0)
                #expect(notDequeued == 0)
            } else {
                #expect(outcome.exitCode == 5)
                #expect(notDequeued >= 490)
                #expect(outcome.verdict.headline.contains("never dequeued"))
                #expect(outcome.results.metrics.first { $0.name == "run.cellsNotDequeued" }?.value == Double(notDequeued))
            }
        }
    }

    @Test("the soak walk pushes and presents custom scenes like built-in ones")
    func soakUsesCustomScenes() throws {
        let scenario = try ScenarioParser.parse(Self.everywhere, scenes: Self.registry)
        var options = SoakOptions()
        options.operations = 200
        options.scenes = Self.registry
        options.measures = false
        let outcome = try SoakRunner(scenario: scenario, options: options, environment: try SoakTests.environment()).run()
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect((outcome.results.scenes.first { $0.scene == "mine" }?.instances ?? 0) > 1)
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        let name: String
        let scene: String
        let path: String
        let message: String
        var code: DriverError.Code = .sceneParameter
        var testDescription: String { name }
    }

    nonisolated static let bad: [Bad] = [
        Bad(
            name: "unregistered class", scene: #"{"type": "custom", "class": "Nope"}"#, path: "scenes.home.class",
            message: #"unknown class "Nope"; expected one of "Screen""#, code: .unknownClass),
        Bad(
            name: "parameter out of range", scene: #"{"type": "custom", "class": "Screen", "parameters": {"rows": 101}}"#,
            path: "scenes.home.parameters.rows", message: "expected an integer from 0 to 100, found 101"),
        Bad(
            name: "parameter of the wrong type", scene: #"{"type": "custom", "class": "Screen", "parameters": {"rows": "many"}}"#,
            path: "scenes.home.parameters.rows", message: #"expected an integer from 0 to 100, found "many""#),
        Bad(
            name: "parameter nobody reads", scene: #"{"type": "custom", "class": "Screen", "parameters": {"rosw": 1}}"#,
            path: "scenes.home.parameters.rosw", message: #"unknown parameter; expected one of "rows""#),
        Bad(
            name: "parameters not an object", scene: #"{"type": "custom", "class": "Screen", "parameters": [1]}"#,
            path: "scenes.home.parameters", message: "expected an object, found array", code: .invalidScenario),
        Bad(
            name: "no class", scene: #"{"type": "custom"}"#, path: "scenes.home.class", message: "missing; expected a string", code: .invalidScenario),
    ]

    @Test("a custom scene the registry rejects is an error with its JSON path", arguments: bad)
    func rejected(_ bad: Bad) {
        let text = Self.file(#""nav": {"type": "navigation", "root": "home"}, "home": \#(bad.scene), "mine": {"type": "content"}"#)
        let error = #expect(throws: DriverError.self) { try ScenarioParser.parse(text, scenes: Self.registry) }
        #expect(error?.path == bad.path, "\(error.map { "\($0)" } ?? "")")
        #expect(error?.code == bad.code)
        #expect(error?.message.contains(bad.message) == true, "\(error.map { "\($0)" } ?? "")")
        #expect(error?.position != nil)
    }

    @Test("with no registry, a custom scene says how to register one")
    func noRegistry() {
        let text = Self.file(
            #""nav": {"type": "navigation", "root": "home"}, "home": {"type": "custom", "class": "Inbox"}, "mine": {"type": "content"}"#)
        let error = #expect(throws: DriverError.self) { try ScenarioParser.parse(text) }
        #expect(error?.message.contains("no custom scenes are registered") == true)
        #expect(error?.code == .unknownClass)
        #expect(error?.path == "scenes.home.class")
    }
}
