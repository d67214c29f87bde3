public import ViewRuntime

/// Where allocation stacks are sampled (`--stacks-window`).
public enum StackWindow: Sendable, Hashable, CustomStringConvertible {
    /// The whole run, from the first phase to the end.
    case all
    /// Every callback of one kind (`callback:viewDidLoad`), from the outermost call's start to its end.
    case callback(CallbackKind)
    /// Every callback of one scene's controllers (`scene:inbox`).
    case scene(String)
    /// Every phase with this label (`phase:checkpoint`).
    case phase(String)

    /// Reads `all`, `callback:NAME`, `scene:ID` or `phase:LABEL`.
    ///
    /// - Throws: ``ProfilerError`` (``ProfilerError/Code/invalidStackWindow``) with the accepted forms (and callback names) when the text is none of them.
    public init(parsing text: String) throws(ProfilerError) {
        if text == "all" { self = .all; return }
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[1].isEmpty, parts[1].count <= 200 else {
            throw ProfilerError(
                .invalidStackWindow,
                "--stacks-window: expected all, callback:NAME, scene:ID or phase:LABEL, found \"\(text.prefix(200))\"")
        }
        switch parts[0] {
        case "callback":
            guard let kind = CallbackKind(rawValue: parts[1]) else {
                throw ProfilerError(
                    .invalidStackWindow,
                    "--stacks-window: unknown callback \"\(parts[1])\"; expected one of "
                        + CallbackKind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            self = .callback(kind)
        case "scene": self = .scene(parts[1])
        case "phase": self = .phase(parts[1])
        default:
            throw ProfilerError(
                .invalidStackWindow,
                "--stacks-window: expected all, callback:NAME, scene:ID or phase:LABEL, found \"\(text.prefix(200))\"")
        }
    }

    public var description: String {
        switch self {
        case .all: "all"
        case .callback(let kind): "callback:\(kind.rawValue)"
        case .scene(let id): "scene:\(id)"
        case .phase(let label): "phase:\(label)"
        }
    }
}
