// UIKit's view classes, over ViewRuntime's.

/// A rectangle in a view tree: UIKit's `UIView`.
public typealias UIView = View
/// The root of an on-screen view tree: UIKit's `UIWindow`.
public typealias UIWindow = Window
/// A line of text: UIKit's `UILabel`.
public typealias UILabel = Label
public typealias UITextView = TextView
public typealias UITextViewDelegate = TextViewDelegate
public typealias UIProgressView = ProgressView
public typealias UIStatusBarStyle = StatusBarStyle
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
