/// A row of a ``TableView``: the runtime's UITableViewCell.
///
/// A cell is a ``View`` with a ``reuseIdentifier``, a ``contentView`` holding a ``textLabel`` and an
/// ``imageView``. The table adds it as a subview while its row is visible and removes it when the row
/// scrolls off, then queues it for reuse under its identifier (TV4); ``prepareForReuse()`` runs just
/// before a dequeue hands it out again (TV7).
///
/// Subclass it and register the subclass with ``TableView/register(_:forCellReuseIdentifier:)``; the
/// table creates cells with ``init(reuseIdentifier:)``. For cells that need parameters, register a
/// closure with ``TableView/register(forCellReuseIdentifier:_:)``.
///
/// Cost of creating one: four views (cell, content view, label, image view); backing stores are
/// allocated when the cell is first drawn in a window, as for any view. Reusing one costs nothing.
@MainActor
open class TableViewCell: View {
    /// The identifier of the queue the cell goes back to when its row leaves the screen. A cell
    /// without one (nil or empty) is discarded instead (TV4).
    public let reuseIdentifier: String?
    /// The view that holds the cell's content; it fills the cell.
    public let contentView: View
    /// The cell's label, in the content view.
    public let textLabel: Label
    /// The cell's image view, in the content view.
    public let imageView: ImageView
    /// Whether the row is selected. The table sets it when the row is displayed and when the
    /// selection changes; setting it yourself changes only the cell.
    public var isSelected = false
    /// How many times ``prepareForReuse()`` was called by the table (for tests and accounting).
    public internal(set) var reuseCount = 0
    /// Set when a dequeue hands the cell out, cleared when the data source returns it: a cell
    /// returned without it was never dequeued (``TableReuseStatistics/cellsNotDequeued``).
    var handedOutByDequeue = false

    /// Creates a cell for the queue `reuseIdentifier`, 320 x 44 points until the table sizes it.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = View()
        textLabel = Label()
        imageView = ImageView()
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        addWithoutChecks(contentView)
        contentView.addWithoutChecks(imageView)
        contentView.addWithoutChecks(textLabel)
    }

    /// Called on a queued cell just before ``TableView/dequeueReusableCell(withIdentifier:)`` (or the
    /// `for:` variant) returns it (TV7), and only then: never for a new cell, never for a cell
    /// without an identifier. Reset content-independent state here; the data source's
    /// `cellForRowAt` sets the content. The default does nothing; call super.
    open func prepareForReuse() {}

    /// Lays out the content view over the whole cell, the image view as a square on the left and
    /// the label in the rest. Runs only when the cell's size changed (not in steady-state scrolling).
    open override func layoutSubviews() {
        contentView.frame = Rect(origin: .zero, size: bounds.size)
        let side = bounds.height
        imageView.frame = Rect(x: 0, y: 0, width: side, height: side)
        textLabel.frame = Rect(x: side, y: 0, width: max(0, bounds.width - side), height: side)
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
            imageView.needsLayout = false
            textLabel.needsLayout = false
        } else {
            for subview in subviews { subview.layoutIfNeeded() }
        }
    }

    /// Whether the subtree is exactly the content view holding the image view and the label, as
    /// `init` built it, with no controller owning any of them.
    private var hasOwnContentOnly: Bool {
        let content = contentView.subviews
        return subviews.count == 1 && subviews[0] === contentView
            && content.count == 2 && content[0] === imageView && content[1] === textLabel
            && imageView.subviews.isEmpty && textLabel.subviews.isEmpty
            && contentView.owningController == nil && imageView.owningController == nil
            && textLabel.owningController == nil
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
