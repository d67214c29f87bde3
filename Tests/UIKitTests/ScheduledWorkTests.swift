import Driver
import Foundation
import Profiler
import Results
import Testing
import UIKit
import ViewPressureTesting

/// Scheduled work in files that import only UIKit: timers and `DispatchQueue.main` run on the
/// session's virtual clock, and the leak check names what holds a screen.
@MainActor
@Suite("scheduled work on the runtime's clock")
struct ScheduledWorkTests {
    @Test("TM9: a repeating timer capturing self keeps firing on the virtual clock and is the leak's holder")
    func timerLeak() throws {
        let session = try ProfilingSession()
        session.launch(UINavigationController(rootViewController: UIViewController()))
        let profile = ProfileViewController()
        try session.push(profile)
        session.advance(by: 3)
        #expect(profile.ticks == 3)
        _ = session.pop()
        session.advance(by: 2)
        #expect(profile.ticks == 5, "the run loop still fires the popped screen's timer")
        let leaks = session.profiler.checkLeaks()
        #expect(leaks.count == 1)
        let roots = leaks.flatMap { ([$0.provenPath].compactMap { $0 } + $0.otherPaths).map(\.root) }
        #expect(roots == ["scheduled Timer (repeating every 1 s, scheduled at ProfileViewController.viewDidLoad)"])
        #expect(session.profiler.delayedReleases.isEmpty)
    }

    @Test("TM7: a timer invalidated in viewWillDisappear lets the popped screen go: nothing is reported")
    func timerInvalidatedOnDisappear() throws {
        let session = try ProfilingSession()
        session.launch(UINavigationController(rootViewController: UIViewController()))
        weak var clock: ClockViewController?
        do {
            let made = ClockViewController()
            clock = made
            try session.push(made)
            session.advance(by: 2)
            #expect(made.ticks == 2)
        }
        _ = session.pop()
        #expect(clock == nil)
        #expect(session.profiler.checkLeaks().isEmpty && session.profiler.delayedReleases.isEmpty)
        #expect(session.runtime.mainRunLoop.pendingHolders().isEmpty)
    }

    @Test("RL11: a screen held by a 600 s asyncAfter is a delayed release, not a leak, and is gone after 600 s")
    func delayedRelease() throws {
        let session = try ProfilingSession()
        session.launch(UINavigationController(rootViewController: UIViewController()))
        weak var inbox: InboxViewController?
        do {
            let made = InboxViewController()
            inbox = made
            try session.push(made)
        }
        #expect(inbox?.title == "Inbox", "the main-queue block ran at the step's turn")
        _ = session.pop()
        #expect(session.profiler.checkLeaks().isEmpty)
        let delayed = session.profiler.delayedReleases
        #expect(delayed.count == 1)
        #expect(delayed.first?.releaseTime == 600)
        #expect(
            delayed.first?.holders.map(\.root)
                == ["pending DispatchQueue.main block due in 600 s (scheduled at InboxViewController.viewDidLoad)"])
        session.advance(by: 599)
        #expect(inbox != nil && inbox?.refreshes == 0)
        session.advance(by: 1)
        #expect(inbox == nil)
        #expect(session.profiler.checkLeaks().isEmpty && session.profiler.delayedReleases.isEmpty)
        session.teardown()
    }

    @Test("a Timer added with RunLoop.main.add(_:forMode: .common) fires while tracking; invalidate() frees the screen")
    func commonModeTimer() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            var fired = 0
            let timer = UIKit.Timer(timeInterval: 0.5, repeats: true) { _ in fired += 1 }
            RunLoop.main.add(timer, forMode: .common)
            runtime.mainRunLoop.setTracking(true)
            runtime.advance(by: 2)
            #expect(fired == 4)
            timer.invalidate()
            runtime.advance(by: 2)
            #expect(fired == 4 && !timer.isValid)
        }
    }

    @Test("the same scenario run twice gives the same trace, with the callbacks its timer and asyncAfter cause")
    func deterministicTrace() throws {
        let text = """
            {"format": 1, "initial": "root",
             "scenes": {"root": {"type": "navigation", "root": "ticker"},
                        "ticker": {"type": "custom", "class": "Ticker"}},
             "steps": [{"op": "launch"}, {"op": "advance", "ms": 3000}, {"op": "teardown"}]}
            """
        var scenes = SceneRegistry()
        scenes.register("Ticker") { _ in TickerViewController() }
        func run() throws -> String {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("ticker-\(UUID()).jsonl").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            var options = RunOptions(measures: false, tracePath: path)
            options.scenes = scenes
            let scenario = try ScenarioParser.parse(text, scenes: scenes)
            let outcome = try ScenarioRunner(scenario: scenario, options: options, environment: try RunEnvironment.current()).run()
            #expect(outcome.failure == nil)
            #expect(outcome.results.leaks.isEmpty)
            return try String(contentsOfFile: path, encoding: .utf8)
        }
        let first = try run()
        #expect(first.contains(#""controller": "ViewController#1", "event": "viewDidAppear""#))
        #expect(first.contains(#""controller": "ViewController#1", "event": "viewDidDisappear""#))
        #expect(first == (try run()))
    }
}
