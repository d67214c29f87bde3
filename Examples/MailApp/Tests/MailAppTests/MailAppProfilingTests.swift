import Driver
import Foundation
import MailApp
import MailAppScenes
import Testing
import ViewPressureTesting
import ViewRuntime

/// The mail app's memory and lifecycle, profiled with ViewPressureTesting. Synchronous and on
/// the main actor: jemalloc's counters are per thread, so no `await` inside a test.
@MainActor
@Suite("Mail app under the profiler", .serialized)
struct MailAppProfilingTests {
    /// The app's root, built by hand: an inbox of 2,000 messages in a navigation controller.
    static func inbox(_ session: ProfilingSession, leaky: Bool = false) -> InboxController {
        let inbox = InboxController(runtime: session.runtime, mailbox: Mailbox(count: 2000), leakyMessages: leaky)
        session.launch(NavigationController(rootViewController: inbox))
        return inbox
    }

    @Test("opening and closing messages leaks nothing; each message's photo is charged to its viewDidLoad")
    func messagesDoNotLeak() throws {
        let session = try ProfilingSession()
        let inbox = Self.inbox(session)
        for row in 0..<5 {
            inbox.tableView(inbox.tableView, didSelectRowAt: ViewRuntime.IndexPath(section: 0, row: row))
            session.runtime.runUntilIdle()
            session.pop()
        }
        let report = session.expectNoLeaks()
        let messages = report.controllers(of: MessageController.self)
        #expect(messages.count == 5)
        let deallocated = messages.filter(\.deallocated).count
        #expect(deallocated == 5)
        // 1200 x 800 pixels x 4 bytes, plus the views: at least the photo, in viewDidLoad.
        let photoBytes: UInt64 = 1200 * 800 * 4
        let charged = messages.map { $0.allocatedBytes(in: .viewDidLoad) }
        #expect(charged.allSatisfy { $0 >= photoBytes }, "\(charged)")
    }

    @Test("a per-callback byte budget: a message screen's viewDidLoad stays under 4.5 MB")
    func messageViewDidLoadBudget() throws {
        let session = try ProfilingSession()
        _ = Self.inbox(session)
        try session.push(MessageController(runtime: session.runtime, subject: "Budget"))
        // The photo is 1200 x 800 x 4 = 3,840,000 B; the labels and the image view come on top.
        session.expectAllocated(atMost: 4_500_000, in: .viewDidLoad, of: MessageController.self)
        session.pop()
        session.expectNoLeaks()
    }

    @Test("the leaky message screen is found, with the path that holds it")
    func leakyMessageIsFound() throws {
        let session = try ProfilingSession()
        _ = Self.inbox(session)
        weak var leaked: MessageController?
        try {
            let message = MessageController(runtime: session.runtime, subject: "Leaky", leaky: true)
            leaked = message
            try session.push(message)
        }()
        session.pop()
        withKnownIssue("MessageController(leaky: true) holds itself through onClose") {
            session.expectNoLeaks()
        }
        let report = session.report()
        let leak = try #require(report.leaks.first)
        #expect(leak.className == "MessageController")
        #expect(leak.path.contains { $0.contains("onClose") }, "\(leak.path)")
        #expect(leaked != nil)
    }

    @Test("a known leak can be allowed by its fingerprint, and is listed apart")
    func knownLeakAllowedByFingerprint() throws {
        let session = try ProfilingSession()
        _ = Self.inbox(session)
        try session.push(MessageController(runtime: session.runtime, subject: "Known", leaky: true))
        session.pop()
        let fingerprint = try #require(session.report().leaks.first?.fingerprint)
        let report = session.expectNoLeaks(allowing: [fingerprint])
        #expect(report.leaks.isEmpty)
        #expect(report.allowedLeaks.map(\.fingerprint) == [fingerprint])
    }

    /// A table with the inbox's rows and cells but nothing configured: what the runtime itself
    /// costs per scrolled row (0 B in a release build; a debug build's unspecialized generics
    /// allocate some).
    final class BareTable: TableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.rowHeight = 72
            try? tableView.register(TableViewCell.self, forCellReuseIdentifier: "message")
        }
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2000 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: ViewRuntime.IndexPath) throws -> TableViewCell {
            try tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        }
    }

    @Test("scrolling the whole inbox reuses cells, and configuring a cell allocates nothing per row")
    func inboxScrollsWithoutAllocating() throws {
        let bareSession = try ProfilingSession()
        bareSession.launch(NavigationController(rootViewController: BareTable(runtime: bareSession.runtime)))
        let bare = try bareSession.scroll(by: 72)
        let session = try ProfilingSession()
        _ = Self.inbox(session)
        let scroll = try session.scroll(by: 72)
        #expect(scroll.rows > 1900)
        #expect(scroll.cellsCreated == 0, "every cell was made by the first screenful: \(scroll)")
        session.expectCellsReused(scroll, atMost: 0)
        #expect(scroll.cellsNotDequeued == 0 && scroll.dequeues >= scroll.rows)
        // The inbox's own code (a string and a shared image per cell) adds nothing per row.
        session.expectSteadyScroll(scroll, atMost: bare.bytesPerRow)
        let table = try #require(session.report().tables.first)
        #expect(table.reused > 1900)
        // 0 B per row of the inbox's own, in a debug build as in release: the runtime's own
        // bytes per row in this build (measured on a bare table) are not the inbox's.
        session.expectSteadyScroll(scroll)
    }

    @Test("the compose screen, presented and dismissed, deallocates")
    func composeDeallocates() throws {
        let session = try ProfilingSession()
        let inbox = Self.inbox(session)
        weak var compose: ViewController?
        try inbox.compose()
        session.runtime.runUntilIdle()
        compose = session.topController
        #expect(compose is ComposeController)
        session.dismiss()
        session.expectDeallocated(compose, "compose screen")
        session.expectLifecycleHeld()
    }

    @Test("a soak of the clean scenario is flat, with no leak")
    func soakIsFlat() throws {
        let scenario = try ScenarioParser.parse(try Self.scenario("inbox-clean.json"), file: "inbox-clean.json", scenes: MailAppScenes.registry)
        let results = try SoakCheck.run(scenario, scenes: MailAppScenes.registry, operations: 400, seed: 3)
        SoakCheck.expectClean(results)
        #expect(results.soak?.verdict == .flat, "\(results.soak?.reason ?? "")")
    }

    @Test("a session can start from a scenario and push its custom scenes by id")
    func sessionFromScenario() throws {
        let scenario = try ScenarioParser.parse(try Self.scenario("inbox-leak.json"), file: "inbox-leak.json", scenes: MailAppScenes.registry)
        let session = try ProfilingSession(scenario: scenario, scenes: MailAppScenes.registry)
        try session.push(try session.instantiate(scene: "message"))
        session.pop()
        let report = session.report()
        #expect(report.leaks.map(\.controller) == ["message#1"])
        #expect(report.controller("inbox#1")?.className == "InboxController")
    }

    static func scenario(_ name: String) throws -> String {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: directory.appendingPathComponent("Scenarios/\(name)"), encoding: .utf8)
    }
}
