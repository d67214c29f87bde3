import Foundation

/// One section of a ``CollectionViewFlowLayout`` in axis-neutral terms: `main` runs along the
/// scroll direction (y when vertical), `cross` across it (FL3-FL10).
///
/// A section stacks its header, the leading inset, its lines, the trailing inset and its footer
/// (FL9). With one item size for the whole section (``Items/uniform``) item frames are computed
/// from the index (`line = item / columns`), so a section of a million items costs O(1) to build and
/// O(visible) to query. With per-item sizes (``Items/lines``) the lines are filled once when the
/// section is built (FL4) and found by binary search.
struct FlowLayoutSection {
    /// How the items are placed.
    enum Items {
        /// Every item `itemCross` x `itemMain`, in `columns` columns `crossPitch` apart starting at
        /// `firstCross`, lines `mainPitch` apart.
        case uniform(itemCross: Double, itemMain: Double, columns: Int, firstCross: Double, crossPitch: Double, mainPitch: Double)
        /// Per-item frames (section-relative main, absolute cross) and each line's main extent.
        case lines(frames: [FlowFrame], lineStarts: [Double], lineEnds: [Double], lineFirstItem: [Int])
    }

    var itemCount: Int
    /// Where the section begins along the main axis.
    var mainStart: Double
    var headerMain: Double
    var footerMain: Double
    var insetMainLeading: Double
    /// The main length of the lines (no line: 0).
    var linesMain: Double
    var insetMainTrailing: Double
    var items: Items

    /// The whole section's main length.
    var mainLength: Double { headerMain + insetMainLeading + linesMain + insetMainTrailing + footerMain }
    var mainEnd: Double { mainStart + mainLength }
    /// Where the first line begins.
    var linesStart: Double { mainStart + headerMain + insetMainLeading }
    var footerStart: Double { linesStart + linesMain + insetMainTrailing }

    /// The frame of `item` (axis-neutral, absolute main).
    func frame(ofItem item: Int) -> FlowFrame {
        switch items {
        case .uniform(let itemCross, let itemMain, let columns, let firstCross, let crossPitch, let mainPitch):
            let line = item / columns
            let column = item % columns
            return FlowFrame(
                cross: firstCross + Double(column) * crossPitch, main: linesStart + Double(line) * mainPitch,
                crossLength: itemCross, mainLength: itemMain)
        case .lines(let frames, _, _, _):
            var frame = frames[item]
            frame.main += linesStart
            return frame
        }
    }

    /// The items whose lines overlap `[low, high)` along the main axis (absolute), in order.
    func items(inMain low: Double, _ high: Double) -> Range<Int> {
        guard itemCount > 0, high > linesStart, low < linesStart + linesMain else { return 0..<0 }
        let from = low - linesStart
        let to = high - linesStart
        switch items {
        case .uniform(_, let itemMain, let columns, _, _, let mainPitch):
            let lineCount = (itemCount + columns - 1) / columns
            var first = Int((from / mainPitch).rounded(.down))
            if first > 0, Double(first - 1) * mainPitch + itemMain > from { first -= 1 }
            first = min(max(0, first), lineCount - 1)
            let last = min(lineCount - 1, max(first, Int((to / mainPitch).rounded(.down))))
            return (first * columns)..<min(itemCount, (last + 1) * columns)
        case .lines(_, let lineStarts, let lineEnds, let lineFirstItem):
            var lo = 0
            var hi = lineEnds.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if lineEnds[mid] <= from { lo = mid + 1 } else { hi = mid }
            }
            var end = lo
            while end < lineStarts.count, lineStarts[end] < to { end += 1 }
            guard lo < end else { return 0..<0 }
            let firstItem = lineFirstItem[lo]
            let endItem = end < lineFirstItem.count ? lineFirstItem[end] : itemCount
            return firstItem..<endItem
        }
    }
}

/// A rectangle in axis-neutral terms.
struct FlowFrame {
    var cross: Double
    var main: Double
    var crossLength: Double
    var mainLength: Double

    /// The rectangle for a scroll direction.
    func rect(vertical: Bool) -> Rect {
        vertical
            ? Rect(x: cross, y: main, width: crossLength, height: mainLength)
            : Rect(x: main, y: cross, width: mainLength, height: crossLength)
    }
}

