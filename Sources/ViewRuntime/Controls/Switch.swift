public import Foundation

/// An on/off switch: the runtime's UISwitch. A release inside toggles ``isOn``, then sends
/// `valueChanged` (after `touchUpInside`); setting the state in code sends nothing, as in UIKit.
@preconcurrency @MainActor
open class Switch: Control {
    /// The state. Setting it programmatically sends nothing (UIKit's `setOn(_:animated:)`).
    public var isOn = false
    /// The track's colour when on. Recorded (nothing is drawn).
    public var onTintColor: Color?
    /// The thumb's colour. Recorded.
    public var thumbTintColor: Color?

    /// UIKit's size for a switch: 51 x 31 points.
    public static let standardSize = Size(width: 51, height: 31)

    /// A switch at `frame`'s origin; an empty frame gets UIKit's ``standardSize`` (UIKit always
    /// uses it; a non-empty size is kept here for scenes that lay switches out themselves).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame.isEmpty ? Rect(origin: frame.origin, size: Self.standardSize) : frame)
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the state without sending actions (UIKit's `setOn(_:animated:)`; the animation is
    /// recorded nowhere, the state changes at once).
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    override func trackedTouchDidEnd(inside: Bool, event: Event?) {
        guard inside else { return }
        isOn.toggle()
        sendActions(for: .valueChanged, event: event)
    }
}
