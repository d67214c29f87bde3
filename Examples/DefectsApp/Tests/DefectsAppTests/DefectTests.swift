import DefectsApp
import Driver
import MemoryProbe
import Testing
import ViewPressureTesting
import ViewRuntime

/// Each defect caught by the check the docs suggest, in `swift test`'s debug build; each clean
/// variant passes the same check. Serialized: byte figures and the budget are the process's.
@MainActor
@Suite("The five defects caught, their clean variants passing", .serialized)
struct DefectTests {
    /// A session with the feed as its navigation root (1x: small backing stores).
    static func session(rows: Int = 50, dequeues: Bool = true, budgetMB: Int? = nil) throws -> ProfilingSession {
        let session = try ProfilingSession(device: Screen(width: 390, height: 844, scale: 1), budgetMB: budgetMB)
        session.launch(NavigationController(rootViewController: FeedController(runtime: session.runtime, rows: rows, dequeues: dequeues)))
        return session
    }

    @Test("a closure that captures the screen strongly: a leak whose proven path names the closure's capture", arguments: [true, false])
    func closureCycle(leaky: Bool) throws {
        let session = try Self.session()
        try session.push(RefreshingController(runtime: session.runtime, leaky: leaky))
        session.pop()
        guard leaky else { session.expectNoLeaks(); return }
        withKnownIssue("RefreshingController(leaky: true) holds itself through onRefresh") { session.expectNoLeaks() }
        let leak = try #require(session.report().leaks.first)
        #expect(leak.className == "RefreshingController")
        #expect(leak.proven)
        #expect(leak.path.contains { $0.hasPrefix("onRefresh{capture") }, "\(leak.path)")
    }

    @Test("a strong delegate: a leak whose proven path goes through the helper's strongDelegate", arguments: [true, false])
    func delegateCycle(leaky: Bool) throws {
        let session = try Self.session()
        try session.present(SettingsController(runtime: session.runtime, leaky: leaky))
        session.dismiss()
        guard leaky else { session.expectNoLeaks(); return }
        withKnownIssue("SettingsController(leaky: true) is its helper's strong delegate") { session.expectNoLeaks() }
        let leak = try #require(session.report().leaks.first)
        #expect(leak.proven)
        #expect(Array(leak.path.dropFirst().dropLast()) == ["helper", "strongDelegate"], "\(leak.path)")
    }

    @Test("a static array cache of controllers: a leak held by DetailCache.screens[0], with no root registered", arguments: [true, false])
    func staticCache(cached: Bool) throws {
        defer { DetailCache.screens.removeAll() }
        let session = try Self.session()
        try session.push(DetailController(runtime: session.runtime, item: 42, cached: cached))
        session.pop()
        guard cached else { session.expectNoLeaks(); return }
        withKnownIssue("DetailController(cached: true) stays in DetailCache.screens") { session.expectNoLeaks() }
        let leak = try #require(session.report().leaks.first)
        #expect(leak.proven)
        #expect(leak.path == ["DetailCache.screens[0]"])
    }

    @Test(
        "a screen that ignores warnings keeps 12 MiB off screen: expectReclaimed fails for it and passes for the clean photo",
        arguments: [true, false])
    func ignoresWarnings(ignores: Bool) throws {
        let session = try Self.session()
        let photo = PhotoController(runtime: session.runtime, ignoresWarnings: ignores)
        try session.push(photo)
        try session.push(DetailController(runtime: session.runtime))
        let warning = session.memoryWarning()
        #expect(warning.screens?.contains { $0.controller == photo.traceLabel } == true)
        if ignores {
            withKnownIssue("PhotoController(ignoresWarnings: true) keeps its photo") {
                session.expectReclaimed(atLeast: 12_000_000, by: photo, in: warning)
            }
        } else {
            session.expectReclaimed(atLeast: 12_000_000, by: photo, in: warning)
            session.expectReclaimed(share: 0.9, by: photo, in: warning)
        }
        // One photo per viewDidLoad call, whichever variant.
        session.expectAllocatedPerCall(atMost: 13 << 20, in: .viewDidLoad, of: PhotoController.self)
        session.expectAllocatedPerInstance(atMost: 26 << 20, in: .viewDidLoad, of: PhotoController.self)
    }

    @Test(
        "a data source that never dequeues: expectCellsReused fails with the cells never dequeued; the dequeuing feed reuses and allocates 0 B per row of its own, in debug as in release",
        arguments: [false, true])
    func neverDequeues(dequeues: Bool) throws {
        let session = try Self.session(rows: 300, dequeues: dequeues)
        let scroll = try session.scroll(by: 64)
        #expect(scroll.rows > 280)
        #expect(scroll.cellsCreated == 0)  // the README's old check: passes for both, so it is not enough
        if dequeues {
            session.expectCellsReused(scroll, atMost: 0)
            session.expectSteadyScroll(scroll)
        } else {
            #expect(scroll.cellsNotDequeued > 280)
            withKnownIssue("FeedController(dequeues: false) makes a cell per row") { session.expectCellsReused(scroll, atMost: 0) }
            #expect(session.report().tables.first?.cellsNotDequeued ?? 0 > 280)
        }
    }

    @Test("a test that would allocate past its budget fails with the budget message, within the budget")
    func budgetStopsARunawayTest() throws {
        let reader = try ProcessMemoryReader()
        let start = try reader.read().anonymousBytes
        let budgetMB = (start >> 20) + 64
        // 3,000 rows at 3x, a new cell per row, each drawn: gigabytes without the budget.
        let session = try ProfilingSession(budgetMB: budgetMB)
        session.launch(NavigationController(rootViewController: FeedController(runtime: session.runtime, rows: 3000, dequeues: false)))
        try withKnownIssue("the runaway feed crosses its budget") {
            _ = try session.scroll(by: 64)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("memory budget exceeded") }
        }
        let peak = try reader.read().anonymousBytes
        #expect(peak < (budgetMB + 16) << 20, "resident \(peak >> 20) MiB against a budget of \(budgetMB) MiB")
        #expect(session.budget.budgetBytes == budgetMB << 20)
    }
}
