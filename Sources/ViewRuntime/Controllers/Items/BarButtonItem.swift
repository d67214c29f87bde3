import Foundation

/// A button in a navigation bar or a toolbar: the runtime's UIBarButtonItem.
///
/// Made with a title or image and a ``ClosureAction`` (UIKit's iOS 14 initializers), a system item,
/// or a target and a selector-like ``Action`` (nil for both is accepted, as in UIKit; `#selector`
/// itself is Objective-C and not available on Linux). ``simulateTap()`` is the user's tap.
/// Items are models: they make no views and cost their object and images only.
@preconcurrency @MainActor
public final class BarButtonItem {
    /// UIKit's system items (UIBarButtonItem.SystemItem, same raw values).
    public enum SystemItem: Int, Sendable, Hashable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }

    /// The button's look (UIBarButtonItem.Style).
    public enum Style: Int, Sendable, Hashable {
        case plain = 0, bordered = 1, done = 2
    }

    /// The button's title.
    public var title: String?
    /// The button's image, or nil.
    public var image: Image?
    /// The look. Default ``Style/plain``.
    public var style: Style = .plain
    /// The action a tap performs, or nil.
    public var primaryAction: ClosureAction?
    /// The menu a tap (without a primary action) or a long press opens, or nil.
    public var menu: Menu?
    /// Whether it can be tapped. Default true.
    public var isEnabled = true
    /// The tint, or nil to inherit the bar's. Recorded.
    public var tintColor: Color?
    /// An integer to tell items apart. Default 0.
    public var tag = 0
    /// The width of a fixed space, 0 for the item's own. Recorded.
    public var width: Double = 0
    /// The view shown instead of a button, or nil. Held strongly.
    public var customView: View?
    /// The system item it was made as, or nil.
    public let systemItem: SystemItem?
    /// The object receiving ``action`` (weak, as in UIKit); nil sends it up the responder chain,
    /// which a bar item is not in: nothing receives it.
    public weak var target: AnyObject?
    /// The action message sent to ``target`` on a tap, or nil.
    public var action: Action?

    /// UIKit's `init(title:image:primaryAction:menu:)`; every argument may be left out.
    public init(title: String? = nil, image: Image? = nil, primaryAction: ClosureAction? = nil, menu: Menu? = nil) {
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
        systemItem = nil
    }

    /// UIKit's `init(systemItem:primaryAction:menu:)`.
    public init(systemItem: SystemItem, primaryAction: ClosureAction? = nil, menu: Menu? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        style = systemItem == .done || systemItem == .save ? .done : .plain
    }

    /// UIKit's `init(barButtonSystemItem:target:action:)`: nil target and action are accepted.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Action?) {
        self.init(systemItem: systemItem)
        self.target = target
        self.action = action
    }

    /// UIKit's `init(title:style:target:action:)`.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Action?) {
        self.init(title: title)
        self.style = style
        self.target = target
        self.action = action
    }

    /// UIKit's `init(image:style:target:action:)`.
    public convenience init(image: Image?, style: Style, target: AnyObject?, action: Action?) {
        self.init(image: image)
        self.style = style
        self.target = target
        self.action = action
    }

    /// UIKit's `init(customView:)`.
    public convenience init(customView: View) {
        self.init()
        self.customView = customView
    }

    /// A fixed space of `width` points (UIKit's `fixedSpace(_:)`).
    public static func fixedSpace(_ width: Double) -> BarButtonItem {
        let item = BarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A flexible space (UIKit's `flexibleSpace()`).
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(systemItem: .flexibleSpace) }

    /// The user taps the item: if it is enabled, its ``primaryAction`` runs (with this item as
    /// sender), else ``action`` is sent to a ``target`` that is a ``Responder`` implementing it. A
    /// menu without a primary action only opens (nothing runs). Returns whether something ran.
    @discardableResult
    public func simulateTap() -> Bool {
        guard isEnabled else { return false }
        if let primaryAction { return primaryAction.perform(sender: self) }
        guard let action, let responder = target as? Responder else { return false }
        return Application.dispatch(action, to: responder, from: self, for: Event(kind: .touches))
    }
}
