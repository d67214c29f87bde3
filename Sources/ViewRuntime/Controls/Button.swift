public import Foundation

/// A push button: a ``Control`` that sends `primaryActionTriggered` right after `touchUpInside`,
/// as iOS 14+ buttons do. UIKit's `UIButton`: titles, title colours and images per
/// ``Control/State`` (`setTitle(_:for:)` and friends, falling back to `.normal` as UIKit does),
/// a ``titleLabel`` and an ``imageView`` made on first use (each a subview, so its bytes count with
/// the button), a ``ButtonType``, and ``Configuration`` for iOS 15 styles.
///
/// What draws nothing here is recorded: insets, colours, background images.
@preconcurrency @MainActor
open class Button: Control {
    /// UIKit's `UIButton.ButtonType`: recorded (a system button tints its title).
    public enum ButtonType: Int, Sendable, Hashable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        /// UIKit's `.roundedRect`, the same as `.system`.
        public static let roundedRect = ButtonType.system
    }

    /// The type the button was made with (`.custom` for `init(frame:)`, as in UIKit).
    public private(set) var buttonType: ButtonType = .custom
    /// Padding around the title and image (recorded).
    public var contentEdgeInsets = EdgeInsets.zero
    /// Insets of the title (recorded).
    public var titleEdgeInsets = EdgeInsets.zero
    /// Insets of the image (recorded).
    public var imageEdgeInsets = EdgeInsets.zero
    /// Whether the title dims while highlighted (recorded).
    public var adjustsImageWhenHighlighted = true
    /// The iOS 15 configuration; setting it shows its title and image for `.normal`.
    public var configuration: Configuration? {
        didSet { showConfiguration() }
    }

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: Color] = [:]
    private var images: [UInt: Image] = [:]
    private var backgroundImages: [UInt: Image] = [:]
    private var titleLabelStorage: Label?
    private var imageViewStorage: ImageView?

    /// A custom-type button at `frame`: UIKit's designated `init(frame:)`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A button at `frame` with a `.normal` title.
    public convenience init(frame: Rect = .zero, title: String?) {
        self.init(frame: frame)
        setTitle(title, for: .normal)
    }

    /// A button of `type`: UIKit's `UIButton(type:)`.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
    }

    /// A button that performs `primaryAction` (its title becomes the button's): UIKit's
    /// `init(frame:primaryAction:)` and `init(type:primaryAction:)`.
    public convenience init(type: ButtonType = .system, frame: Rect = .zero, primaryAction: ClosureAction?) {
        self.init(frame: frame)
        buttonType = type
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    /// A button with `configuration`: UIKit's `UIButton(configuration:primaryAction:)`.
    public convenience init(configuration: Configuration, primaryAction: ClosureAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        // An initializer's own assignment runs no didSet: show it here.
        self.configuration = configuration
        showConfiguration()
    }

    /// Shows the configuration's title and image for `.normal`.
    private final func showConfiguration() {
        guard let configuration else { return }
        setTitle(configuration.title, for: .normal)
        setImage(configuration.image, for: .normal)
    }

    // MARK: Titles

    /// The `.normal` title (a shorthand for ``setTitle(_:for:)`` and ``title(for:)``).
    public var title: String? {
        get { title(for: .normal) }
        set { setTitle(newValue, for: .normal) }
    }

    /// Sets the title shown in `state` (nil removes it; other states fall back to `.normal`).
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        titleLabelStorage?.text = currentTitle
    }

    /// The title for `state`, or the `.normal` one when `state` has none.
    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// The title shown now (for the button's current ``Control/state``).
    public var currentTitle: String? { title(for: state) }

    /// Sets the title colour for `state` (recorded; the title label shows the current one).
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
        if let titleLabelStorage, let current = currentTitleColor { titleLabelStorage.textColor = current }
    }

    /// The title colour for `state`, or the `.normal` one.
    public func titleColor(for state: State) -> Color? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// The title colour shown now; a system button's default is its tint.
    public var currentTitleColor: Color! {
        titleColor(for: state) ?? (buttonType == .system ? tintColor : .white)
    }

    /// The label showing the current title, made on first use and added to the button.
    public var titleLabel: Label? {
        if let titleLabelStorage { return titleLabelStorage }
        let label = Label(frame: Rect(origin: .zero, size: bounds.size))
        label.text = currentTitle
        label.textAlignment = .center
        addWithoutChecks(label)
        titleLabelStorage = label
        return label
    }

    // MARK: Images

    /// Sets the image shown in `state` (other states fall back to `.normal`).
    public func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
        imageViewStorage?.image = currentImage
    }

    /// The image for `state`, or the `.normal` one.
    public func image(for state: State) -> Image? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// The image shown now.
    public var currentImage: Image? { image(for: state) }

    /// Sets the background image for `state` (held, so its bytes count while the button lives).
    public func setBackgroundImage(_ image: Image?, for state: State) { backgroundImages[state.rawValue] = image }

    /// The background image for `state`, or the `.normal` one.
    public func backgroundImage(for state: State) -> Image? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The image view showing the current image, made on first use and added to the button.
    public var imageView: ImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = ImageView(image: currentImage)
        insertWithoutChecks(view, at: 0)
        imageViewStorage = view
        return view
    }

    override func trackedTouchDidEnd(inside: Bool, event: Event?) {
        if inside { sendActions(for: .primaryActionTriggered, event: event) }
    }
}