/// The per-section settings a flow layout builds a section from.
struct FlowSectionSettings {
    var itemCount: Int
    var insetCrossLeading: Double
    var insetCrossTrailing: Double
    var insetMainLeading: Double
    var insetMainTrailing: Double
    var lineSpacing: Double
    var interitemSpacing: Double
    var headerMain: Double
    var footerMain: Double
    /// The content's cross length (the collection view's, less the adjusted insets).
    var contentCross: Double

    var availableCross: Double { max(0, contentCross - insetCrossLeading - insetCrossTrailing) }

    /// A section where every item is `itemCross` x `itemMain`: columns fill the available length
    /// with at least the inter-item spacing, full lines are justified (FL5), a single column is
    /// centred (FL6) and the last line keeps the columns' positions (FL7).
    func uniform(at mainStart: Double, itemCross: Double, itemMain: Double) -> FlowLayoutSection {
        let available = availableCross
        var columns = 1
        if itemCross + interitemSpacing > 0 {
            columns = max(1, Int(((available + interitemSpacing) / (itemCross + interitemSpacing) + 1e-9).rounded(.down)))
        }
        let firstCross: Double
        let crossPitch: Double
        if columns == 1 {
            firstCross = insetCrossLeading + (available - itemCross) / 2
            crossPitch = 0
        } else {
            firstCross = insetCrossLeading
            crossPitch = itemCross + (available - Double(columns) * itemCross) / Double(columns - 1)
        }
        let lines = (itemCount + columns - 1) / columns
        let linesMain = lines == 0 ? 0 : Double(lines) * itemMain + Double(lines - 1) * lineSpacing
        return FlowLayoutSection(
            itemCount: itemCount, mainStart: mainStart, headerMain: headerMain, footerMain: footerMain,
            insetMainLeading: insetMainLeading, linesMain: linesMain, insetMainTrailing: insetMainTrailing,
            items: .uniform(
                itemCross: itemCross, itemMain: itemMain, columns: columns, firstCross: firstCross,
                crossPitch: crossPitch, mainPitch: itemMain + lineSpacing))
    }

    /// A section with per-item sizes (cross, main): lines filled in order while the items and
    /// their minimum spacing fit (FL4); full lines justified (FL5), a lone item on a line that is
    /// not the last centred (FL6), the last line packed from the leading inset (FL7); each line as
    /// long as its longest item, shorter items centred in it (FL8). O(items).
    func lines(at mainStart: Double, sizes: [(cross: Double, main: Double)]) -> FlowLayoutSection {
        let available = availableCross
        var frames = [FlowFrame](repeating: FlowFrame(cross: 0, main: 0, crossLength: 0, mainLength: 0), count: sizes.count)
        var lineStarts: [Double] = []
        var lineEnds: [Double] = []
        var lineFirstItem: [Int] = []
        var main = 0.0
        var first = 0
        while first < sizes.count {
            var end = first + 1
            var used = sizes[first].cross
            while end < sizes.count, used + interitemSpacing + sizes[end].cross <= available + 1e-9 {
                used += interitemSpacing + sizes[end].cross
                end += 1
            }
            let isLast = end == sizes.count
            let count = end - first
            let lineMain = sizes[first..<end].map(\.main).max() ?? 0
            let sumCross = sizes[first..<end].map(\.cross).reduce(0, +)
            var cross = insetCrossLeading
            var gap = interitemSpacing
            if count == 1, !isLast {
                cross += (available - sumCross) / 2
            } else if count > 1, !isLast {
                gap = (available - sumCross) / Double(count - 1)
            }
            for item in first..<end {
                let size = sizes[item]
                frames[item] = FlowFrame(cross: cross, main: main + (lineMain - size.main) / 2, crossLength: size.cross, mainLength: size.main)
                cross += size.cross + gap
            }
            lineStarts.append(main)
            lineEnds.append(main + lineMain)
            lineFirstItem.append(first)
            main += lineMain + (isLast ? 0 : lineSpacing)
            first = end
        }
        return FlowLayoutSection(
            itemCount: itemCount, mainStart: mainStart, headerMain: headerMain, footerMain: footerMain,
            insetMainLeading: insetMainLeading, linesMain: main, insetMainTrailing: insetMainTrailing,
            items: .lines(frames: frames, lineStarts: lineStarts, lineEnds: lineEnds, lineFirstItem: lineFirstItem))
    }
}
