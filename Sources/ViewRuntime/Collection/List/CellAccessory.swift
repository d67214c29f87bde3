public import Foundation

/// A view at a list cell's edge: UIKit's `UICellAccessory` (CR6), kept as a value.
public struct CellAccessory: Hashable, Sendable {
    /// Which accessory.
    public enum Kind: Hashable, Sendable {
        case disclosureIndicator, checkmark, delete, insert, reorder, outlineDisclosure, detail, multiselect
        case label(String)
    }
    /// Which accessory.
    public let kind: Kind

    public static func disclosureIndicator() -> CellAccessory { CellAccessory(kind: .disclosureIndicator) }
    public static func checkmark() -> CellAccessory { CellAccessory(kind: .checkmark) }
    public static func delete() -> CellAccessory { CellAccessory(kind: .delete) }
    public static func insert() -> CellAccessory { CellAccessory(kind: .insert) }
    public static func reorder() -> CellAccessory { CellAccessory(kind: .reorder) }
    public static func outlineDisclosure() -> CellAccessory { CellAccessory(kind: .outlineDisclosure) }
    public static func detail() -> CellAccessory { CellAccessory(kind: .detail) }
    public static func multiselect() -> CellAccessory { CellAccessory(kind: .multiselect) }
    /// A text label.
    public static func label(text: String) -> CellAccessory { CellAccessory(kind: .label(text)) }
}

/// A cell for list sections: UIKit's `UICollectionViewListCell` (CR6).
///
/// ``defaultContentConfiguration()`` is an empty `.cell()` ``ListContentConfiguration`` (the
/// runtime does not vary it by appearance). Accessories and indentation are stored values.
@preconcurrency @MainActor
open class CollectionViewListCell: CollectionViewCell {
    /// The accessories, in order. Default empty.
    public var accessories: [CellAccessory] = []
    /// The indentation level. Default 0.
    public var indentationLevel = 0
    /// Points per indentation level. Default 10.
    public var indentationWidth: CGFloat = 10
    /// Whether accessories indent with the content. Default true.
    public var indentsAccessories = true

    /// A configuration with no content in the list's style (CR6).
    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }
}
