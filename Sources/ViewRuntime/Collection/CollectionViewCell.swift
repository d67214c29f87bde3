public import Foundation

/// An item of a ``CollectionView``: the runtime's UICollectionViewCell.
///
/// A cell holds a ``contentView`` (add your subviews to it), an optional ``backgroundView`` behind
/// it and an optional ``selectedBackgroundView`` shown instead of the background while the cell is
/// selected or highlighted (CV23). The collection view sets ``isSelected`` and ``isHighlighted``
/// from its own state; override them (`override var isSelected: Bool { didSet { ... } }`) to
/// restyle the cell.
///
/// Subclass it as in UIKit:
/// ```swift
/// final class PhotoCell: CollectionViewCell {
///     let title = Label()
///     override init(frame: Rect) { super.init(frame: frame); contentView.addSubview(title) }
///     required init?(coder: NSCoder) { fatalError() }
/// }
/// ```
@preconcurrency @MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The view that holds the cell's content; it fills the cell.
    public let contentView: View

    /// A view behind the content view, filling the cell. Default nil.
    public var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.detachFromSuperview()
            if let backgroundView { insertWithoutChecks(backgroundView, at: 0) }
            updateBackgrounds()
            setNeedsLayout()
        }
    }

    /// A view shown above the background while the cell is selected or highlighted. Default nil.
    public var selectedBackgroundView: View? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.detachFromSuperview()
            if let selectedBackgroundView {
                insertWithoutChecks(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            }
            updateBackgrounds()
            setNeedsLayout()
        }
    }

    /// The cell's content described as a value: UIKit's `contentConfiguration` (CR3, CR7).
    /// Default nil. Kept as data: fonts, colours and texts round-trip; no content view is swapped.
    public var contentConfiguration: ListContentConfiguration?

    /// The cell's background described as a value: UIKit's `backgroundConfiguration` (CR4).
    /// Default nil. Setting a configuration clears ``View/backgroundColor``, ``backgroundView`` and
    /// ``selectedBackgroundView`` (the two ways are exclusive).
    public var backgroundConfiguration: BackgroundConfiguration? {
        didSet {
            guard backgroundConfiguration != nil else { return }
            backgroundColor = nil
            backgroundView = nil
            selectedBackgroundView = nil
        }
    }

    /// Whether the item is selected. The collection view sets it when the cell is displayed and
    /// when the selection changes; setting it yourself changes only the cell.
    open var isSelected = false {
        didSet { updateBackgrounds() }
    }

    /// Whether the item is highlighted (during a simulated touch, CV25).
    open var isHighlighted = false {
        didSet { updateBackgrounds() }
    }

    /// Creates a cell with an empty content view: UIKit's designated initializer.
    public override init(frame: Rect = .zero) {
        contentView = View(frame: Rect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addWithoutChecks(contentView)
    }

    /// UIKit's archive initializer (the coder is not read).
    public required init?(coder: NSCoder) {
        contentView = View()
        super.init(coder: coder)
        addWithoutChecks(contentView)
    }

    /// Shows the selected background while selected or highlighted, else hides it.
    private func updateBackgrounds() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    /// Lays out the background views and the content view over the whole cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let whole = Rect(origin: .zero, size: bounds.size)
        backgroundView?.frame = whole
        selectedBackgroundView?.frame = whole
        contentView.frame = whole
    }
}
