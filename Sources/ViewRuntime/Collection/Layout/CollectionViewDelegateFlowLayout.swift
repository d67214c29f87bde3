public import Foundation

/// Per-item and per-section answers for a ``CollectionViewFlowLayout``: UIKit's
/// `UICollectionViewDelegateFlowLayout`, adopted by the collection view's delegate (FL2).
///
/// Each method the delegate implements replaces the layout's property for that item or section;
/// the defaults here answer "not implemented", and the layout uses its property. Without
/// `sizeForItemAt` every item of a section has ``CollectionViewFlowLayout/itemSize`` and the
/// layout places items arithmetically; with it, the layout asks every item of every section once
/// per preparation.
@preconcurrency @MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int
    ) -> EdgeInsets
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

/// What the default implementations answer: "not implemented, use the layout's property".
enum FlowLayoutNotImplemented {
    static let value: CGFloat = -0x1p60
    static let size = CGSize(width: value, height: value)
    static let insets = EdgeInsets(top: value, left: value, bottom: value, right: value)
}

extension CollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize { FlowLayoutNotImplemented.size }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int
    ) -> EdgeInsets { FlowLayoutNotImplemented.insets }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { FlowLayoutNotImplemented.value }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { FlowLayoutNotImplemented.value }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { FlowLayoutNotImplemented.size }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { FlowLayoutNotImplemented.size }
}
