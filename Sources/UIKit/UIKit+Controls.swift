// UIKit's control classes, over ViewRuntime's.

/// A view that sends actions for events: UIKit's `UIControl`.
public typealias UIControl = Control
/// A tappable control: UIKit's `UIButton`.
public typealias UIButton = Button
/// An editable line of text: UIKit's `UITextField`.
public typealias UITextField = TextField
/// A value on a track: UIKit's `UISlider`.
public typealias UISlider = Slider

extension Control {
    /// The events a control sends: UIKit's `UIControl.Event`.
    public typealias Event = ControlEvents
}
