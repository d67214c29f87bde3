// UIKit's control classes, over ViewRuntime's.

/// A view that sends actions for events: UIKit's `UIControl`.
public typealias UIControl = Control
/// A tappable control: UIKit's `UIButton`.
public typealias UIButton = Button
/// An editable line of text: UIKit's `UITextField`.
public typealias UITextField = TextField
/// A value on a track: UIKit's `UISlider`.
public typealias UISlider = Slider
public typealias UIPageControl = PageControl
public typealias UIDatePicker = DatePicker
public typealias UIDatePickerStyle = DatePicker.Style
public typealias UITextFieldDelegate = TextFieldDelegate
public typealias UIKeyboardType = KeyboardType
public typealias UIReturnKeyType = ReturnKeyType
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
public typealias UITextAutocorrectionType = TextAutocorrectionType
public typealias UITextContentType = TextContentType

extension Control {
    /// The events a control sends: UIKit's `UIControl.Event`.
    public typealias Event = ControlEvents
}
