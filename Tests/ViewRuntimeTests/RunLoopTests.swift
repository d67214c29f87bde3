import Foundation
import Testing
@testable import ViewRuntime

/// A view that logs its layout passes.
private final class LoggingView: View {
    var log: (() -> Void)?
    override func layoutSubviews() { log?() }
}

/// An object whose lifetime a test watches.
private final class Probe {}

/// The main run loop's turn, on the virtual clock (RUNLOOP-LEAKS-SPEC sections 0-2, 4).
/// `DispatchQueue.main` blocks here come from a file that does not import UIKit: they reach the
/// run loop through the interposed `dispatch_async`/`dispatch_after`.
@MainActor
@Suite("main run loop")
struct RunLoopTests {
    @Test("RL2: a turn runs due timers, then the main queue, then perform-blocks, then the layout pass")
    func turnOrder() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            var log: [String] = []
            let window = Window(runtime: runtime)
            let controller = ViewController(runtime: runtime)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let view = LoggingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            controller.view.addSubview(view)
            runtime.runPendingLayoutPasses()
            view.log = { log.append("layout") }
            let loop = runtime.mainRunLoop
            loop.perform { log.append("perform") }
            DispatchQueue.main.async {
                log.append("queue")
                view.setNeedsLayout()
            }
            loop.add(RunLoopTimer(fire: .distantPast, interval: 1, repeats: false) { _ in log.append("timer") }, forMode: .default)
            #expect(loop.runTurn())
            #expect(log == ["timer", "queue", "perform", "layout"])
        }
    }

    @Test("RL5: one snapshot per drain: A enqueues C, then B is queued; turn 1 runs A and B, turn 2 runs C")
    func snapshot() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            var log: [String] = []
            DispatchQueue.main.async {
                log.append("A")
                DispatchQueue.main.async { log.append("C") }
            }
            DispatchQueue.main.async { log.append("B") }
            #expect(log.isEmpty)
            runtime.mainRunLoop.runTurn()
            #expect(log == ["A", "B"])
            runtime.mainRunLoop.runTurn()
            #expect(log == ["A", "B", "C"])
            #expect(runtime.mainRunLoop.isQuiescent)
        }
    }

    @Test("RL10: a main-queue block keeps its captures until the drain, then releases them")
    func mainQueueHoldsCaptures() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            weak var watched: Probe?
            do {
                let probe = Probe()
                watched = probe
                DispatchQueue.main.async { _ = probe }
            }
            #expect(watched != nil)
            #expect(runtime.mainRunLoop.pendingHolders().map(\.name) == ["pending DispatchQueue.main block (next turn)"])
            runtime.runUntilIdle()
            #expect(watched == nil)
        }
    }

    @Test("RL11: asyncAfter runs at its deadline in virtual time, holding its captures until then")
    func asyncAfterVirtual() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            var ranAt: Double?
            weak var watched: Probe?
            do {
                let probe = Probe()
                watched = probe
                DispatchQueue.main.asyncAfter(deadline: .now() + 600) {
                    _ = probe
                    ranAt = runtime.now
                }
            }
            runtime.runUntilIdle()
            #expect(ranAt == nil && watched != nil)
            #expect(runtime.mainRunLoop.pendingHolders().first?.name == "pending DispatchQueue.main block due in 600 s")
            runtime.advance(by: 599)
            #expect(ranAt == nil && watched != nil)
            runtime.advance(by: 1)
            #expect(ranAt == 600)
            #expect(watched == nil)
        }
    }

    @Test("RL11: a deadline already passed behaves like async; QoS and work-item forms are taken too")
    func pastDeadlineAndVariants() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            var log: [String] = []
            DispatchQueue.main.asyncAfter(deadline: .now() - 5) { log.append("past") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 2, qos: .userInitiated) { log.append("qos") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: DispatchWorkItem { log.append("item") })
            runtime.mainRunLoop.runTurn()
            #expect(log == ["past"])
            runtime.advance(by: 2)
            #expect(log == ["past", "item", "qos"])
        }
    }

    /// Queues a block that queues itself again until `Chain.runs` reaches `limit`.
    private static func chain(limit: Int) {
        DispatchQueue.main.async {
            Chain.runs += 1
            if Chain.runs < limit { chain(limit: limit) }
        }
    }

    @MainActor private enum Chain { static var runs = 0 }

    @Test("RL5, TK8: a block that re-enqueues itself runs once per turn and the settle stops, reporting it")
    func neverQuiescent() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            Chain.runs = 0
            Self.chain(limit: 60)
            runtime.mainRunLoop.maximumTurnsPerSettle = 50
            runtime.runUntilIdle()
            #expect(Chain.runs == 50)
            #expect(runtime.diagnostics.contains { $0.code == .mainRunLoopNeverQuiescent })
            runtime.runUntilIdle()
            #expect(Chain.runs == 60)
            #expect(runtime.mainRunLoop.isQuiescent)
        }
    }

    @Test("RL16: a default-mode timer waits while tracking and fires once after; a common one keeps firing")
    func trackingMode() {
        let runtime = Runtime()
        let loop = runtime.mainRunLoop
        var defaultFires: [Double] = []
        var commonFires: [Double] = []
        loop.add(RunLoopTimer(timeInterval: 1, repeats: true) { _ in defaultFires.append(runtime.now) }, forMode: .default)
        loop.add(RunLoopTimer(timeInterval: 1, repeats: true) { _ in commonFires.append(runtime.now) }, forMode: .common)
        loop.setTracking(true)
        runtime.advance(by: 3.5)
        #expect(defaultFires.isEmpty)
        #expect(commonFires == [1, 2, 3])
        loop.setTracking(false)
        runtime.advance(by: 0)
        #expect(defaultFires == [3.5])
        runtime.advance(by: 0.5)
        #expect(defaultFires == [3.5, 4], "TM6: the next firing keeps the original schedule")
    }

    @Test("RL4: the main queue keeps draining while the loop tracks")
    func mainQueueWhileTracking() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            var ran = false
            runtime.mainRunLoop.setTracking(true)
            DispatchQueue.main.async { ran = true }
            runtime.runUntilIdle()
            #expect(ran)
            runtime.mainRunLoop.setTracking(false)
        }
    }

    @Test("TM1: scheduledTimer adds to the default mode; init leaves it unscheduled; an interval of 0 becomes 0.0001 s")
    func scheduling() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            var fired = 0
            let scheduled = RunLoopTimer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in fired += 1 }
            let unscheduled = RunLoopTimer(timeInterval: 1, repeats: false) { _ in fired += 100 }
            runtime.advance(by: 5)
            #expect(fired == 1 && !scheduled.isValid && unscheduled.isValid)
            runtime.mainRunLoop.add(unscheduled, forMode: .default)
            #expect(unscheduled.fireTime == 6)
            runtime.advance(by: 1)
            #expect(fired == 101)
            let zero = RunLoopTimer(timeInterval: 0, repeats: true) { _ in }
            #expect(zero.timeInterval == 0.0001)
            #expect(RunLoopTimer(timeInterval: 3, repeats: false) { _ in }.timeInterval == 0)
        }
    }

    @Test("TM2, TM4, TM7: the run loop holds the timer, the timer its block until invalidate() releases both")
    func retention() {
        let runtime = Runtime()
        weak var timer: RunLoopTimer?
        weak var watched: Probe?
        do {
            let probe = Probe()
            watched = probe
            let made = RunLoopTimer(timeInterval: 1, repeats: true, userInfo: "info") { _ in _ = probe }
            runtime.mainRunLoop.add(made, forMode: .common)
            timer = made
        }
        runtime.advance(by: 10)
        #expect(timer != nil && watched != nil)
        #expect(timer?.fireCount == 10)
        #expect(
            runtime.mainRunLoop.pendingHolders().map(\.name) == [
                "scheduled Timer (repeating every 1 s, modes UITrackingRunLoopMode, kCFRunLoopDefaultMode)"
            ])
        timer?.invalidate()
        #expect(timer == nil && watched == nil)
        #expect(runtime.mainRunLoop.pendingHolders().isEmpty)
    }

    @Test("TM5: a non-repeating timer fires once and ends itself; fire() ends it early")
    func nonRepeating() {
        let runtime = Runtime()
        var fired = 0
        let once = RunLoopTimer(timeInterval: 1, repeats: false) { _ in fired += 1 }
        runtime.mainRunLoop.add(once, forMode: .default)
        runtime.advance(by: 3)
        #expect(fired == 1 && !once.isValid)
        let early = RunLoopTimer(timeInterval: 5, repeats: false) { _ in fired += 10 }
        runtime.mainRunLoop.add(early, forMode: .default)
        early.fire()
        #expect(fired == 11 && !early.isValid)
        runtime.advance(by: 10)
        #expect(fired == 11)
        let repeating = RunLoopTimer(timeInterval: 5, repeats: true) { _ in fired += 100 }
        runtime.mainRunLoop.add(repeating, forMode: .default)
        repeating.fire()
        #expect(fired == 111 && repeating.isValid, "fire() leaves a repeating timer scheduled")
        repeating.invalidate()
    }

    @Test("TM6: a repeating timer fires at its scheduled times, not the times it actually ran")
    func repeatingSchedule() {
        let runtime = Runtime()
        var times: [Double] = []
        let timer = RunLoopTimer(timeInterval: 0.75, repeats: true) { _ in times.append(runtime.now) }
        runtime.mainRunLoop.add(timer, forMode: .default)
        runtime.advance(by: 3)
        #expect(times == [0.75, 1.5, 2.25, 3])
        timer.invalidate()
    }

    @Test("fireDate is the virtual time as a date, and setting it moves the next firing")
    func fireDate() {
        let runtime = Runtime()
        let loop = runtime.mainRunLoop
        var times: [Double] = []
        let timer = RunLoopTimer(timeInterval: 5, repeats: true) { _ in times.append(runtime.now) }
        loop.add(timer, forMode: .default)
        #expect(loop.time(of: timer.fireDate) == 5)
        timer.fireDate = loop.date(at: 2)
        runtime.advance(by: 8)
        #expect(times == [2, 7], "the schedule restarts from the moved date")
        timer.invalidate()
    }

    @Test("TK2: a Task created by main-actor code has not run its body when Task.init returns")
    func taskStartsLater() async {
        var ran = false
        let task = Task { @MainActor in ran = true }
        #expect(!ran)
        await task.value
        #expect(ran)
    }

    @Test("the same calls on two runtimes give the same trace of scheduled work")
    func determinism() {
        func run() -> [String] {
            let runtime = Runtime()
            return Runtime.withCurrent(runtime) {
                var log: [String] = []
                RunLoopTimer.scheduledTimer(withTimeInterval: 0.4, repeats: true) { _ in
                    log.append("tick \(runtime.now)")
                    DispatchQueue.main.async { log.append("queued \(runtime.now)") }
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { log.append("after \(runtime.now)") }
                runtime.advance(by: 2)
                return log
            }
        }
        let first = run()
        #expect(first.count == 11)
        #expect(first == run())
    }

    @Test("TK6: Task.sleep on the main actor waits on the wall clock: advancing the virtual clock does not wake it")
    func taskSleepIsWallClock() async {
        let runtime = Runtime()
        var woke = false
        let task = Task { @MainActor in
            try? await Task.sleep(for: .seconds(600))
            woke = true
        }
        await Task.yield()
        runtime.advance(by: 600)
        await Task.yield()
        #expect(!woke)
        task.cancel()
        await task.value
        #expect(woke)
    }

    @Test("RL12: a cancelled DispatchWorkItem never runs but keeps its captures until its deadline")
    func cancelledWorkItem() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            var ran = false
            weak var watched: Probe?
            do {
                let probe = Probe()
                watched = probe
                let item = DispatchWorkItem {
                    _ = probe
                    ran = true
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 30, execute: item)
                item.cancel()
            }
            runtime.advance(by: 29)
            #expect(watched != nil)
            runtime.advance(by: 1)
            #expect(watched == nil && !ran)
        }
    }

    @Test("a runtime with capturesMainQueue off leaves DispatchQueue.main blocks to libdispatch")
    func captureOff() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            runtime.mainRunLoop.capturesMainQueue = false
            let before = MainQueueCapture.takenCount
            DispatchQueue.main.async {}
            #expect(MainQueueCapture.takenCount == before)
            #expect(runtime.mainRunLoop.isQuiescent && !runtime.mainRunLoop.hasScheduledWork)
            runtime.mainRunLoop.capturesMainQueue = true
            DispatchQueue.main.async {}
            #expect(MainQueueCapture.takenCount == before + 1)
            runtime.runUntilIdle()
        }
    }
}
