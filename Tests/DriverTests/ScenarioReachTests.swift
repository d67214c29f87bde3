import Foundation
import Results
import Testing
import ViewRuntime

@testable import Driver

/// The ops that reach the whole runtime (docs/SCENARIO-FORMAT.md, "Reaching the whole runtime"),
/// run from scenario text: one test per rule.
@MainActor
@Suite("Scenario ops reaching the whole runtime", .serialized)
struct ScenarioReachTests {
    /// A finished run, its runner (window still up unless the steps tore down) and its trace lines.
    @MainActor
    struct Ran {
        let runner: ScenarioRunner
        let outcome: RunOutcome
        let trace: [String]

        /// The trace's callback events as `controller.event`, diagnostics as `diagnostic: message`,
        /// steps as `step op`.
        var events: [String] {
            trace.compactMap { line in
                guard let data = line.data(using: .utf8),
                    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                    let event = object["event"] as? String
                else { return nil }
                if event == "step" { return "step \(object["op"] as? String ?? "")" }
                if event == "diagnostic" { return "diagnostic: \(object["message"] as? String ?? "")" }
                if event == "memoryWarning" { return "memoryWarning" }
                guard let controller = object["controller"] as? String else { return nil }
                if event.hasSuffix("LayoutSubviews") || event == "init" || event == "loadView" { return nil }
                return "\(controller).\(event)"
            }
        }

        var top: ViewController? {
            runner.window?.rootViewController.map { Hierarchy.topMostVisible(from: $0) }
        }
    }

    static func run(_ text: String) throws -> Ran {
        let path = NSTemporaryDirectory() + "reach-\(UUID().uuidString).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let runner = try ScenarioRunner(
            scenario: try ScenarioParser.parse(text), options: RunOptions(measures: false, tracePath: path),
            environment: try SoakTests.environment())
        let outcome = runner.run()
        let trace = (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        return Ran(runner: runner, outcome: outcome, trace: trace)
    }

    static let tableScenes = """
        "scenes": {"nav": {"type": "navigation", "root": "list"}, "list": {"type": "table", "rows": [20, 5]}}
        """

    // MARK: Tables

