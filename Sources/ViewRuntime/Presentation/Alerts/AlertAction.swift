/// A button of an ``AlertController``: the runtime's UIAlertAction.
@MainActor
public final class AlertAction {
    /// How an action looks and where it goes (UIAlertAction.Style, UIKit's raw values).
    public enum Style: Int, Sendable, Hashable {
        case `default` = 0, cancel = 1, destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The style.
    public let style: Style
    /// Whether the user can tap it. Default true.
    public var isEnabled = true
    /// Run when the user taps the button, after the alert is dismissed.
    let handler: (@MainActor (AlertAction) -> Void)?

    /// An action titled `title` running `handler` when tapped (UIKit's
    /// `init(title:style:handler:)`). The alert holds the handler strongly, as UIKit does: a
    /// handler that captures the controller holding the alert strongly makes a cycle.
    public init(title: String?, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
