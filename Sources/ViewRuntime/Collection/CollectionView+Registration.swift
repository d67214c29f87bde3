public import Foundation

/// Registration and dequeue of cells and supplementary views (CV2-CV5).
extension CollectionView {
    /// The kind of a section header: UIKit's `UICollectionView.elementKindSectionHeader`.
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer: UIKit's `UICollectionView.elementKindSectionFooter`.
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The kind UIKit names cells with in its messages.
    nonisolated static let elementKindCell = "UICollectionElementKindCell"

    /// Registers a cell class for `identifier`, replacing any earlier registration; nil unregisters
    /// (CV2). Cells are created with `init(frame:)`. O(1).
    /// - Raises (recorded on the runtime, see ``UIKitException``): `NSInvalidArgumentException` for
    ///   an empty identifier.
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        let factory: ((String) -> CollectionViewCell)? = cellClass.map { type in { _ in type.init(registeredWithFrame: .zero) } }
        do { try cellPool.register(factory, forIdentifier: identifier) } catch { runtime.raise(RuntimeError(error)) }
    }

    /// Registers a view class for supplementary views of `elementKind` with `identifier`,
    /// replacing any earlier registration; nil unregisters (CV2). Views are created with
    /// `init(frame:)`. O(1).
    /// - Raises (recorded on the runtime, see ``UIKitException``): `NSInvalidArgumentException` for
    ///   an empty identifier.
    public func register(
        _ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        guard !identifier.isEmpty else {
            runtime.raise(RuntimeError(.invalidReuseIdentifier, ReusePoolMessages.collectionSupplementary.invalidIdentifier))
            return
        }
        let factory: ((String) -> CollectionReusableView)? = viewClass.map { type in { _ in type.init(registeredWithFrame: .zero) } }
        do {
            try supplementaryPool.register(factory, forIdentifier: Self.supplementaryKey(kind: elementKind, identifier: identifier))
        } catch { runtime.raise(RuntimeError(error)) }
    }

    /// CV3: a queued cell of `identifier` (after its ``CollectionReusableView/prepareForReuse()``),
    /// else a new one from the registration; either way carrying the layout attributes of
    /// `indexPath`. Call it from `cellForItemAt`. O(1) plus the layout's attributes look-up when
    /// called outside the collection view's own request.
    /// - Raises (recorded on the runtime, see ``UIKitException``): CV4's
    ///   `NSInternalInconsistencyException` ("could not dequeue a view of kind:
    ///   UICollectionElementKindCell with identifier X - must register a nib or a class for the
    ///   identifier or connect a prototype cell in a storyboard"); it then returns a cell without
    ///   an identifier, which the collection view does not display.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        do {
            let cell = try cellPool.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            cell.prepareForDisplay(identifier: identifier, attributes: attributes(forCellAt: indexPath))
            return cell
        } catch {
            runtime.raise(RuntimeError(error))
            return CollectionViewCell(frame: .zero)
        }
    }

    /// CV3 for supplementary views: as ``dequeueReusableCell(withReuseIdentifier:for:)``, from the
    /// queue of `elementKind` and `identifier`.
    /// - Raises (recorded on the runtime, see ``UIKitException``): CV4's
    ///   `NSInternalInconsistencyException` with the element kind in the reason; it then returns a
    ///   view without an identifier, which the collection view does not display.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let key = Self.supplementaryKey(kind: elementKind, identifier: identifier)
        do {
            let view = try supplementaryPool.dequeueReusableCell(withIdentifier: key, for: indexPath)
            let requested = attributesBeingRequested
            let attributes =
                requested?.representedElementKind == elementKind && requested?.indexPath == indexPath
                ? requested : collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
            view.prepareForDisplay(identifier: identifier, attributes: attributes)
            return view
        } catch {
            runtime.raise(RuntimeError(error))
            return CollectionReusableView(frame: .zero)
        }
    }

    /// The attributes a dequeue applies: the ones of the current request when it is for
    /// `indexPath`, else the layout's.
    private func attributes(forCellAt indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        if let requested = attributesBeingRequested, requested.representedElementCategory == .cell,
            requested.indexPath == indexPath
        {
            return requested
        }
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The supplementary pool's key for `kind` and `identifier`.
    nonisolated static func supplementaryKey(kind: String, identifier: String) -> String {
        kind + "\u{1F}" + identifier
    }
}

extension ReusePoolMessages {
    /// `UICollectionView`'s texts for cells (CV4). The empty-identifier text follows the table's
    /// (not confirmed against UIKit).
    package static let collectionCell = ReusePoolMessages(
        invalidIdentifier: "must pass a valid reuse identifier to -[UICollectionView registerClass:forCellWithReuseIdentifier:]",
        unregistered: {
            "could not dequeue a view of kind: \(CollectionView.elementKindCell) with identifier \($0) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        })

    /// `UICollectionView`'s texts for supplementary views (CV4): the pool's key is `KIND` and the
    /// identifier joined by U+001F.
    package static let collectionSupplementary = ReusePoolMessages(
        invalidIdentifier:
            "must pass a valid reuse identifier to -[UICollectionView registerClass:forSupplementaryViewOfKind:withReuseIdentifier:]",
        unregistered: { key in
            let parts = key.split(separator: "\u{1F}", maxSplits: 1, omittingEmptySubsequences: false)
            let kind = parts.first.map(String.init) ?? key
            let identifier = parts.count > 1 ? String(parts[1]) : ""
            return
                "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        })
}

extension RuntimeError.Code {
    /// CV1: a collection view (or its controller) made without a layout.
    public static let collectionViewLayoutRequired = RuntimeError.Code("collectionViewLayoutRequired")
    /// CV5: `cellForItemAt` returned a cell that was not dequeued (no reuse identifier), or a
    /// supplementary view that was not.
    public static let viewNotDequeued = RuntimeError.Code("viewNotDequeued")
    /// CV16: `numberOfItems(inSection:)` for a section that does not exist.
    public static let collectionSectionOutOfRange = RuntimeError.Code("collectionSectionOutOfRange")
    /// CV18: the item count of a section after a batch update is inconsistent.
    public static let invalidNumberOfItems = RuntimeError.Code("invalidNumberOfItems")
    /// CV28: two scroll positions of one axis combined.
    public static let invalidScrollPosition = RuntimeError.Code("invalidScrollPosition")
}
