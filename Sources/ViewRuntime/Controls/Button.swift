public import Foundation

/// A push button: a ``Control`` that sends `primaryActionTriggered` right after `touchUpInside`,
/// as iOS 14+ buttons do.
@MainActor
open class Button: Control {
    /// The title.
    public var title: String?

    public init(frame: Rect = .zero, title: String? = nil) {
        self.title = title
        super.init(frame: frame)
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func trackedTouchDidEnd(inside: Bool, event: Event?) {
        if inside { sendActions(for: .primaryActionTriggered, event: event) }
    }
}
