/// An entry of a ``Menu``: the runtime's UIMenuElement (a ``ClosureAction`` or a submenu).
@MainActor
open class MenuElement {
    /// The entry's title.
    public var title: String
    /// The entry's image, or nil. Held strongly (its bytes are counted where it was made).
    public var image: Image?

    init(title: String, image: Image?) {
        self.title = title
        self.image = image
    }
}

/// A menu of actions and submenus: the runtime's UIMenu, as a ``BarButtonItem``'s or a button's
/// ``BarButtonItem/menu``. Opening it is a user gesture the runtime does not model; its actions
/// run through ``ClosureAction/perform(sender:)``.
@MainActor
public final class Menu: MenuElement {
    /// How a menu shows (UIMenu.Options).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// A menu's identifier (UIMenu.Identifier).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The entries, in order.
    public let children: [MenuElement]
    /// The display options.
    public let options: Options
    /// The identifier, or nil.
    public let identifier: Identifier?

    /// UIKit's `init(title:subtitle:image:identifier:options:children:)`.
    public init(
        title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [MenuElement] = []
    ) {
        self.children = children
        self.options = options
        self.identifier = identifier
        super.init(title: title, image: image)
    }

    /// This menu with other children (UIKit's `replacingChildren(_:)`).
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The actions of this menu and its submenus, depth first.
    public var allActions: [ClosureAction] {
        children.flatMap { element -> [ClosureAction] in
            if let action = element as? ClosureAction { return [action] }
            return (element as? Menu)?.allActions ?? []
        }
    }
}

/// An action run by a closure: the runtime's UIAction (ViewRuntime's ``Action`` is a selector's
/// name). A menu entry, a ``BarButtonItem``'s ``BarButtonItem/primaryAction``, or a control's
/// action (``Control/addAction(_:for:)``).
@MainActor
public final class ClosureAction: MenuElement {
    /// An action's identifier (UIAction.Identifier).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How an entry looks (UIMenuElement.Attributes).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A check mark state (UIMenuElement.State).
    public enum State: Int, Sendable, Hashable { case off = 0, on = 1, mixed = 2 }

    /// The identifier: given, or a unique one.
    public let identifier: Identifier
    /// The entry's attributes.
    public var attributes: Attributes
    /// The check mark state.
    public var state: State
    /// The subtitle, or nil.
    public var subtitle: String?
    /// The object that last performed the action (a control, a bar button item), or nil.
    public private(set) weak var sender: AnyObject?
    private let handler: @MainActor (ClosureAction) -> Void
    private static var nextIdentifier = 0

    /// UIKit's `init(title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    public init(
        title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
        handler: @escaping @MainActor (ClosureAction) -> Void
    ) {
        if let identifier {
            self.identifier = identifier
        } else {
            Self.nextIdentifier += 1
            self.identifier = Identifier("com.viewpressure.action.\(Self.nextIdentifier)")
        }
        self.attributes = attributes
        self.state = state
        self.subtitle = subtitle
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with ``sender`` set to `sender`, unless the action is disabled or hidden.
    /// Returns whether it ran.
    @discardableResult
    public func perform(sender: AnyObject? = nil) -> Bool {
        guard attributes.isDisjoint(with: [.disabled, .hidden]) else { return false }
        self.sender = sender
        handler(self)
        return true
    }
}
