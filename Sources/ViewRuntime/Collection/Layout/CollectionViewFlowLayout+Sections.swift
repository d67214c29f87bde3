import Foundation

/// How a flow layout turns its properties and the delegate's answers into sections (FL2, FL9, FL10).
extension CollectionViewFlowLayout {
    /// The settings of `section`: the delegate's answers where it gives them, else the properties,
    /// in axis-neutral terms.
    func settings(
        for section: Int, count: Int, contentCross: Double, delegate: (any CollectionViewDelegateFlowLayout)?,
        in collectionView: CollectionView
    ) -> FlowSectionSettings {
        var inset = sectionInset
        var line = minimumLineSpacing
        var interitem = minimumInteritemSpacing
        var header = headerReferenceSize
        var footer = footerReferenceSize
        if let delegate {
            let missing = FlowLayoutNotImplemented.value
            let answeredInset = delegate.collectionView(collectionView, layout: self, insetForSectionAt: section)
            if answeredInset.top != missing { inset = answeredInset }
            let answeredLine = Double(delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section))
            if answeredLine != missing { line = answeredLine }
            let answeredInteritem = Double(
                delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section))
            if answeredInteritem != missing { interitem = answeredInteritem }
            let answeredHeader = delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
            if answeredHeader.width != missing { header = answeredHeader }
            let answeredFooter = delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
            if answeredFooter.width != missing { footer = answeredFooter }
        }
        let vertical = isVertical
        return FlowSectionSettings(
            itemCount: count,
            insetCrossLeading: vertical ? inset.left : inset.top, insetCrossTrailing: vertical ? inset.right : inset.bottom,
            insetMainLeading: vertical ? inset.top : inset.left, insetMainTrailing: vertical ? inset.bottom : inset.right,
            lineSpacing: line, interitemSpacing: interitem,
            headerMain: max(0, vertical ? header.height : header.width), footerMain: max(0, vertical ? footer.height : footer.width),
            contentCross: contentCross)
    }

    /// Builds `section` at `main`: arithmetic when every item has ``itemSize`` (no delegate
    /// `sizeForItemAt`, no self-sizing), else line by line from each item's size.
    func buildSection(
        _ section: Int, settings: FlowSectionSettings, at main: Double, delegate: (any CollectionViewDelegateFlowLayout)?,
        in collectionView: CollectionView
    ) -> FlowLayoutSection {
        let count = settings.itemCount
        var sizeAnswers: ((Int) -> Size)?
        if let delegate, count > 0 {
            let first = delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
            if first.width != FlowLayoutNotImplemented.value {
                sizeAnswers = { item in
                    item == 0
                        ? first : delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                }
            }
        }
        let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        if sizeAnswers == nil, !isSelfSizing || count == 0 {
            let (cross, mainLength) = axisSizes(itemSize)
            return settings.uniform(at: main, itemCross: cross, itemMain: mainLength)
        }
        var sizes: [(cross: Double, main: Double)] = []
        sizes.reserveCapacity(count)
        for item in 0..<count {
            var size = sizeAnswers?(item) ?? (isSelfSizing ? estimate : itemSize)
            if isSelfSizing, let measured = measuredSizes[IndexPath(item: item, section: section)] { size = measured }
            sizes.append(axisSizes(size))
        }
        return settings.lines(at: main, sizes: sizes)
    }

    /// A size as (cross, main) for the scroll direction.
    func axisSizes(_ size: Size) -> (Double, Double) {
        isVertical ? (Double(size.width), Double(size.height)) : (Double(size.height), Double(size.width))
    }
}
