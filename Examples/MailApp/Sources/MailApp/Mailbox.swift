/// The messages of one mailbox: subjects made once, up front, so that showing a row in the
/// inbox allocates nothing (a cell's label just takes the string).
public final class Mailbox: Sendable {
    /// One subject per message.
    public let subjects: [String]

    /// A mailbox of `count` messages.
    public init(count: Int) {
        subjects = (0..<count).map { "Message \($0): quarterly report, draft \($0 % 7)" }
    }

    public var count: Int { subjects.count }
}
