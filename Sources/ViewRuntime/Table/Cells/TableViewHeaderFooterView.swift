public import Foundation

/// A reusable section header or footer: UIKit's `UITableViewHeaderFooterView`, registered with
/// ``TableView/register(_:forHeaderFooterViewReuseIdentifier:)`` and made by
/// ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``.
///
/// The table lays out section headers and footers by height only: it does not ask the delegate
/// for header views (`viewForHeaderInSection` compiles and is not called), so a header view
/// costs what the app makes of it (docs/UIKIT-COMPATIBILITY.md).
@preconcurrency @MainActor
open class TableViewHeaderFooterView: View {
    /// The identifier it was made for.
    public let reuseIdentifier: String?
    /// The view that holds the content.
    public let contentView = View()
    /// The default label.
    public final var textLabel: Label? { ownTextLabel }
    private let ownTextLabel = Label()

    /// A header or footer for `reuseIdentifier`: UIKit's designated initializer.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 28))
        installContentViews()
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        installContentViews()
    }

    private final func installContentViews() {
        addWithoutChecks(contentView)
        contentView.addWithoutChecks(ownTextLabel)
    }

    /// How the table makes a registered class's views: `init(reuseIdentifier:)`, dispatched to the
    /// subclass's override (Swift needs a required initializer to make an instance from a class
    /// value; a subclass overriding UIKit's two initializers inherits this one).
    public required convenience init(dequeuedWithReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    /// Called before the view is handed out again. The default does nothing.
    open func prepareForReuse() {}
}

extension TableView {
    /// Registers a header or footer class for `identifier` (nil unregisters).
    public func register(_ viewClass: TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterViews.headerFooterClasses[identifier] = viewClass
    }

    /// A header or footer view of the class registered for `identifier`, or nil when none is
    /// registered (as in UIKit). The runtime does not display section header views, so each call
    /// makes one; the app holds it as long as it keeps it.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        guard let viewClass = headerFooterViews.headerFooterClasses[identifier] else { return nil }
        return viewClass.init(dequeuedWithReuseIdentifier: identifier)
    }
}
