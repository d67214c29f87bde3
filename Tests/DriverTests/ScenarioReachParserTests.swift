import Foundation
import Testing

@testable import Driver

/// The ops that reach the whole runtime parse strictly: every key typed and ranged, every list
/// bounded, unknown keys rejected, references checked, each error naming its JSON path.
@Suite("Scenario files: ops reaching the whole runtime")
struct ScenarioReachParserTests {
    typealias Case = ScenarioValidationTests.Case

    static func steps(_ steps: String) -> String {
        ScenarioParserTests.scenario(steps: #"[{"op": "launch"}, "# + steps + "]")
    }

    static func scenes(_ scenes: String, _ steps: String = #"{"op": "pop"}"#) -> String {
        ScenarioParserTests.scenario(steps: #"[{"op": "launch"}, "# + steps + "]", scenes: scenes, segues: "{}")
    }

    static let content = #"{"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content", "controls": "#

    static let cases: [Case] = [
        Case(
            name: "TV9: batchUpdates without an operation", text: steps(#"{"op": "batchUpdates"}"#),
            path: "steps[1]", message: "a batchUpdates step needs at least one of"),
        Case(
            name: "TV9: a row count out of range", text: steps(#"{"op": "batchUpdates", "rows": [10000001]}"#),
            path: "steps[1].rows[0]", message: "expected an integer from 0 to 10000000, found 10000001"),
        Case(
            name: "TV9: rows in all sections over the bound", text: steps(#"{"op": "batchUpdates", "rows": [10000000, 1]}"#),
            path: "steps[1].rows", message: "expected at most 10000000 rows in all sections together"),
        Case(
            name: "TV9: no sections", text: steps(#"{"op": "batchUpdates", "rows": []}"#),
            path: "steps[1].rows", message: "expected at least 1 section"),
        Case(
            name: "TV9: an index path that is not a pair", text: steps(#"{"op": "batchUpdates", "insertRows": [[0]]}"#),
            path: "steps[1].insertRows[0]", message: "expected [section, row]"),
        Case(
            name: "TV9: a negative row", text: steps(#"{"op": "batchUpdates", "deleteRows": [[0, -1]]}"#),
            path: "steps[1].deleteRows[0][1]", message: "expected an integer from 0 to 10000000, found -1"),
        Case(
            name: "TV9: a move without to", text: steps(#"{"op": "batchUpdates", "moveRows": [{"from": [0, 1]}]}"#),
            path: "steps[1].moveRows[0].to", message: "missing; expected [section, row]"),
        Case(
            name: "TV9: an unknown key in a move", text: steps(#"{"op": "batchUpdates", "moveRows": [{"from": [0, 1], "to": [0, 2], "by": 1}]}"#),
            path: "steps[1].moveRows[0].by", message: "unknown key"),
        Case(
            name: "TV9: sections that are not numbers", text: steps(#"{"op": "batchUpdates", "insertSections": ["a"]}"#),
            path: "steps[1].insertSections[0]", message: "expected an integer, found string"),
        Case(
            name: "TV9: too many entries",
            text: steps(#"{"op": "batchUpdates", "deleteSections": ["# + Array(repeating: "0", count: 10_001).joined(separator: ",") + "]}"),
            path: "steps[1].deleteSections", message: "expected at most 10000 entries, found 10001"),
        Case(
            name: "TV9: an unknown key in batchUpdates", text: steps(#"{"op": "batchUpdates", "rows": [1], "insertRow": []}"#),
            path: "steps[1].insertRow", message: "unknown key"),
        Case(
            name: "TV8: reloadData rows of the wrong type", text: steps(#"{"op": "reloadData", "rows": 3}"#),
            path: "steps[1].rows", message: "expected an array of row counts, one per section, found number"),
        Case(
            name: "TV10: deselectRow without a row", text: steps(#"{"op": "deselectRow"}"#),
            path: "steps[1].row", message: "missing; expected an integer from 0 to 10000000"),
        Case(
            name: "R2: tap without a control", text: steps(#"{"op": "tap"}"#),
            path: "steps[1].control", message: "missing; expected a string"),
        Case(
            name: "R2: sendAction with an empty name", text: steps(#"{"op": "sendAction", "action": ""}"#),
            path: "steps[1].action", message: "expected a non-empty name"),
        Case(
            name: "R3: an unknown control action", text: scenes(content + #"{"go": {"action": "fly"}}}}"#),
            path: "scenes.home.controls.go.action", message: "unknown value \"fly\"; expected one of \"push\", \"present\", \"dismiss\", \"unwind\""),
        Case(
            name: "R3: a control pushing an unknown scene", text: scenes(content + #"{"go": {"action": "push", "scene": "nowhere"}}}}"#),
            path: "scenes.home.controls.go.scene", message: "unknown scene \"nowhere\""),
        Case(
            name: "R3: a control pushing a container", text: scenes(content + #"{"go": {"action": "push", "scene": "nav"}}}}"#),
            path: "scenes.home.controls.go.scene", message: "cannot push a navigation controller"),
        Case(
            name: "R3: an unwind control without to", text: scenes(content + #"{"go": {"action": "unwind"}}}}"#),
            path: "scenes.home.controls.go.to", message: "missing; expected a string"),
        Case(
            name: "R3: controls that are not an object", text: scenes(content + #"[]}}"#),
            path: "scenes.home.controls", message: "expected an object of controls, found array"),
        Case(
            name: "N8: setViewControllers with no scenes", text: steps(#"{"op": "setViewControllers", "scenes": []}"#),
            path: "steps[1].scenes", message: "expected at least one scene id"),
        Case(
            name: "N8: setViewControllers with a container", text: steps(#"{"op": "setViewControllers", "scenes": ["detail", "tabs"]}"#),
            path: "steps[1].scenes[1]", message: "a navigation stack cannot hold a tabs controller"),
        Case(
            name: "N8: setViewControllers with too many scenes",
            text: steps(#"{"op": "setViewControllers", "scenes": ["# + Array(repeating: #""detail""#, count: 1_001).joined(separator: ",") + "]}"),
            path: "steps[1].scenes", message: "expected at most 1000 scene ids, found 1001"),
        Case(
            name: "TB3: setTabs with an unknown scene", text: steps(#"{"op": "setTabs", "scenes": ["detail", "nowhere"]}"#),
            path: "steps[1].scenes[1]", message: "unknown scene \"nowhere\""),
        Case(
            name: "TB3: setTabs takes no animated flag", text: steps(#"{"op": "setTabs", "scenes": ["detail"], "animated": true}"#),
            path: "steps[1].animated", message: "takes no \"animated\" flag"),
        Case(
            name: "C1: addChild into a scene that is not content", text: steps(#"{"op": "addChild", "scene": "detail", "into": "list"}"#),
            path: "steps[1].into", message: "only a content scene acts as a custom container"),
        Case(
            name: "C1: addChild without into", text: steps(#"{"op": "addChild", "scene": "detail"}"#),
            path: "steps[1].into", message: "missing; expected a string"),
        Case(
            name: "C3: removeChild of an unknown scene", text: steps(#"{"op": "removeChild", "scene": "nowhere"}"#),
            path: "steps[1].scene", message: "unknown scene \"nowhere\""),
        Case(
            name: "P3: present from an unknown scene", text: steps(#"{"op": "present", "scene": "detail", "from": "nowhere"}"#),
            path: "steps[1].from", message: "unknown scene \"nowhere\""),
        Case(
            name: "P4: dismiss from a number", text: steps(#"{"op": "dismiss", "from": 2}"#),
            path: "steps[1].from", message: "expected a string, found number"),
        Case(
            name: "SB3: shouldPerform that is not a flag",
            text: ScenarioParserTests.scenario(
                steps: #"[{"op": "launch"}]"#, segues: #"{"showDetail": {"from": "list", "to": "detail", "shouldPerform": "no"}}"#),
            path: "segues.showDetail.shouldPerform", message: "expected true or false, found string"),
        Case(
            name: "N10: advance without ms", text: steps(#"{"op": "advance"}"#),
            path: "steps[1].ms", message: "missing; expected an integer from 0 to 3600000"),
        Case(
            name: "N10: advance past an hour", text: steps(#"{"op": "advance", "ms": 3600001}"#),
            path: "steps[1].ms", message: "expected an integer from 0 to 3600000, found 3600001"),
        Case(
            name: "T7: pageTurn complete that is not a flag", text: steps(#"{"op": "pageTurn", "complete": 1}"#),
            path: "steps[1].complete", message: "expected true or false, found number"),
        Case(
            name: "T7: pageTurn with an unknown key", text: steps(#"{"op": "pageTurn", "backward": true}"#),
            path: "steps[1].backward", message: "unknown key"),
    ]

    @Test("each error of the new ops names its JSON path", arguments: cases)
    func namesThePath(_ testCase: Case) {
        let error = #expect(throws: DriverError.self) { try ScenarioParser.parse(testCase.text, file: "s.json") }
        #expect(error?.path == testCase.path, "\(error?.description ?? "")")
        #expect(error?.message.contains(testCase.message) == true, "\(error?.description ?? "")")
        #expect(error?.position != nil)
    }

    @Test("the new ops parse into their steps; old files are unchanged (present and dismiss without from)")
    func parses() throws {
        let text = Self.steps(
            """
            {"op": "batchUpdates", "rows": [11, 5], "insertRows": [[0, 10]], "moveRows": [{"from": [1, 0], "to": [1, 4]}]},
            {"op": "reloadData"}, {"op": "deselectRow", "row": 3}, {"op": "tap", "control": "go"}, {"op": "sendAction", "action": "go"},
            {"op": "setViewControllers", "scenes": ["list", "detail"], "animated": true}, {"op": "setTabs", "scenes": ["nav"]},
            {"op": "present", "scene": "detail", "from": "list"}, {"op": "dismiss", "from": "list"}, {"op": "present", "scene": "detail"},
            {"op": "dismiss"}, {"op": "advance", "ms": 250}, {"op": "pageTurn", "forward": false, "complete": false},
            {"op": "addChild", "scene": "list", "into": "detail"}, {"op": "removeChild", "scene": "list"},
            {"op": "tapAlertAction", "title": "OK"}, {"op": "expectLayout", "ambiguous": true},
            {"op": "assert", "scene": "list", "parent": null, "rows": [3]},
            {"op": "addChild", "scene": "list", "into": "detail", "didMove": false}, {"op": "willMoveToParent", "scene": "list", "parent": null},
            {"op": "didMoveToParent", "scene": "list", "parent": "detail"}, {"op": "removeFromParent", "scene": "list"}
            """)
        let steps = try ScenarioParser.parse(text).steps.dropFirst()
        #expect(Set(Step.reachOpNames).isSubset(of: Set(steps.map(\.opName))))
        let ops = steps.map(\.op)
        var edit = TableEdit(rows: [11, 5])
        edit.insertRows = [TableIndex(section: 0, row: 10)]
        edit.moveRows = [TableMove(from: TableIndex(section: 1, row: 0), to: TableIndex(section: 1, row: 4))]
        var assertion = StateAssertion(scene: "list")
        assertion.parent = .some(nil)
        assertion.rows = [3]
        #expect(
            ops == [
                .batchUpdates(edit), .reloadData(rows: nil), .deselectRow(section: 0, row: 3), .tap(control: "go"), .sendAction(action: "go"),
                .setViewControllers(scenes: ["list", "detail"], animated: true), .setTabs(scenes: ["nav"]),
                .presentFrom(scene: "detail", style: nil, from: "list", animated: false), .dismissFrom(from: "list", animated: false),
                .present(scene: "detail", style: nil, animated: false), .dismiss(animated: false), .advance(milliseconds: 250),
                .pageTurn(forward: false, complete: false), .addChild(scene: "list", into: "detail"), .removeChild(scene: "list"),
                .tapAlertAction(title: "OK"), .expectLayout(ambiguous: true), .assert(assertion),
                .containment(.addChild(scene: "list", into: "detail")), .containment(.willMove(scene: "list", parent: nil)),
                .containment(.didMove(scene: "list", parent: "detail")), .containment(.removeFromParent(scene: "list")),
            ])
    }
}