    @Test("TV9: a batchUpdates step inserts, deletes, moves and reloads rows and sections in one commit; the data source and the table agree")
    func tv9Batch() throws {
        let ran = try Self.run(
            """
            {"format": 1, "initial": "nav", \(Self.tableScenes),
             "steps": [{"op": "launch"},
                       {"op": "batchUpdates", "rows": [19, 5], "insertRows": [[0, 0]], "deleteRows": [[0, 3], [0, 4]]},
                       {"op": "batchUpdates", "moveRows": [{"from": [0, 0], "to": [0, 18]}], "reloadRows": [[1, 2]]},
                       {"op": "batchUpdates", "rows": [19, 3, 5], "insertSections": [1]},
                       {"op": "batchUpdates", "rows": [19, 5], "deleteSections": [1]},
                       {"op": "batchUpdates", "rows": [19, 7], "insertRows": [[1, 5], [1, 6]]}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        let list = try #require(ran.top as? TableSceneController)
        #expect(list.rowCounts == [19, 7])
        #expect(list.tableView.numberOfSections == 2)
        #expect(list.tableView.numberOfRows(inSection: 0) == 19 && list.tableView.numberOfRows(inSection: 1) == 7)
        #expect(ran.outcome.exitCode == 0)
    }

    @Test(
        "TV9: an inconsistent batch fails the step with UIKit's message and the JSON path (exit 1), and leaves the table and its data source unchanged"
    )
    func tv9InconsistentBatch() throws {
        let ran = try Self.run(
            """
            {"format": 1, "initial": "nav", \(Self.tableScenes),
             "steps": [{"op": "launch"}, {"op": "batchUpdates", "rows": [21, 5]}, {"op": "selectRow", "row": 0}]}
            """)
        let failure = try #require(ran.outcome.failure)
        #expect(
            failure.contains(
                "steps[1] (batchUpdates): UIKit raised NSInternalInconsistencyException: Invalid update: invalid number of rows in section 0."),
            "\(failure)")
        #expect(ran.outcome.exitCode == 1)
        let list = try #require(ran.top as? TableSceneController)
        #expect(list.rowCounts == [20, 5])
        #expect(list.tableView.numberOfRows(inSection: 0) == 20)
        #expect(Double(list.tableView.contentSize.height) == 25 * 44)
    }

    @Test("TV9: a batch naming a row out of range fails with UIKit's message and changes nothing")
    func tv9OutOfRange() throws {
        let ran = try Self.run(
            """
            {"format": 1, "initial": "nav", \(Self.tableScenes),
             "steps": [{"op": "launch"}, {"op": "batchUpdates", "rows": [19, 5], "deleteRows": [[0, 40]]}]}
            """)
        let failure = try #require(ran.outcome.failure)
        #expect(failure.contains("steps[1] (batchUpdates): UIKit raised NSInternalInconsistencyException: attempt to delete row 40"), "\(failure)")
        #expect(ran.outcome.exitCode == 1)
        let list = try #require(ran.top as? TableSceneController)
        #expect(list.rowCounts == [20, 5] && list.tableView.numberOfRows(inSection: 0) == 20)
    }

    @Test("TV8, TV10: reloadData takes the declared counts and clears the selection; deselectRow deselects a selected row")
    func tv8ReloadTv10Deselect() throws {
        let ran = try Self.run(
            """
            {"format": 1, "initial": "nav", \(Self.tableScenes),
             "steps": [{"op": "launch"}, {"op": "selectRow", "row": 2}, {"op": "selectRow", "section": 1, "row": 1},
                       {"op": "deselectRow", "section": 1, "row": 1}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        let list = try #require(ran.top as? TableSceneController)
        #expect(list.tableView.indexPathForSelectedRow == nil)
        let reload = try Self.run(
            """
            {"format": 1, "initial": "nav", \(Self.tableScenes),
             "steps": [{"op": "launch"}, {"op": "selectRow", "row": 2}, {"op": "reloadData", "rows": [3]}]}
            """)
        let reloaded = try #require(reload.top as? TableSceneController)
        #expect(reloaded.rowCounts == [3] && reloaded.tableView.numberOfSections == 1)
        #expect(reloaded.tableView.numberOfRows(inSection: 0) == 3)
        #expect(reloaded.tableView.indexPathForSelectedRow == nil)
    }

    // MARK: Controls

    static let controlScenes = """
        "scenes": {"nav": {"type": "navigation", "root": "home"},
                   "home": {"type": "content", "controls": {"open": {"action": "push", "scene": "detail"},
                                                             "compose": {"action": "present", "scene": "sheet"}}},
                   "detail": {"type": "content", "controls": {"back": {"action": "unwind", "to": "home"}}},
                   "sheet": {"type": "content", "controls": {"done": {"action": "dismiss"}}},
                   "card": {"type": "content"}}
        """

    @Test(
        "R1-R4: a tap sends a button's nil-target action up the responder chain to its scene's controller, which pushes, presents, dismisses and unwinds"
    )
    func r1r4Tap() throws {
        let ran = try Self.run(
            """
            {"format": 1, "initial": "nav", \(Self.controlScenes),
             "steps": [{"op": "launch"}, {"op": "tap", "control": "open"}, {"op": "tap", "control": "back"},
                       {"op": "tap", "control": "compose"}, {"op": "tap", "control": "done"}, {"op": "tap", "control": "open"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.top?.traceLabel == "detail#2")
        let instances = Dictionary(uniqueKeysWithValues: ran.outcome.results.scenes.map { ($0.scene, $0.instances) })
        #expect(instances["detail"] == 2 && instances["sheet"] == 1)
        #expect(ran.top?.presentedViewController == nil)
    }

    @Test(
        "R1, R2: sendAction from a child's view goes up through the child to its container scene's controller; an action nobody handles fails the step"
    )
    func r2SendAction() throws {
        let ran = try Self.run(
            """
            {"format": 1, "initial": "nav", \(Self.controlScenes),
             "steps": [{"op": "launch"}, {"op": "addChild", "scene": "card", "into": "home"}, {"op": "sendAction", "action": "open"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.top?.traceLabel == "detail#1")
        let unhandled = try Self.run(
            """
            {"format": 1, "initial": "nav", \(Self.controlScenes),
             "steps": [{"op": "launch"}, {"op": "sendAction", "action": "nothing"}]}
            """)
        #expect(unhandled.outcome.failure?.contains("steps[1] (sendAction): no responder") == true, "\(unhandled.outcome.failure ?? "")")
        #expect(unhandled.outcome.exitCode == 1)
    }
}
