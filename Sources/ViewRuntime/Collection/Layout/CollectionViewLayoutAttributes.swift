public import Foundation

/// Where a layout puts one element of a ``CollectionView``: the runtime's
/// UICollectionViewLayoutAttributes.
///
/// A cell's attributes have ``representedElementCategory`` `.cell` and no kind; a header or footer's
/// `.supplementaryView` and its kind (``CollectionView/elementKindSectionHeader``...). Subclass it to
/// carry more; override ``copy(with:)`` to copy what you add (the collection view copies attributes
/// before asking a cell for its preferred ones).
@preconcurrency @MainActor
open class CollectionViewLayoutAttributes: @MainActor CustomStringConvertible {
    /// What kind of element the attributes describe: UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable, Hashable {
        case cell, supplementaryView, decorationView
    }

    /// The element's rectangle in the collection view's content coordinates.
    public var frame: Rect = .zero
    /// Whether the element is hidden. Default false.
    public var isHidden = false
    /// The element's opacity (recorded). Default 1.
    public var alpha: Double = 1
    /// The element's stacking order (recorded). Default 0.
    public var zIndex = 0
    /// The element's index path.
    public var indexPath = IndexPath(item: 0, section: 0)
    /// Cell, supplementary view or decoration view.
    public private(set) var representedElementCategory: ElementCategory = .cell
    /// The supplementary or decoration kind; nil for cells.
    public private(set) var representedElementKind: String?

    /// Attributes of a cell at index path 0-0: what `copy(with:)` builds before copying the fields.
    public required init() {}

    /// Attributes for the cell at `indexPath`: UIKit's `init(forCellWith:)`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// The frame's size.
    public var size: Size {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// The frame's centre.
    public var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The element's own coordinate space: the frame's size at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// A copy of the same class with the same fields; subclasses override it, call super and copy
    /// their own fields.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.isHidden = isHidden
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// ``copy(with:)`` with no zone, as `NSObject.copy()`.
    public final func copy() -> Any { copy(with: nil) }

    /// `<Class> index path: (S-I); frame = (x y; w h)`, as UIKit prints attributes.
    public var description: String {
        let kind = representedElementKind.map { "; kind = \($0)" } ?? ""
        return "<\(type(of: self))> index path: (\(indexPath.section)-\(indexPath.item))\(kind); frame = "
            + "(\(frame.minX) \(frame.minY); \(frame.width) \(frame.height))"
    }
}
