import Foundation
import Results
import Testing
import ViewRuntime

@testable import Driver

/// What scenarios see of tables: a `tableState` trace line after each step that
/// changed a table, the results' `tableStates` at the end, and `assert` steps.
@MainActor
@Suite("Table state in traces, results and assert steps", .serialized)
struct TableStateTests {
    /// The `tableState` lines of a trace, each as (step op before it, rows, selected).
    static func tableStates(_ ran: ScenarioReachTests.Ran) -> [(op: String, rows: [Int], selected: [[Int]], visible: [[Int]])] {
        var op = ""
        var found: [(String, [Int], [[Int]], [[Int]])] = []
        for line in ran.trace {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
            if object["event"] as? String == "step" { op = object["op"] as? String ?? "" }
            guard object["event"] as? String == "tableState" else { continue }
            found.append((op, object["rows"] as? [Int] ?? [], object["selected"] as? [[Int]] ?? [], object["visible"] as? [[Int]] ?? []))
        }
        return found
    }

    @Test(
        "TV9, TV8, TV10: insert, delete, move, reloadData and deselect each trace one tableState line with the rows, selection and visible rows; steps that change no table trace none"
    )
    func tv9tv8tv10Trace() throws {
        let ran = try ScenarioReachTests.run(
            """
            {"format": 1, "initial": "nav", \(ScenarioReachTests.tableScenes),
             "steps": [{"op": "launch"}, {"op": "selectRow", "row": 2},
                       {"op": "batchUpdates", "rows": [21, 5], "insertRows": [[0, 0]]},
                       {"op": "checkpoint", "label": "nothing"},
                       {"op": "batchUpdates", "rows": [20, 5], "deleteRows": [[0, 0]]},
                       {"op": "batchUpdates", "moveRows": [{"from": [0, 2], "to": [0, 5]}]},
                       {"op": "deselectRow", "row": 5},
                       {"op": "selectRow", "row": 1},
                       {"op": "reloadData", "rows": [3, 5]},
                       {"op": "memoryWarning"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        let states = Self.tableStates(ran)
        #expect(
            states.map(\.op) == ["launch", "selectRow", "batchUpdates", "batchUpdates", "batchUpdates", "deselectRow", "selectRow", "reloadData"],
            "\(states.map(\.op))")
        #expect(states.map(\.rows) == [[20, 5], [20, 5], [21, 5], [20, 5], [20, 5], [20, 5], [20, 5], [3, 5]])
        #expect(states.map(\.selected) == [[], [[0, 2]], [[0, 3]], [[0, 2]], [[0, 5]], [], [[0, 1]], []], "\(states.map(\.selected))")
        #expect(states.first?.visible.first == [0, 0] && (states.first?.visible.count ?? 0) > 10)
        #expect(states.last?.visible.count == 8, "reloadData to 3 + 5 rows shows all 8: \(states.last?.visible ?? [])")
        let results = try #require(ran.outcome.results.tableStates)
        #expect(results.count == 1 && results.first?.table == "list#1")
        #expect(results.first?.rows == [3, 5] && results.first?.selected == [] && results.first?.visible.count == 8)
    }

    @Test("a run without a trace records the table states only at the end; a teardown keeps the states from just before it")
    func resultsAfterTeardown() throws {
        let scenario = try ScenarioParser.parse(
            """
            {"format": 1, "initial": "nav", \(ScenarioReachTests.tableScenes),
             "steps": [{"op": "launch"}, {"op": "selectRow", "section": 1, "row": 4}, {"op": "teardown"}]}
            """)
        let outcome = try ScenarioRunner(scenario: scenario, options: RunOptions(measures: false), environment: try SoakTests.environment()).run()
        let states = try #require(outcome.results.tableStates)
        #expect(states.map(\.table) == ["list#1"] && states.first?.selected == [[1, 4]] && states.first?.rows == [20, 5])
    }

    static let scenes = """
        "scenes": {"tabs": {"type": "tabs", "tabs": ["nav", "home"]}, "nav": {"type": "navigation", "root": "list"},
                   "list": {"type": "table", "rows": [20, 5]}, "home": {"type": "content"}, "sheet": {"type": "content"}}
        """

    @Test("A1, TV10: assert checks view loaded, appearance, parent, presented controller, selected tab, rows, selection and visible rows")
    func assertHolds() throws {
        let ran = try ScenarioReachTests.run(
            """
            {"format": 1, "initial": "tabs", \(Self.scenes),
             "steps": [{"op": "launch"},
                       {"op": "assert", "scene": "list", "viewLoaded": true, "appearance": "appeared", "parent": "nav",
                        "presented": null, "selectedTab": 0, "rows": [20, 5], "selected": []},
                       {"op": "assert", "scene": "home", "viewLoaded": false, "appearance": "disappeared", "parent": "tabs"},
                       {"op": "selectRow", "row": 2}, {"op": "assert", "selected": [[0, 2]]},
                       {"op": "deselectRow", "row": 2}, {"op": "assert", "selected": []},
                       {"op": "scroll", "to": "bottom"}, {"op": "assert", "visible": [[0, 5], [0, 6], [0, 7], [0, 8], [0, 9], [0, 10], [0, 11], [0, 12], [0, 13], [0, 14],
                                                                           [0, 15], [0, 16], [0, 17], [0, 18], [0, 19], [1, 0], [1, 1], [1, 2], [1, 3], [1, 4]]},
                       {"op": "present", "scene": "sheet", "style": "fullScreen"},
                       {"op": "assert", "scene": "list", "appearance": "disappeared", "presented": "sheet"},
                       {"op": "assert", "parent": null, "appearance": "appeared"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
    }

    @Test("an assert that does not hold is exit 1 naming the step, the controller and every check that failed, with what was found")
    func assertFails() throws {
        let ran = try ScenarioReachTests.run(
            """
            {"format": 1, "initial": "tabs", \(Self.scenes),
             "steps": [{"op": "launch"}, {"op": "selectRow", "row": 2},
                       {"op": "assert", "scene": "list", "rows": [21, 5], "selected": [[0, 3]], "appearance": "disappeared", "selectedTab": 1}]}
            """)
        #expect(ran.outcome.exitCode == 1)
        #expect(
            ran.outcome.failure?.contains(
                "steps[2] (assert): assert failed on list#1: appearance is appeared, expected disappeared; selected tab is 0, expected 1; rows per section are [20, 5], expected [21, 5]; selected rows are [[0, 2]], expected [[0, 3]]"
            ) == true,
            "\(ran.outcome.failure ?? "")")
        let noTable = try ScenarioReachTests.run(
            """
            {"format": 1, "initial": "tabs", \(Self.scenes),
             "steps": [{"op": "launch"}, {"op": "assert", "scene": "nav", "rows": [1]}]}
            """)
        #expect(noTable.outcome.failure?.contains("assert failed on nav#1: nav#1 has no table") == true, "\(noTable.outcome.failure ?? "")")
    }

    @Test("the parser refuses an assert with no check, an unknown scene or a parent that is not a scene id or null")
    func assertRefused() {
        for (step, path) in [
            (#"{"op": "assert", "scene": "list"}"#, "steps[1]"), (#"{"op": "assert", "scene": "nope", "viewLoaded": true}"#, "steps[1].scene"),
            (#"{"op": "assert", "parent": 3}"#, "steps[1].parent"), (#"{"op": "assert", "presented": "nope"}"#, "steps[1].presented"),
            (#"{"op": "assert", "appearance": "gone"}"#, "steps[1].appearance"),
        ] {
            let error = #expect(throws: DriverError.self) {
                try ScenarioParser.parse(
                    """
                    {"format": 1, "initial": "tabs", \(Self.scenes), "steps": [{"op": "launch"}, \(step)]}
                    """)
            }
            #expect(error?.path == path, "\(step): \(error?.description ?? "")")
        }
    }
}
