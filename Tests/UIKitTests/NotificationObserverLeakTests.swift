import Foundation
import Profiler
import Testing
import UIKit
import ViewPressureTesting

// Screens that observe notifications with blocks, written as on iOS.

extension Notification.Name {
    static let inboxDidChange = Notification.Name("InboxDidChange")
    static let inboxDidRefresh = Notification.Name("InboxDidRefresh")
}

/// Removes its observer in `deinit`, which never runs while the block holds `self` (NC2).
final class ObservingInboxViewController: UIViewController {
    nonisolated(unsafe) var token: (any NSObjectProtocol)?
    var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        token = NotificationCenter.default.addObserver(forName: .inboxDidChange, object: nil, queue: .main) { _ in
            MainActor.assumeIsolated { self.refreshes += 1 }
        }
    }

    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
    }
}

/// Captures itself weakly: the registration outlives it but holds nothing.
final class WeakInboxViewController: UIViewController {
    var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = NotificationCenter.default.addObserver(forName: .inboxDidRefresh, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.refreshes += 1 }
        }
    }
}

/// Removes its observer when it disappears.
final class TidyInboxViewController: UIViewController {
    var token: (any NSObjectProtocol)?
    var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        token = NotificationCenter.default.addObserver(forName: .inboxDidRefresh, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { self.refreshes += 1 }
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if let token { NotificationCenter.default.removeObserver(token) }
        token = nil
    }
}

@MainActor
@Suite("Notification observers as leak holders", .serialized)
struct NotificationObserverLeakTests {
    /// A session with a navigation stack (made first: the screens join its runtime).
    private func session() throws -> ProfilingSession {
        let session = try ProfilingSession(measures: false)
        session.launch(UINavigationController(rootViewController: UIViewController()))
        return session
    }

    @Test(
        "NC2: a block observer capturing self, removed only in deinit, leaks; the path names the center, the notification and where it was registered"
    )
    func observerLeak() throws {
        let session = try session()
        let screen = ObservingInboxViewController()
        try session.push(screen)
        session.pop()
        defer { if let token = screen.token { NotificationCenter.default.removeObserver(token) } }
        let leak = try #require(session.checkLeaks().first)
        #expect(leak.proven)
        #expect(leak.path.count == 2)
        let holder = "NotificationCenter.default observer \"InboxDidChange\" (registered in viewDidLoad() at NotificationObserverLeakTests.swift:"
        #expect(leak.path.first?.hasPrefix(holder) == true, "\(leak.path)")
        #expect(leak.path.last == "block{capture 0: ObservingInboxViewController}")
        print("NC2 leak:", leak.path.joined(separator: " -> "), "|", leak.explanation)
    }

    @Test("NC1: the recorded observer is Foundation's: it is delivered and removed by its token")
    func observerDelivered() throws {
        let session = try session()
        weak var gone: TidyInboxViewController?
        try {
            let screen = TidyInboxViewController()
            gone = screen
            try session.push(screen)
            NotificationCenter.default.post(name: .inboxDidRefresh, object: nil)
            #expect(screen.refreshes == 1)
        }()
        session.pop()
        NotificationCenter.default.post(name: .inboxDidRefresh, object: nil)
        #expect(gone == nil)
        #expect(session.checkLeaks().isEmpty)
    }

    @Test("NC1 control: a weak capture leaves a registration that holds nothing, so no leak")
    func weakObserver() throws {
        let session = try session()
        try session.push(WeakInboxViewController())
        session.pop()
        #expect(session.checkLeaks().isEmpty)
    }
}
