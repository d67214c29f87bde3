import Foundation
import Reports
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
                      let event = object["event"] as? String else { return nil }
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
        let ran = try Self.run("""
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

    @Test("TV9: an inconsistent batch fails the step with UIKit's message and the JSON path (exit 1), and leaves the table and its data source unchanged")
    func tv9InconsistentBatch() throws {
        let ran = try Self.run("""
            {"format": 1, "initial": "nav", \(Self.tableScenes),
             "steps": [{"op": "launch"}, {"op": "batchUpdates", "rows": [21, 5]}, {"op": "selectRow", "row": 0}]}
            """)
        let failure = try #require(ran.outcome.failure)
        #expect(failure.hasPrefix("steps[1] (batchUpdates): Invalid update: invalid number of rows in section 0."), "\(failure)")
        #expect(ran.outcome.exitCode == 1)
        let list = try #require(ran.top as? TableSceneController)
        #expect(list.rowCounts == [20, 5])
        #expect(list.tableView.numberOfRows(inSection: 0) == 20)
        #expect(list.tableView.contentSize.height == 25 * 44)
    }

    @Test("TV9: a batch naming a row out of range fails with UIKit's message and changes nothing")
    func tv9OutOfRange() throws {
        let ran = try Self.run("""
            {"format": 1, "initial": "nav", \(Self.tableScenes),
             "steps": [{"op": "launch"}, {"op": "batchUpdates", "rows": [19, 5], "deleteRows": [[0, 40]]}]}
            """)
        let failure = try #require(ran.outcome.failure)
        #expect(failure.hasPrefix("steps[1] (batchUpdates): "), "\(failure)")
        #expect(ran.outcome.exitCode == 1)
        let list = try #require(ran.top as? TableSceneController)
        #expect(list.rowCounts == [20, 5] && list.tableView.numberOfRows(inSection: 0) == 20)
    }

    @Test("TV8, TV10: reloadData takes the declared counts and clears the selection; deselectRow deselects a selected row")
    func tv8ReloadTv10Deselect() throws {
        let ran = try Self.run("""
            {"format": 1, "initial": "nav", \(Self.tableScenes),
             "steps": [{"op": "launch"}, {"op": "selectRow", "row": 2}, {"op": "selectRow", "section": 1, "row": 1},
                       {"op": "deselectRow", "section": 1, "row": 1}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        let list = try #require(ran.top as? TableSceneController)
        #expect(list.tableView.indexPathForSelectedRow == nil)
        let reload = try Self.run("""
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

    @Test("R1-R4: a tap sends a button's nil-target action up the responder chain to its scene's controller, which pushes, presents, dismisses and unwinds")
    func r1r4Tap() throws {
        let ran = try Self.run("""
            {"format": 1, "initial": "nav", \(Self.controlScenes),
             "steps": [{"op": "launch"}, {"op": "tap", "control": "open"}, {"op": "tap", "control": "back"},
                       {"op": "tap", "control": "compose"}, {"op": "tap", "control": "done"}, {"op": "tap", "control": "open"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.top?.label == "detail#2")
        let instances = Dictionary(uniqueKeysWithValues: ran.outcome.results.scenes.map { ($0.scene, $0.instances) })
        #expect(instances["detail"] == 2 && instances["sheet"] == 1)
        #expect(ran.top?.presentedViewController == nil)
    }

    @Test("R1, R2: sendAction from a child's view goes up through the child to its container scene's controller; an action nobody handles fails the step")
    func r2SendAction() throws {
        let ran = try Self.run("""
            {"format": 1, "initial": "nav", \(Self.controlScenes),
             "steps": [{"op": "launch"}, {"op": "addChild", "scene": "card", "into": "home"}, {"op": "sendAction", "action": "open"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.top?.label == "detail#1")
        let unhandled = try Self.run("""
            {"format": 1, "initial": "nav", \(Self.controlScenes),
             "steps": [{"op": "launch"}, {"op": "sendAction", "action": "nothing"}]}
            """)
        #expect(unhandled.outcome.failure?.hasPrefix("steps[1] (sendAction): no responder") == true, "\(unhandled.outcome.failure ?? "")")
        #expect(unhandled.outcome.exitCode == 1)
    }

    // MARK: Containers

    @Test("N8: setViewControllers reuses controllers on the stack: a new top is a push, an old top a pop, the same top no transition")
    func n8SetViewControllers() throws {
        let ran = try Self.run("""
            {"format": 1, "initial": "nav", \(Self.controlScenes),
             "steps": [{"op": "launch"}, {"op": "setViewControllers", "scenes": ["home", "detail", "card"]},
                       {"op": "setViewControllers", "scenes": ["home", "detail"], "animated": true},
                       {"op": "setViewControllers", "scenes": ["card", "home", "detail"]}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        let navigation = try #require(ran.runner.window?.rootViewController as? NavigationController)
        #expect(navigation.viewControllers.map(\.label) == ["card#2", "home#1", "detail#1"])
        let parts = ran.events.split(separator: "step setViewControllers").map(Array.init)
        try #require(parts.count == 4)
        // A new top: a push (card#1 appears, home#1 disappears; detail#1, buried, gets nothing: N7).
        #expect(parts[1].contains("card#1.viewDidAppear") && parts[1].contains("home#1.viewDidDisappear"), "\(parts[1])")
        #expect(!parts[1].contains { $0.hasPrefix("detail#1.view") }, "\(parts[1])")
        // An old top: a pop (card#1 leaves, detail#1 appears).
        #expect(parts[2].contains("card#1.viewWillDisappear") && parts[2].contains("detail#1.viewDidAppear"), "\(parts[2])")
        // The same top: no transition.
        #expect(!parts[3].contains { $0.hasPrefix("detail#1.view") }, "no transition when the top stays: \(parts[3])")
    }

    @Test("TB3: setTabs replaces the tabs and reselects the selected controller when it is still there")
    func tb3SetTabs() throws {
        let ran = try Self.run("""
            {"format": 1, "initial": "tabs",
             "scenes": {"tabs": {"type": "tabs", "tabs": ["a", "b"]}, "a": {"type": "content"}, "b": {"type": "content"},
                        "c": {"type": "content"}},
             "steps": [{"op": "launch"}, {"op": "selectTab", "index": 1}, {"op": "setTabs", "scenes": ["c", "a", "b"]}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        let tabs = try #require(ran.runner.window?.rootViewController as? TabBarController)
        #expect(tabs.viewControllers?.map(\.label) == ["c#1", "a#1", "b#1"])
        #expect(tabs.selectedViewController?.label == "b#1" && tabs.selectedIndex == 2)
    }

    @Test("C1-C3, A1: addChild and removeChild on a content scene: willMove, appearance forwarded, didMove; then willMove(nil), disappearance, didMove(nil)")
    func c1c3Containment() throws {
        let ran = try Self.run("""
            {"format": 1, "initial": "nav", \(Self.controlScenes),
             "steps": [{"op": "launch"}, {"op": "addChild", "scene": "card", "into": "home"}, {"op": "removeChild", "scene": "card"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        let card = ran.events.filter { $0.hasPrefix("card#1.") }
        #expect(card == [
            "card#1.willMoveToParent", "card#1.viewDidLoad", "card#1.viewWillAppear", "card#1.viewDidAppear", "card#1.didMoveToParent",
            "card#1.willMoveToParent", "card#1.viewWillDisappear", "card#1.viewDidDisappear", "card#1.didMoveToParent", "card#1.deinit",
        ])
        #expect(ran.top?.label == "home#1" && ran.outcome.results.invariantViolations.isEmpty)
    }

    // MARK: Presentation

    static let modalScenes = """
        "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"},
                   "a": {"type": "content"}, "b": {"type": "content"}, "c": {"type": "content"}}
        """

    @Test("P3: presenting from a controller that is already presenting records UIKit's warning as a diagnostic and changes nothing")
    func p3AlreadyPresenting() throws {
        let ran = try Self.run("""
            {"format": 1, "initial": "nav", \(Self.modalScenes),
             "steps": [{"op": "launch"}, {"op": "present", "scene": "a", "style": "fullScreen"},
                       {"op": "present", "scene": "b", "from": "home"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.outcome.results.diagnostics.contains {
            $0.hasPrefix("Warning: Attempt to present <ContentSceneController: b#1> on <ContentSceneController: home#1> which is already presenting")
        }, "\(ran.outcome.results.diagnostics)")
        #expect(ran.top?.label == "a#1")
        #expect(ran.top?.presentedViewController == nil)
        #expect(ran.outcome.exitCode == 0)
    }

    @Test("P4: dismiss from the middle of a modal chain dismisses everything above it")
    func p4DismissFromMiddle() throws {
        let ran = try Self.run("""
            {"format": 1, "initial": "nav", \(Self.modalScenes),
             "steps": [{"op": "launch"}, {"op": "present", "scene": "a", "style": "fullScreen"},
                       {"op": "present", "scene": "b", "style": "fullScreen"}, {"op": "present", "scene": "c", "style": "fullScreen"},
                       {"op": "dismiss", "from": "a"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.top?.label == "a#1")
        let dismissal = ran.events.drop { $0 != "step dismiss" }
        #expect(dismissal.contains("b#1.deinit") && dismissal.contains("c#1.deinit"))
        #expect(dismissal.contains("a#1.viewDidAppear") && !dismissal.contains("a#1.viewWillDisappear"))
    }

    @Test("P5, P3: present from a controller whose view is not in the window records UIKit's diagnostic")
    func p3NotInWindow() throws {
        let ran = try Self.run("""
            {"format": 1, "initial": "nav", \(Self.modalScenes),
             "steps": [{"op": "launch"}, {"op": "push", "scene": "a"}, {"op": "present", "scene": "b", "from": "home"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.outcome.results.diagnostics.contains { $0.contains("whose view is not in the window hierarchy!") }, "\(ran.outcome.results.diagnostics)")
        #expect(ran.top?.label == "a#1")
    }

    @Test("P5: present from a controller inside a container with a currentContext style: with no controller defining a context, the window's root presents")
    func p5PresentationContext() throws {
        let ran = try Self.run("""
            {"format": 1, "initial": "nav", \(Self.modalScenes),
             "steps": [{"op": "launch"}, {"op": "present", "scene": "a", "style": "currentContext", "from": "home"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.top?.label == "a#1")
        #expect(ran.top?.presentingViewController?.label == "nav#1")
    }

    @Test("P6, TR3: a popover presented from a named controller, or by a popover segue, adapts to full screen in a compact width, and the trace says so")
    func p6tr3PopoverAdapts() throws {
        let ran = try Self.run("""
            {"format": 1, "initial": "nav", \(Self.modalScenes),
             "segues": {"pop": {"from": "a", "to": "b", "kind": "popover"}},
             "steps": [{"op": "launch"}, {"op": "present", "scene": "a", "style": "popover", "from": "home"},
                       {"op": "segue", "id": "pop"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        let adapted = ran.events.filter { $0.contains("adapted to fullScreen in a compact width") }
        #expect(adapted.count == 2, "\(ran.events)")
        #expect(adapted.first?.contains("a#1>: popover adapted") == true)
        #expect(ran.top?.label == "b#1")
        // Full screen: the presenter's view goes (it disappears), as for any full-screen presentation.
        #expect(ran.events.contains("a#1.viewDidDisappear"))
    }

    // MARK: Segues

    @Test("SB3: a segue with shouldPerform false is not performed, and a segueNotPerformed diagnostic is traced")
    func sb3ShouldPerformFalse() throws {
        let ran = try Self.run("""
            {"format": 1, "initial": "nav", \(Self.modalScenes),
             "segues": {"go": {"from": "home", "to": "a", "shouldPerform": false}},
             "steps": [{"op": "launch"}, {"op": "segue", "id": "go"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.top?.label == "home#1")
        #expect(ran.events.contains { $0.hasPrefix("diagnostic: shouldPerformSegue(withIdentifier: \"go\"") })
        #expect(!ran.events.contains { $0.hasPrefix("a#") })
    }

    @Test("SB6: the trace of an unwind shows the source's prepareForSegue before any appearance callback of the transition")
    func sb6PrepareBeforeTransition() throws {
        let ran = try Self.run("""
            {"format": 1, "initial": "nav", \(Self.controlScenes),
             "steps": [{"op": "launch"}, {"op": "push", "scene": "detail"}, {"op": "unwind", "to": "home"},
                       {"op": "tap", "control": "open"}, {"op": "tap", "control": "back"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        for source in ["detail#1", "detail#2"] {
            let events = ran.events
            let prepare = try #require(events.firstIndex(of: "\(source).prepareForSegue"))
            let leaving = try #require(events.firstIndex(of: "\(source).viewWillDisappear"))
            let revealed = try #require(events[prepare...].firstIndex(of: "home#1.viewWillAppear"))
            #expect(prepare < leaving && prepare < revealed)
            let stepStart = try #require(events[..<prepare].lastIndex { $0.hasPrefix("step ") })
            #expect(!events[(stepStart + 1)..<prepare].contains { $0.contains(".view") }, "\(events[stepStart...prepare])")
        }
    }

    // MARK: Time

    @Test("N10: with advance, an animated push stays in flight across steps: a memory warning lands during it, and a push during a push records UIKit's nested-push diagnostic")
    func n10InFlight() throws {
        let ran = try Self.run("""
            {"format": 1, "initial": "nav", \(Self.modalScenes),
             "steps": [{"op": "launch"}, {"op": "push", "scene": "a", "animated": true}, {"op": "advance", "ms": 100},
                       {"op": "memoryWarning"}, {"op": "push", "scene": "b", "animated": true},
                       {"op": "push", "scene": "c", "animated": true}, {"op": "advance", "ms": 2000}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        let events = ran.events
        let willAppear = try #require(events.firstIndex(of: "a#1.viewWillAppear"))
        let didAppear = try #require(events.firstIndex(of: "a#1.viewDidAppear"))
        let warning = try #require(events.firstIndex(of: "memoryWarning"))
        #expect(willAppear < warning && warning < didAppear)
        #expect(events.contains("diagnostic: nested push animation can result in corrupted navigation bar"))
    }

    @Test("T7: a cancelled pageTurn keeps the page (the new page appears then disappears); a completed one turns it")
    func t7PageTurn() throws {
        let ran = try Self.run("""
            {"format": 1, "initial": "book",
             "scenes": {"book": {"type": "pages", "page": "photo", "count": 4}, "photo": {"type": "content"}},
             "steps": [{"op": "launch"}, {"op": "pageTurn", "forward": true, "complete": false}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.top?.label == "photo#1")
        // The abandoned page's willMove(toParent: nil) before any didMove is not a violation.
        #expect(ran.outcome.results.invariantViolations.isEmpty)
        let turn = ran.events.drop { $0 != "step pageTurn" }.filter { $0.contains(".view") }
        #expect(Array(turn) == [
            "photo#2.viewDidLoad", "photo#2.viewWillAppear", "photo#1.viewWillDisappear", "photo#1.viewWillAppear", "photo#1.viewDidAppear",
            "photo#2.viewWillDisappear", "photo#2.viewDidDisappear",
        ])
        let done = try Self.run("""
            {"format": 1, "initial": "book",
             "scenes": {"book": {"type": "pages", "page": "photo", "count": 4}, "photo": {"type": "content"}},
             "steps": [{"op": "launch"}, {"op": "pageTurn", "forward": true}]}
            """)
        #expect(done.top?.label == "photo#2" && done.outcome.results.invariantViolations.isEmpty)
    }

    // MARK: Example files

    @Test("the example scenarios using the new ops run cleanly", arguments: ["table-edits", "controls-and-containment", "in-flight", "whole-runtime"])
    func examples(name: String) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Scenarios/\(name).json").path
        let ran = try Self.run(try String(contentsOfFile: path, encoding: .utf8))
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.outcome.exitCode == 0)
        #expect(ran.outcome.results.leaks.isEmpty)
    }

    @Test("soak: the walk over whole-runtime.json draws table edits, taps, containment, stack replacement, in-flight warnings and page turns, and every invariant holds")
    func soakDrawsTheNewOps() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Scenarios/whole-runtime.json").path
        let trace = NSTemporaryDirectory() + "reach-soak-\(UUID().uuidString).jsonl"
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let outcome = try SoakTests.soak(cycles: 30, seed: 3, measures: false, tracePath: trace,
                                         scenario: try String(contentsOfFile: path, encoding: .utf8))
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.results.invariantViolations.isEmpty)
        #expect(outcome.results.leaks.isEmpty)
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        for op in ["tableEdit", "tap", "addChild", "removeChild", "setStack", "inFlightWarning", "pageTurn"] {
            #expect(text.contains("\"op\": \"\(op)\""), "the walk never drew \(op)")
        }
    }
}
