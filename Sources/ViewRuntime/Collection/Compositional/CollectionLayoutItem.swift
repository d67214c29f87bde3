public import Foundation

/// One item of a compositional layout: UIKit's `NSCollectionLayoutItem` (CL1, CL4).
///
/// ``contentInsets`` shrink the item's frame inside its slot (not on an `.estimated` axis);
/// ``edgeSpacing`` adds space around the slot (flexible edges count their minimum).
@preconcurrency @MainActor
open class CollectionLayoutItem {
    /// The item's size, resolved against its group.
    public let layoutSize: CollectionLayoutSize
    /// Insets applied inside the slot. Default zero.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space around the slot. Default nil.
    public var edgeSpacing: CollectionLayoutEdgeSpacing?

    /// An item of `layoutSize`.
    public init(layoutSize: CollectionLayoutSize) { self.layoutSize = layoutSize }

    /// The item's final frame for a slot at `origin` of `size`: the size shrunk by the content
    /// insets on non-estimated axes.
    func frame(inSlotAt origin: CGPoint, size: CGSize) -> CGRect {
        var frame = CGRect(origin: origin, size: size)
        if !layoutSize.widthDimension.isEstimated {
            frame.origin.x += contentInsets.leading
            frame.size.width = max(0, size.width - contentInsets.leading - contentInsets.trailing)
        }
        if !layoutSize.heightDimension.isEstimated {
            frame.origin.y += contentInsets.top
            frame.size.height = max(0, size.height - contentInsets.top - contentInsets.bottom)
        }
        return frame
    }

    /// The leaf frames of this item placed in a slot at `origin` of `size` (a group overrides it).
    func leafFrames(inSlotAt origin: CGPoint, size: CGSize, environment: CompositionalEnvironment) -> [CGRect] {
        [frame(inSlotAt: origin, size: size)]
    }
}

/// A frame returned by a custom group's item provider: UIKit's `NSCollectionLayoutGroupCustomItem`.
@preconcurrency @MainActor
public final class CollectionLayoutGroupCustomItem {
    /// The frame, relative to the group's origin.
    public let frame: CGRect
    /// The z-index (recorded).
    public let zIndex: Int

    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
