/// One value a closure captured, as its capture descriptor records it.
public struct CapturedValue: Sendable, Hashable {
    /// The capture's position in the closure's context.
    public var index: Int
    /// The captured value's type, without its module (`?` when it cannot be resolved).
    public var type: String
    /// `strong`, `weak`, `unowned` or `unowned(unsafe)`.
    public var ownership: String
    /// Captured in a box (a `var`, or a capture-list entry the compiler boxed): the box is held
    /// strongly, `type` and `ownership` describe what it holds.
    public var boxed: Bool

    public init(index: Int, type: String, ownership: String, boxed: Bool = false) {
        self.index = index
        self.type = type
        self.ownership = ownership
        self.boxed = boxed
    }
}

/// What a closure captured and how: which captured references are strong, which weak or
/// unowned. The leak oracle reads captures this way; this is the same reading, for a test or
/// a debugger (`ClosureCaptures.of(controller.onRefresh as Any)`).
public enum ClosureCaptures {
    /// The captures of `closure`, or nil when `closure` is not a thick Swift closure. A closure
    /// that captures nothing has none. Passing a closure as `Any` may wrap it in a
    /// reabstraction thunk whose only capture is the closure itself: such a thunk (a context
    /// whose single capture is a closure) is looked through.
    ///
    /// Cost: a few loads per capture, and one type look-up per capture type.
    public static func of(_ closure: Any) -> [CapturedValue]? {
        guard SwiftMetadata.isThickFunction(type(of: closure)) else { return nil }
        guard var context = FunctionValue.context(of: closure) else { return [] }
        var captures = ClosureContextReader.captures(of: context)
        while captures.count == 1, case .context(let inner, kind: "closure") = captures[0].content {
            context = inner
            captures = ClosureContextReader.captures(of: context)
        }
        return captures.map { capture in
            // A captured variable (or a `[weak x]` the compiler boxed) is a box: report what it holds.
            if case .context(let box, kind: "var") = capture.content, let held = ClosureContextReader.captures(of: box).first {
                return CapturedValue(index: capture.index, type: held.typeName, ownership: held.ownership.keyword, boxed: true)
            }
            return CapturedValue(index: capture.index, type: capture.typeName, ownership: capture.ownership.keyword, boxed: false)
        }
    }
}
