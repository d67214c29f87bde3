import Foundation

/// Items laid out along an axis, or by a closure: UIKit's `NSCollectionLayoutGroup`, an item itself
/// so that groups nest (CL1, CL5-CL7).
///
/// `horizontal(layoutSize:subitems:)` cycles through its subitems until the next would not fit;
/// `horizontal(layoutSize:subitem:count:)` places exactly `count` items, each
/// `(length - (count - 1) * fixedSpacing) / count` long; `repeatingSubitem:count:` places `count`
/// at their own size. ``interItemSpacing`` `.fixed` separates consecutive items exactly,
/// `.flexible` at least, sharing leftover space among the gaps.
@preconcurrency @MainActor
public final class CollectionLayoutGroup: CollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        case custom((any CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem])
    }
    enum Count {
        case fitting, fixed(Int), repeating(Int)
    }
    let arrangement: Arrangement
    let count: Count
    /// The group's subitems (items or groups).
    public let subitems: [CollectionLayoutItem]
    /// The spacing between consecutive subitems. Default nil (zero).
    public var interItemSpacing: CollectionLayoutSpacing?

    private init(layoutSize: CollectionLayoutSize, arrangement: Arrangement, subitems: [CollectionLayoutItem], count: Count) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// Subitems left to right, repeated while they fit (CL5).
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        .init(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: .fitting)
    }
    /// Subitems top to bottom, repeated while they fit (CL5).
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        .init(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: .fitting)
    }
    /// Exactly `count` items side by side, sized to fill the group (CL6).
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        .init(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: .fixed(count))
    }
    /// Exactly `count` items stacked, sized to fill the group (CL6).
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        .init(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: .fixed(count))
    }
    /// `count` items side by side at their own size (CL6).
    public static func horizontal(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    ) -> CollectionLayoutGroup {
        .init(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: .repeating(count))
    }
    /// `count` items stacked at their own size (CL6).
    public static func vertical(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    ) -> CollectionLayoutGroup {
        .init(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: .repeating(count))
    }
    /// Items wherever `itemProvider` puts them, relative to the group's origin (CL7).
    public static func custom(
        layoutSize: CollectionLayoutSize,
        itemProvider: @escaping (any CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]
    ) -> CollectionLayoutGroup {
        .init(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: .fitting)
    }

    /// The leaf frames of the group in a slot at `origin` of `size`, in order.
    override func leafFrames(inSlotAt origin: CGPoint, size: CGSize, environment: CompositionalEnvironment) -> [CGRect] {
        let inner = CGRect(
            x: origin.x + contentInsets.leading, y: origin.y + contentInsets.top,
            width: max(0, size.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, size.height - contentInsets.top - contentInsets.bottom))
        let horizontal: Bool
        switch arrangement {
        case .custom(let provider):
            let groupEnvironment = CompositionalEnvironment(
                container: CompositionalContainer(contentSize: size, contentInsets: contentInsets),
                traitCollection: environment.traitCollection)
            return provider(groupEnvironment).map { $0.frame.offsetBy(dx: origin.x, dy: origin.y) }
        case .horizontal: horizontal = true
        case .vertical: horizontal = false
        }
        guard !subitems.isEmpty else { return [] }
        let length = horizontal ? inner.width : inner.height
        let spacing = interItemSpacing?.spacing ?? 0
        // The slots along the axis: (subitem, slot size including edge spacing along the axis).
        var slots: [(item: CollectionLayoutItem, size: CGSize)] = []
        var used: CGFloat = 0
        switch count {
        case .fixed(let n) where n > 0:
            let each = (length - CGFloat(n - 1) * spacing) / CGFloat(n)
            var itemSize = subitems[0].layoutSize.resolve(in: inner.size)
            if horizontal { itemSize.width = each } else { itemSize.height = each }
            slots = Array(repeating: (subitems[0], itemSize), count: n)
            used = length
        case .repeating(let n) where n > 0:
            let itemSize = subitems[0].layoutSize.resolve(in: inner.size)
            slots = Array(repeating: (subitems[0], itemSize), count: n)
            used = CGFloat(n) * (horizontal ? itemSize.width : itemSize.height) + CGFloat(n - 1) * spacing
        case .fitting:
            var index = 0
            while true {
                let item = subitems[index % subitems.count]
                let itemSize = item.layoutSize.resolve(in: inner.size)
                let extent = (horizontal ? itemSize.width : itemSize.height) + Self.axisEdges(item, horizontal)
                let next = used + (slots.isEmpty ? 0 : spacing) + extent
                guard extent > 0, next <= length + 0.0001 else { break }
                slots.append((item, itemSize))
                used = next
                index += 1
            }
        default: break
        }
        var gap = spacing
        if interItemSpacing?.isFlexibleSpacing == true, slots.count > 1 {
            gap += max(0, length - used) / CGFloat(slots.count - 1)
        }
        var frames: [CGRect] = []
        var cursor = horizontal ? inner.minX : inner.minY
        for (item, itemSize) in slots {
            let leading = horizontal ? (item.edgeSpacing?.leading?.spacing ?? 0) : (item.edgeSpacing?.top?.spacing ?? 0)
            let cross = horizontal ? (item.edgeSpacing?.top?.spacing ?? 0) : (item.edgeSpacing?.leading?.spacing ?? 0)
            let slotOrigin =
                horizontal
                ? CGPoint(x: cursor + leading, y: inner.minY + cross) : CGPoint(x: inner.minX + cross, y: cursor + leading)
            frames.append(contentsOf: item.leafFrames(inSlotAt: slotOrigin, size: itemSize, environment: environment))
            cursor += (horizontal ? itemSize.width : itemSize.height) + Self.axisEdges(item, horizontal) + gap
        }
        return frames
    }

    /// The item's edge spacing along the axis (leading + trailing, or top + bottom).
    private static func axisEdges(_ item: CollectionLayoutItem, _ horizontal: Bool) -> CGFloat {
        guard let edges = item.edgeSpacing else { return 0 }
        return horizontal
            ? (edges.leading?.spacing ?? 0) + (edges.trailing?.spacing ?? 0) : (edges.top?.spacing ?? 0) + (edges.bottom?.spacing ?? 0)
    }
}
