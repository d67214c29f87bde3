import Foundation
import Testing

@testable import Driver
import ViewRuntime

@Suite("Scenario files: parsing")
struct ScenarioParserTests {
    static let designExample = """
        {
          "format": 1,
          "name": "push-pop-under-warning",
          "device": {"width": 390, "height": 844, "scale": 3},
          "memoryWarningPolicy": "unloadViews",
          "initial": "nav",
          "scenes": {
            "nav":    {"type": "navigation", "root": "list"},
            "list":   {"type": "table", "title": "List", "rows": [100000], "rowHeight": 44, "select": "showDetail"},
            "detail": {"type": "content", "title": "Detail", "subviews": 12, "cacheBytes": 65536},
            "leaky":  {"type": "content", "title": "Leaky", "retainCycle": true},
            "tabs":   {"type": "tabs", "tabs": ["nav", "detail"]},
            "pages":  {"type": "pages", "page": "detail", "count": 20, "style": "scroll", "orientation": "horizontal", "spine": "min"},
            "split":  {"type": "split", "primary": "list", "secondary": "detail"}
          },
          "segues": {
            "showDetail": {"from": "list", "to": "detail", "kind": "show"},
            "compose":    {"from": "list", "to": "detail", "kind": "modal", "style": "fullScreen"}
          },
          "steps": [
            {"op": "launch"},
            {"op": "push", "scene": "detail"},
            {"op": "memoryWarning", "level": "critical"},
            {"op": "pop"},
            {"op": "repeat", "times": 100, "steps": [{"op": "push", "scene": "detail"}, {"op": "pop"}]},
            {"op": "teardown"}
          ]
        }
        """

    @Test(
        "every memory-warning policy, level and presentation style a file names is ViewRuntime's own case of that name, with no fallback",
        arguments: MemoryWarningPolicy.allCases)
    func runtimeEnumsByName(policy: MemoryWarningPolicy) throws {
        for level in MemoryWarningLevel.allCases {
            for style in ModalPresentationStyle.allCases {
                let text = Self.designExample
                    .replacingOccurrences(of: #""memoryWarningPolicy": "unloadViews""#, with: #""memoryWarningPolicy": "\#(policy.rawValue)""#)
                    .replacingOccurrences(of: #""level": "critical""#, with: #""level": "\#(level)""#)
                    .replacingOccurrences(of: #""style": "fullScreen""#, with: #""style": "\#(style.rawValue)""#)
                let scenario = try ScenarioParser.parse(text, file: "example.json")
                #expect(scenario.memoryWarningPolicy == policy)
                #expect(scenario.steps[2].op == .memoryWarning(level: level))
                #expect(scenario.segue("compose")?.style == style)
            }
        }
    }

    @Test("the DESIGN.md example parses into the model")
    func designExampleParses() throws {
        let scenario = try ScenarioParser.parse(Self.designExample, file: "example.json")
        #expect(scenario.name == "push-pop-under-warning")
        #expect(scenario.device == Screen(width: 390, height: 844, scale: 3))
        #expect(scenario.memoryWarningPolicy == .unloadViews)
        #expect(scenario.initial == "nav")
        #expect(scenario.scenes.map(\.id) == ["nav", "list", "detail", "leaky", "tabs", "pages", "split"])
        #expect(scenario.scene("nav")?.kind == .navigation(root: "list"))
        guard case .table(let table) = scenario.scene("list")?.kind else { Issue.record("list is not a table"); return }
        #expect(table.rows == [100_000])
        #expect(table.rowHeight == 44)
        #expect(table.select == "showDetail")
        #expect(scenario.scene("leaky")?.kind == .content(ContentScene(subviews: 0, cacheBytes: 0, retainCycle: true)))
        #expect(scenario.segue("compose")?.style == .fullScreen)
        #expect(scenario.steps.map(\.opName) == ["launch", "push", "memoryWarning", "pop", "repeat", "teardown"])
        #expect(
            scenario.steps[4].op
                == .repeat(
                    times: 100,
                    steps: [
                        Step(op: .push(scene: "detail", animated: false), path: "steps[4].steps[0]"),
                        Step(op: .pop(animated: false), path: "steps[4].steps[1]"),
                    ]))
        #expect(scenario.steps[2].path == "steps[2]")
    }

    @Test("every op of format 1 parses")
    func everyOpParses() throws {
        let steps = """
            [{"op": "launch"}, {"op": "push", "scene": "detail", "animated": true}, {"op": "pop"},
             {"op": "popToRoot"}, {"op": "popTo", "depth": 1}, {"op": "present", "scene": "detail", "style": "formSheet"},
             {"op": "dismiss", "animated": true}, {"op": "selectTab", "index": 1}, {"op": "segue", "id": "showDetail"},
             {"op": "unwind", "to": "list"}, {"op": "selectRow", "section": 0, "row": 3}, {"op": "scroll", "to": "bottom", "by": 44},
             {"op": "scroll", "to": 500}, {"op": "pageForward"}, {"op": "pageBackward"}, {"op": "interactivePop", "complete": false},
             {"op": "memoryWarning", "level": "moderate"}, {"op": "resize", "width": 844, "height": 390},
             {"op": "checkpoint", "label": "after"}, {"op": "teardown"}]
            """
        let scenario = try ScenarioParser.parse(Self.scenario(steps: steps))
        #expect(scenario.steps.count == 20)
        #expect(
            Set(scenario.steps.map(\.opName))
                == Set(Step.opNames).subtracting(["repeat"]).subtracting(Step.reachOpNames).subtracting(Step.collectionOpNames))
        #expect(scenario.steps[1].op == .push(scene: "detail", animated: true))
        #expect(scenario.steps[11].op == .scroll(to: .bottom, by: 44))
        #expect(scenario.steps[12].op == .scroll(to: .row(500), by: nil))
        #expect(scenario.steps[15].op == .interactivePop(complete: false))
        #expect(scenario.steps[17].op == .resize(width: 844, height: 390))
    }

    @Test("defaults: device, policy, name, table and content fields")
    func defaults() throws {
        let text = """
            {"format": 1, "initial": "a", "scenes": {"a": {"type": "content"}}, "steps": [{"op": "launch"}]}
            """
        let scenario = try ScenarioParser.parse(text, file: "minimal.json")
        #expect(scenario.name == "minimal.json")
        #expect(scenario.device == .iPhone)
        #expect(scenario.memoryWarningPolicy == .unloadViews)
        #expect(scenario.segues.isEmpty)
    }

    /// A valid scenario with the given steps, used by the tests that vary one part.
    static func scenario(steps: String, scenes: String? = nil, segues: String? = nil) -> String {
        """
        {
          "format": 1,
          "initial": "nav",
          "scenes": \(scenes ?? """
            {"nav": {"type": "navigation", "root": "list"},
             "list": {"type": "table", "rows": [10, 5], "select": "showDetail"},
             "detail": {"type": "content"},
             "tabs": {"type": "tabs", "tabs": ["nav", "detail"]}}
            """),
          "segues": \(segues ?? #"{"showDetail": {"from": "list", "to": "detail", "kind": "show"}}"#),
          "steps": \(steps)
        }
        """
    }
}
