import Synchronization

/// One block registered with a `NotificationCenter` through the UIKit module's
/// `addObserver(forName:object:queue:using:)`: the center keeps it, with everything the block
/// captures, until `removeObserver(_:)` is given the registration's token (NC1). The center
/// holds the registration (through the block it was given, which calls ``block``); the
/// registry holds it weakly, so the registration lives exactly as long as the center keeps it.
///
/// The leak walk reads the live registrations as roots named after the center, the
/// notification and the call site (``rootName``), so a controller captured by a block that was
/// never removed is found with a path that names its holder (NC2).
public final class NotificationRegistration: Sendable {
    /// The notification's name.
    public let name: String
    /// Where the observer was added: `viewDidLoad() at InboxViewController.swift:42`.
    public let site: String
    /// `NotificationCenter.default`, or `NotificationCenter` for another center.
    public let center: String
    /// The registered block, kept strongly (as the center keeps it).
    public let block: @Sendable (Notification) -> Void

    init(name: String, site: String, center: String, block: @escaping @Sendable (Notification) -> Void) {
        self.name = name
        self.site = site
        self.center = center
        self.block = block
    }

    /// The leak walk's name for this holder:
    /// `NotificationCenter.default observer "refresh" (registered in viewDidLoad() at Inbox.swift:42)`.
    public var rootName: String { "\(center) observer \"\(name)\" (registered in \(site))" }
}

/// The live block registrations made through the UIKit module, process-wide (as
/// `NotificationCenter.default` is). Registering costs one allocation and a lock; reading is
/// done only by the leak check.
package enum NotificationRegistrations {
    private final class WeakEntry: Sendable {
        nonisolated(unsafe) weak var registration: NotificationRegistration?
        init(_ registration: NotificationRegistration) { self.registration = registration }
    }

    private static let entries = Mutex<[WeakEntry]>([])

    /// Registers `block` with `center` through Foundation's own method, keeping a weak record
    /// of it, and returns Foundation's token (for `removeObserver(_:)`).
    package static func register(
        _ center: NotificationCenter, name: Notification.Name, object: Any?, queue: OperationQueue?, site: String,
        block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol {
        let label = center === NotificationCenter.default ? "NotificationCenter.default" : "NotificationCenter"
        let registration = NotificationRegistration(name: name.rawValue, site: site, center: label, block: block)
        let token = center.addObserver(forName: name, object: object, queue: queue) { note in registration.block(note) }
        entries.withLock { entries in
            entries.removeAll { $0.registration == nil }
            entries.append(WeakEntry(registration))
        }
        return token
    }

    /// The registrations the centers still hold, oldest first.
    package static func live() -> [NotificationRegistration] {
        entries.withLock { entries in entries.compactMap(\.registration) }
    }

    /// `viewDidLoad() at InboxViewController.swift:42` from `#function`, `#fileID`, `#line`.
    package static func site(function: String, fileID: String, line: Int) -> String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return "\(function) at \(file):\(line)"
    }
}
