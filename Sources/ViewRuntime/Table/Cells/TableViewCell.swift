import Foundation

/// A row of a ``TableView``: the runtime's UITableViewCell.
///
/// A cell is a ``View`` with a ``reuseIdentifier`` and a ``contentView`` holding the cell's
/// ``textLabel``, its ``imageView`` and, for every ``CellStyle`` but `.default`, a
/// ``detailTextLabel`` (UIKit's optional labels; nil where UIKit's style has none). The table adds
/// it as a subview while its row is visible and removes it when the row scrolls off, then queues it
/// for reuse under its identifier (TV4); ``prepareForReuse()`` runs just before a dequeue hands it
/// out again (TV7).
///
/// Subclass it as in UIKit (`override init(style:reuseIdentifier:)` and `required init?(coder:)`)
/// and register the subclass with ``TableView/register(_:forCellReuseIdentifier:)``; the table
/// creates cells with ``init(reuseIdentifier:)``, which calls `init(style: .default,
/// reuseIdentifier:)`, the subclass's override included. A subclass whose only initializers are
/// other ones (`init(model:)`) cannot be registered, as in UIKit, where the table would call the
/// missing `init(style:reuseIdentifier:)`. For cells that need parameters, register a closure with
/// ``TableView/register(forCellReuseIdentifier:_:)``.
///
/// Cost of creating one: four views (cell, content view, label, image view), five with a detail
/// label; backing stores are allocated when the cell is first drawn in a window, as for any view.
/// Reusing one costs nothing.
@preconcurrency @MainActor
open class TableViewCell: View {
    /// The layout of a cell's labels: UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable, Hashable {
        /// A text label (and image); no detail label.
        case `default`
        /// The text label on the left, the detail label right-aligned on the right.
        case value1
        /// The detail label's text after a narrow text label (as in Contacts).
        case value2
        /// The text label above a smaller detail label.
        case subtitle
    }

    /// The control drawn at the trailing edge: UIKit's `UITableViewCell.AccessoryType` (recorded;
    /// it draws nothing and allocates nothing).
    public enum AccessoryType: Int, Sendable, Hashable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// What editing does to a row: UIKit's `UITableViewCell.EditingStyle`, passed to the data
    /// source's `tableView(_:commit:forRowAt:)`.
    public enum EditingStyle: Int, Sendable, Hashable { case none, delete, insert }

    /// How a table separates its rows: UIKit's `UITableViewCell.SeparatorStyle` (recorded).
    public enum SeparatorStyle: Int, Sendable, Hashable { case none, singleLine, singleLineEtched }

    /// How a selected cell is highlighted: UIKit's `UITableViewCell.SelectionStyle` (recorded).
    public enum SelectionStyle: Int, Sendable, Hashable { case none, blue, gray, `default` }

    /// The identifier of the queue the cell goes back to when its row leaves the screen. A cell
    /// without one (nil or empty) is discarded instead (TV4).
    public let reuseIdentifier: String?
    /// The style the cell was made with.
    public let style: CellStyle
    /// The view that holds the cell's content; it fills the cell.
    public let contentView: View
    /// The cell's label, in the content view (UIKit's optional; never nil here).
    public final var textLabel: Label? { ownTextLabel }
    /// The secondary label, in the content view; nil for the `.default` style, as in UIKit.
    public final var detailTextLabel: Label? { ownDetailTextLabel }
    /// The cell's image view, in the content view (UIKit's optional; never nil here).
    public final var imageView: ImageView? { ownImageView }
    /// The trailing accessory (recorded, not drawn).
    public var accessoryType: AccessoryType = .none
    /// A custom accessory view: added to the cell, so its bytes count with the cell's.
    public var accessoryView: View? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
        }
    }
    /// The accessory shown while the table is editing (recorded).
    public var editingAccessoryType: AccessoryType = .none
    /// The highlight of a selected cell (recorded).
    public var selectionStyle: SelectionStyle = .default
    /// How deep the content is indented, in levels (recorded).
    public var indentationLevel = 0
    /// The content set with ``contentConfiguration``, or nil.
    public var contentConfiguration: ListContentConfiguration? {
        didSet { if let contentConfiguration { apply(contentConfiguration) } }
    }
    /// Whether the row is selected. The table sets it when the row is displayed and when the
    /// selection changes; setting it yourself changes only the cell.
    public var isSelected = false
    /// How many times ``prepareForReuse()`` was called by the table (for tests and accounting).
    public internal(set) var reuseCount = 0
    /// Set when a dequeue hands the cell out, cleared when the data source returns it: a cell
    /// returned without it was never dequeued (``TableReuseStatistics/cellsNotDequeued``).
    var handedOutByDequeue = false

    let ownTextLabel: Label
    let ownImageView: ImageView
    private(set) var ownDetailTextLabel: Label?

    /// Creates a cell of `style` for the queue `reuseIdentifier`, 320 x 44 points until the table
    /// sizes it: UIKit's designated initializer, the one a subclass overrides.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.style = style
        contentView = View()
        ownTextLabel = Label()
        ownImageView = ImageView()
        ownDetailTextLabel = style == .default ? nil : Label()
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        installContentViews()
    }

    /// UIKit's archive initializer: a `.default` cell without an identifier (archives are not
    /// read).
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        style = .default
        contentView = View()
        ownTextLabel = Label()
        ownImageView = ImageView()
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        installContentViews()
    }

    /// The content view in the cell, the image view and the labels in the content view: the end
    /// of both designated initializers.
    private final func installContentViews() {
        addWithoutChecks(contentView)
        contentView.addWithoutChecks(ownImageView)
        contentView.addWithoutChecks(ownTextLabel)
        if let ownDetailTextLabel { contentView.addWithoutChecks(ownDetailTextLabel) }
    }

    /// How the table makes a registered class's cells: `init(style: .default, reuseIdentifier:)`,
    /// dispatched to the subclass's override. Inherited by every subclass that overrides UIKit's
    /// two designated initializers (or declares none).
    public required convenience init(reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// A `.default` cell without an identifier, as UIKit's `UITableViewCell()` and
    /// `init(frame:)`: returned without a dequeue, it is counted as such (TV4).
    public override convenience init(frame: Rect = .zero) {
        self.init(style: .default, reuseIdentifier: nil)
        if frame != .zero { self.frame = frame }
    }

    /// A configuration holding this cell's style's defaults and no content: UIKit's
    /// `defaultContentConfiguration()`. Set it back with ``contentConfiguration``.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1: return .valueCell()
        case .value2: return .sidebarCell()
        }
    }

    /// Shows a configuration's content in the cell's labels and image view (the detail label is
    /// made if the configuration has secondary text and the style had none).
    private func apply(_ configuration: ListContentConfiguration) {
        ownTextLabel.text = configuration.text
        if let font = configuration.textProperties.font { ownTextLabel.font = font }
        if let color = configuration.textProperties.color { ownTextLabel.textColor = color }
        ownTextLabel.numberOfLines = configuration.textProperties.numberOfLines
        if configuration.secondaryText != nil || ownDetailTextLabel != nil {
            if ownDetailTextLabel == nil {
                let detail = Label()
                contentView.addWithoutChecks(detail)
                ownDetailTextLabel = detail
                setNeedsLayout()
            }
            ownDetailTextLabel?.text = configuration.secondaryText
        }
        ownImageView.image = configuration.image
        if let tint = configuration.imageProperties.tintColor { ownImageView.tintColor = tint }
    }

    /// Called on a queued cell just before ``TableView/dequeueReusableCell(withIdentifier:)`` (or the
    /// `for:` variant) returns it (TV7), and only then: never for a new cell, never for a cell
    /// without an identifier. Reset content-independent state here; the data source's
    /// `cellForRowAt` sets the content. The default does nothing; call super.
    open func prepareForReuse() {}

    /// Lays out the content view over the whole cell, the image view as a square on the left and
    /// the labels in the rest as the style places them. Runs only when the cell's size changed
    /// (not in steady-state scrolling).
    open override func layoutSubviews() {
        contentView.frame = Rect(origin: .zero, size: bounds.size)
        let side = bounds.height
        ownImageView.frame = Rect(x: 0, y: 0, width: side, height: side)
        let width = max(0, bounds.width - side)
        guard let detail = ownDetailTextLabel else {
            ownTextLabel.frame = Rect(x: side, y: 0, width: width, height: side)
            return
        }
        switch style {
        case .subtitle, .default:
            ownTextLabel.frame = Rect(x: side, y: 0, width: width, height: side * 0.55)
            detail.frame = Rect(x: side, y: side * 0.55, width: width, height: side * 0.45)
        case .value1, .value2:
            let split = style == .value1 ? width * 0.6 : width * 0.3
            ownTextLabel.frame = Rect(x: side, y: 0, width: split, height: side)
            detail.frame = Rect(x: side + split, y: 0, width: width - split, height: side)
        }
    }

    /// The layout pass, as ``View/layoutIfNeeded()`` runs it, without walking the cell's own
    /// content views one by one while they are still the ones the cell was created with.
    ///
    /// With variable row heights, a reused cell changes size on most scroll steps, so this runs
    /// about once per scrolled row: the generic pass would visit four views, each with two weak
    /// loads, exclusivity checks and a retained subview array. Here the content view, image view
    /// and label (exact `View`, ``ImageView`` and ``Label`` instances made in `init`, whose
    /// `layoutSubviews()` do nothing and which are no controller's root view) only have their
    /// flags cleared; any other subtree (subviews added by a subclass or by `layoutSubviews()`)
    /// takes the generic pass, as does a cell that is a controller's root view.
    public override func layoutIfNeeded() {
        guard owningController == nil else {
            super.layoutIfNeeded()
            return
        }
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        if hasOwnContentOnly {
            contentView.needsLayout = false
            ownImageView.needsLayout = false
            ownTextLabel.needsLayout = false
        } else {
            for subview in subviews { subview.layoutIfNeeded() }
        }
    }

    /// Whether the subtree is exactly the content view holding the image view and the label, as
    /// `init` built it for the `.default` style, with no controller owning any of them.
    private var hasOwnContentOnly: Bool {
        let content = contentView.subviews
        return ownDetailTextLabel == nil && subviews.count == 1 && subviews[0] === contentView
            && content.count == 2 && content[0] === ownImageView && content[1] === ownTextLabel
            && ownImageView.subviews.isEmpty && ownTextLabel.subviews.isEmpty
            && contentView.owningController == nil && ownImageView.owningController == nil
            && ownTextLabel.owningController == nil
    }

    /// Whether the cell's subtree was drawn in a window since its backing stores were last purged:
    /// lets the table skip the window look-up and the drawing walk for cells that are already drawn.
    var isDrawn = false

    override func purgeBackingStores() {
        isDrawn = false
        super.purgeBackingStores()
    }

    func callPrepareForReuse() {
        reuseCount += 1
        prepareForReuse()
    }
}
