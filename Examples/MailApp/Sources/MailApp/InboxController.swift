public import Foundation
public import ViewRuntime

/// The inbox: a table of every message, cells reused under `message`, each with the sender's
/// avatar (one shared bitmap). Tapping a row opens the message; the compose button presents
/// the compose screen.
@MainActor
public final class InboxController: TableViewController {
    public let mailbox: Mailbox
    /// Passed to every message screen this inbox opens.
    public let leakyMessages: Bool
    /// The avatar every row shows: 40 x 40 points at 3x, made once.
    let avatar = Image(width: 120, height: 120)

    public init(runtime: Runtime, mailbox: Mailbox, leakyMessages: Bool = false) {
        self.mailbox = mailbox
        self.leakyMessages = leakyMessages
        super.init(runtime: runtime)
        title = "Inbox"
    }

    /// Not used: the app builds its screens in code (UIKit requires the initializer of every subclass).
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 72
        try? tableView.register(TableViewCell.self, forCellReuseIdentifier: "message")
    }

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { mailbox.count }

    /// Configures a reused cell: a string and a shared image, no allocation.
    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = mailbox.subjects[indexPath.row]
        cell.imageView?.image = avatar
        return cell
    }

    /// Opens the message.
    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let message = MessageController(runtime: runtime, subject: mailbox.subjects[indexPath.row], leaky: leakyMessages)
        try? navigationController?.pushViewController(message, animated: true)
    }

    /// The compose button.
    public func compose() throws {
        try present(ComposeController(runtime: runtime), animated: true)
    }
}
