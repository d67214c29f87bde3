import Foundation
import Results
import Testing
import ViewRuntime

@testable import Driver

/// Containers, presentation, segues, the clock and the example files (ScenarioReachTests.swift
/// has the helpers, tables and controls).
extension ScenarioReachTests {
    // MARK: Containers

    @Test("N8: setViewControllers reuses controllers on the stack: a new top is a push, an old top a pop, the same top no transition")
    func n8SetViewControllers() throws {
        let ran = try Self.run(
            """
            {"format": 1, "initial": "nav", \(Self.controlScenes),
             "steps": [{"op": "launch"}, {"op": "setViewControllers", "scenes": ["home", "detail", "card"]},
                       {"op": "setViewControllers", "scenes": ["home", "detail"], "animated": true},
                       {"op": "setViewControllers", "scenes": ["card", "home", "detail"]}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        let navigation = try #require(ran.runner.window?.rootViewController as? NavigationController)
        #expect(navigation.viewControllers.map(\.traceLabel) == ["card#2", "home#1", "detail#1"])
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
        let ran = try Self.run(
            """
            {"format": 1, "initial": "tabs",
             "scenes": {"tabs": {"type": "tabs", "tabs": ["a", "b"]}, "a": {"type": "content"}, "b": {"type": "content"},
                        "c": {"type": "content"}},
             "steps": [{"op": "launch"}, {"op": "selectTab", "index": 1}, {"op": "setTabs", "scenes": ["c", "a", "b"]}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        let tabs = try #require(ran.runner.window?.rootViewController as? TabBarController)
        #expect(tabs.viewControllers?.map(\.traceLabel) == ["c#1", "a#1", "b#1"])
        #expect(tabs.selectedViewController?.traceLabel == "b#1" && tabs.selectedIndex == 2)
    }

    @Test(
        "C1-C3, A1: addChild and removeChild on a content scene: willMove, appearance forwarded, didMove; then willMove(nil), disappearance, didMove(nil)"
    )
    func c1c3Containment() throws {
        let ran = try Self.run(
            """
            {"format": 1, "initial": "nav", \(Self.controlScenes),
             "steps": [{"op": "launch"}, {"op": "addChild", "scene": "card", "into": "home"}, {"op": "removeChild", "scene": "card"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        let card = ran.events.filter { $0.hasPrefix("card#1.") }
        #expect(
            card == [
                "card#1.willMoveToParent", "card#1.viewDidLoad", "card#1.viewWillAppear", "card#1.viewDidAppear", "card#1.didMoveToParent",
                "card#1.willMoveToParent", "card#1.viewWillDisappear", "card#1.viewDidDisappear", "card#1.didMoveToParent", "card#1.deinit",
            ])
        #expect(ran.top?.traceLabel == "home#1" && ran.outcome.results.invariantViolations.isEmpty)
    }

    // MARK: Presentation

    static let modalScenes = """
        "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"},
                   "a": {"type": "content"}, "b": {"type": "content"}, "c": {"type": "content"}}
        """

    @Test("P3: presenting from a controller that is already presenting records UIKit's warning as a diagnostic and changes nothing")
    func p3AlreadyPresenting() throws {
        let ran = try Self.run(
            """
            {"format": 1, "initial": "nav", \(Self.modalScenes),
             "steps": [{"op": "launch"}, {"op": "present", "scene": "a", "style": "fullScreen"},
                       {"op": "present", "scene": "b", "from": "home"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(
            ran.outcome.results.diagnostics.contains {
                $0.contains(
                    "Warning: Attempt to present <ContentSceneController: b#1> on <ContentSceneController: home#1> which is already presenting")
            }, "\(ran.outcome.results.diagnostics)")
        #expect(ran.top?.traceLabel == "a#1")
        #expect(ran.top?.presentedViewController == nil)
        #expect(ran.outcome.exitCode == 0)
    }

    @Test("P4: dismiss from the middle of a modal chain dismisses everything above it")
    func p4DismissFromMiddle() throws {
        let ran = try Self.run(
            """
            {"format": 1, "initial": "nav", \(Self.modalScenes),
             "steps": [{"op": "launch"}, {"op": "present", "scene": "a", "style": "fullScreen"},
                       {"op": "present", "scene": "b", "style": "fullScreen"}, {"op": "present", "scene": "c", "style": "fullScreen"},
                       {"op": "dismiss", "from": "a"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.top?.traceLabel == "a#1")
        let dismissal = ran.events.drop { $0 != "step dismiss" }
        #expect(dismissal.contains("b#1.deinit") && dismissal.contains("c#1.deinit"))
        #expect(dismissal.contains("a#1.viewDidAppear") && !dismissal.contains("a#1.viewWillDisappear"))
    }

    @Test("P5, P3: present from a controller whose view is not in the window records UIKit's diagnostic")
    func p3NotInWindow() throws {
        let ran = try Self.run(
            """
            {"format": 1, "initial": "nav", \(Self.modalScenes),
             "steps": [{"op": "launch"}, {"op": "push", "scene": "a"}, {"op": "present", "scene": "b", "from": "home"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(
            ran.outcome.results.diagnostics.contains { $0.contains("whose view is not in the window hierarchy!") },
            "\(ran.outcome.results.diagnostics)")
        #expect(ran.top?.traceLabel == "a#1")
    }

    @Test(
        "P5: present from a controller inside a container with a currentContext style: with no controller defining a context, the window's root presents"
    )
    func p5PresentationContext() throws {
        let ran = try Self.run(
            """
            {"format": 1, "initial": "nav", \(Self.modalScenes),
             "steps": [{"op": "launch"}, {"op": "present", "scene": "a", "style": "currentContext", "from": "home"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.top?.traceLabel == "a#1")
        #expect(ran.top?.presentingViewController?.traceLabel == "nav#1")
    }

    @Test(
        "P6, TR3: a popover presented from a named controller, or by a popover segue, adapts to full screen in a compact width, and the trace says so"
    )
    func p6tr3PopoverAdapts() throws {
        let ran = try Self.run(
            """
            {"format": 1, "initial": "nav", \(Self.modalScenes),
             "segues": {"pop": {"from": "a", "to": "b", "kind": "popover"}},
             "steps": [{"op": "launch"}, {"op": "present", "scene": "a", "style": "popover", "from": "home"},
                       {"op": "segue", "id": "pop"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        let adapted = ran.events.filter { $0.contains("adapted to fullScreen in a compact width") }
        #expect(adapted.count == 2, "\(ran.events)")
        #expect(adapted.first?.contains("a#1>: popover adapted") == true)
        #expect(ran.top?.traceLabel == "b#1")
        // Full screen: the presenter's view goes (it disappears), as for any full-screen presentation.
        #expect(ran.events.contains("a#1.viewDidDisappear"))
    }

    // MARK: Segues

    @Test("SB3: a segue with shouldPerform false is not performed, and a segueNotPerformed diagnostic is traced")
    func sb3ShouldPerformFalse() throws {
        let ran = try Self.run(
            """
            {"format": 1, "initial": "nav", \(Self.modalScenes),
             "segues": {"go": {"from": "home", "to": "a", "shouldPerform": false}},
             "steps": [{"op": "launch"}, {"op": "segue", "id": "go"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.top?.traceLabel == "home#1")
        #expect(ran.events.contains { $0.hasPrefix("diagnostic: shouldPerformSegue(withIdentifier: \"go\"") })
        #expect(!ran.events.contains { $0.hasPrefix("a#") })
    }

    @Test("SB6: the trace of an unwind shows the source's prepareForSegue before any appearance callback of the transition")
    func sb6PrepareBeforeTransition() throws {
        let ran = try Self.run(
            """
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

    @Test(
        "N10: with advance, an animated push stays in flight across steps: a memory warning lands during it, and a push during a push records UIKit's nested-push diagnostic"
    )
    func n10InFlight() throws {
        let ran = try Self.run(
            """
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
        let ran = try Self.run(
            """
            {"format": 1, "initial": "book",
             "scenes": {"book": {"type": "pages", "page": "photo", "count": 4}, "photo": {"type": "content"}},
             "steps": [{"op": "launch"}, {"op": "pageTurn", "forward": true, "complete": false}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.top?.traceLabel == "photo#1")
        // The abandoned page's willMove(toParent: nil) before any didMove is not a violation.
        #expect(ran.outcome.results.invariantViolations.isEmpty)
        let turn = ran.events.drop { $0 != "step pageTurn" }.filter { $0.contains(".view") }
        #expect(
            Array(turn) == [
                "photo#2.viewDidLoad", "photo#2.viewWillAppear", "photo#1.viewWillDisappear", "photo#1.viewWillAppear", "photo#1.viewDidAppear",
                "photo#2.viewWillDisappear", "photo#2.viewDidDisappear",
            ])
        let done = try Self.run(
            """
            {"format": 1, "initial": "book",
             "scenes": {"book": {"type": "pages", "page": "photo", "count": 4}, "photo": {"type": "content"}},
             "steps": [{"op": "launch"}, {"op": "pageTurn", "forward": true}]}
            """)
        #expect(done.top?.traceLabel == "photo#2" && done.outcome.results.invariantViolations.isEmpty)
    }

    @Test("T7: an interactive pageTurn past either end does nothing, as UIKit's gesture when the data source returns nil")
    func t7PageTurnAtEnds() throws {
        let ran = try Self.run(
            """
            {"format": 1, "initial": "book",
             "scenes": {"book": {"type": "pages", "page": "photo", "count": 2}, "photo": {"type": "content"}},
             "steps": [{"op": "launch"}, {"op": "pageTurn", "forward": false},
                       {"op": "pageTurn", "forward": true}, {"op": "pageTurn", "forward": true}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.top?.traceLabel == "photo#2" && ran.outcome.results.invariantViolations.isEmpty)
        // Each turn at an end records a pageTurnAtEnd diagnostic, as pageBackward at the first page does.
        let atEnd = ran.events.filter { $0.hasPrefix("diagnostic: ") && $0.contains("its data source returned nil, so the turn does nothing") }
        #expect(atEnd.count == 2, "\(ran.events)")
        #expect(atEnd.first?.contains("has no page before <ContentSceneController: photo#1>") == true, "\(atEnd)")
        let backward = try Self.run(
            """
            {"format": 1, "initial": "book",
             "scenes": {"book": {"type": "pages", "page": "photo", "count": 2}, "photo": {"type": "content"}},
             "steps": [{"op": "launch"},
                       {"op": "pageBackward", "expect": {"diagnostic": "pageTurnAtEnd", "unchanged": true}},
                       {"op": "pageTurn", "forward": false, "expect": {"diagnostic": "pageTurnAtEnd", "unchanged": true}}]}
            """)
        #expect(backward.outcome.failure == nil, "\(backward.outcome.failure ?? "")")
        #expect(backward.outcome.results.expectedFailures?.count == 2)
    }

    // MARK: Example files

    @Test(
        "the example scenarios using the new ops run cleanly", arguments: ["table-edits", "controls-and-containment", "in-flight", "whole-runtime"])
    func examples(name: String) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Scenarios/\(name).json").path
        let ran = try Self.run(try String(contentsOfFile: path, encoding: .utf8))
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.outcome.exitCode == 0)
        #expect(ran.outcome.results.leaks.isEmpty)
    }

    @Test(
        "soak: the walk over whole-runtime.json draws table edits, taps, containment, stack replacement, in-flight warnings and page turns, and every invariant holds"
    )
    func soakDrawsTheNewOps() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Scenarios/whole-runtime.json").path
        let trace = NSTemporaryDirectory() + "reach-soak-\(UUID().uuidString).jsonl"
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let outcome = try SoakTests.soak(
            cycles: 30, seed: 3, measures: false, tracePath: trace,
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
