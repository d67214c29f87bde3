public import Profiler

/// A leak's identity across runs: the leaked controller's class and the field names along
/// the path that holds it, without instance numbers or indices (`MessageController:
/// window[0].rootViewController.onClose`). Stable across runs and across changes that do not
/// touch that path, so a team can allow a known leak while it is being fixed and still fail
/// on every new one.
public struct LeakFingerprint: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The fingerprint of a leak the profiler found.
    public init(_ leak: LeakFinding) {
        let fields = leak.path.map(Self.field).filter { !$0.isEmpty }
        rawValue = leak.className + (fields.isEmpty ? "" : ": " + fields.joined(separator: "."))
    }

    public var description: String { rawValue }

    /// A path step without instance numbers (`detail#3` -> `detail`) or element indices
    /// (`screens[12]` -> `screens`), and without the leading "(closure)" notes.
    static func field(_ step: String) -> String {
        var text = step
        if let hash = text.firstIndex(of: "#") { text = String(text[..<hash]) }
        while let open = text.lastIndex(of: "["), let close = text.lastIndex(of: "]"), open < close {
            text.removeSubrange(open...close)
        }
        return text.split(separator: " ").first.map(String.init) ?? ""
    }
}
