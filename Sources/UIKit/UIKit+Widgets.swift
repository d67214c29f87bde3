// UIKit's widget classes (colours, fonts, images, labels' text types, switches and other controls,
// alerts, bar items, menus, bars, scroll views), over ViewRuntime's. What each supports, records or
// lacks: docs/UIKIT-COMPATIBILITY.md.

// MARK: Colours, fonts, layers

/// A colour: UIKit's `UIColor`.
public typealias UIColor = Color
/// Core Graphics' colour, as `layer.borderColor = color.cgColor` takes it: the colour itself on Linux.
public typealias CGColor = Color
/// A font: UIKit's `UIFont`.
public typealias UIFont = Font
/// A view's layer, the properties screens set: Core Animation's `CALayer`.
public typealias CALayer = Layer
/// Text alignment: UIKit's `NSTextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// How a line that does not fit is cut: UIKit's `NSLineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode

extension View {
    /// How a view lays out its content: UIKit's `UIView.ContentMode`.
    public typealias ContentMode = ViewRuntime.ContentMode
}

// MARK: Images

/// An image with a real bitmap: UIKit's `UIImage`.
public typealias UIImage = Image
/// A view showing an image: UIKit's `UIImageView`.
public typealias UIImageView = ImageView
/// Images drawn in code: UIKit's `UIGraphicsImageRenderer`.
public typealias UIGraphicsImageRenderer = ImageRenderer
/// A renderer's scale and opacity: UIKit's `UIGraphicsImageRendererFormat`.
public typealias UIGraphicsImageRendererFormat = ImageRendererFormat
/// What a renderer's drawing closure receives: UIKit's `UIGraphicsImageRendererContext`.
public typealias UIGraphicsImageRendererContext = ImageRendererContext

// MARK: Controls and views

/// An on/off switch: UIKit's `UISwitch`.
public typealias UISwitch = Switch
/// A row of segments: UIKit's `UISegmentedControl`.
public typealias UISegmentedControl = SegmentedControl
/// A minus/plus pair: UIKit's `UIStepper`.
public typealias UIStepper = Stepper
/// A spinner: UIKit's `UIActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// A view larger inside than outside: UIKit's `UIScrollView`.
public typealias UIScrollView = ScrollView
/// Told when a scroll view scrolls: UIKit's `UIScrollViewDelegate`.
public typealias UIScrollViewDelegate = ScrollViewDelegate

// MARK: Actions and menus

/// An action run by a closure: UIKit's `UIAction`.
public typealias UIAction = ClosureAction
/// A menu: UIKit's `UIMenu`.
public typealias UIMenu = Menu
/// An entry of a menu: UIKit's `UIMenuElement`.
public typealias UIMenuElement = MenuElement

extension MenuElement {
    /// How an entry looks: UIKit's `UIMenuElement.Attributes`.
    public typealias Attributes = ClosureAction.Attributes
    /// A check mark state: UIKit's `UIMenuElement.State`.
    public typealias State = ClosureAction.State
}

// MARK: Alerts, bar items and bars

/// An alert or action sheet: UIKit's `UIAlertController`.
public typealias UIAlertController = AlertController
/// A button of an alert: UIKit's `UIAlertAction`.
public typealias UIAlertAction = AlertAction
/// A button in a navigation bar or toolbar: UIKit's `UIBarButtonItem`.
public typealias UIBarButtonItem = BarButtonItem
/// A navigation controller's bar: UIKit's `UINavigationBar`.
public typealias UINavigationBar = NavigationBar
/// A tab bar controller's bar: UIKit's `UITabBar`.
public typealias UITabBar = TabBar
/// A bar's look: UIKit's `UIBarAppearance`.
public typealias UIBarAppearance = BarAppearance
/// A navigation bar's look: UIKit's `UINavigationBarAppearance`.
public typealias UINavigationBarAppearance = NavigationBarAppearance
/// A tab bar's look: UIKit's `UITabBarAppearance`.
public typealias UITabBarAppearance = TabBarAppearance
/// A bar's style: UIKit's `UIBarStyle`.
public typealias UIBarStyle = NavigationBar.BarStyle
