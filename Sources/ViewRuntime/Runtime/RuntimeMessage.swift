import Foundation

/// What ``Diagnostic`` (something UIKit logs) and ``RuntimeError`` (something UIKit raises)
/// share: a stable code to test against and UIKit's text, which is the description.
public protocol RuntimeMessage: CustomStringConvertible {
    associatedtype Code: RuntimeMessageCode
    /// What happened, as a stable code.
    var code: Code { get }
    /// UIKit's text (with `<Class: label>` where UIKit prints `<Class: 0x...>`).
    var message: String { get }
}

extension RuntimeMessage {
    public var description: String { message }
}

/// A message's stable code: a name, which is its description.
public protocol RuntimeMessageCode: Hashable, Sendable, CustomStringConvertible {
    var rawValue: String { get }
}

extension RuntimeMessageCode {
    public var description: String { rawValue }
}
