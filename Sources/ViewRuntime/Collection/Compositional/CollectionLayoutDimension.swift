public import Foundation

/// One axis of a compositional layout size: UIKit's `NSCollectionLayoutDimension` (CL2).
///
/// Fractions are of the containing group's (or, for a root group, the section's content area's)
/// width or height, either fraction on either axis (CL3); `.estimated` is the size used headlessly
/// (no self-sizing measurement).
@preconcurrency @MainActor
public final class CollectionLayoutDimension: CustomStringConvertible {
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }
    let kind: Kind
    /// The fraction, points or estimate.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fraction: CGFloat) -> CollectionLayoutDimension { .init(.fractionalWidth, fraction) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: CGFloat) -> CollectionLayoutDimension { .init(.fractionalHeight, fraction) }
    /// An exact length in points.
    public static func absolute(_ points: CGFloat) -> CollectionLayoutDimension { .init(.absolute, points) }
    /// A first guess, replaced on device by the measured size.
    public static func estimated(_ points: CGFloat) -> CollectionLayoutDimension { .init(.estimated, points) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in `container`.
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute, .estimated: dimension
        }
    }

    nonisolated public var description: String {
        MainActor.assumeIsolated { "\(kind)(\(dimension))" }
    }
}

/// A width and height of compositional dimensions: UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor
public final class CollectionLayoutSize {
    public let widthDimension: CollectionLayoutDimension
    public let heightDimension: CollectionLayoutDimension

    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in `container`.
    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}

/// Space between items of a group: UIKit's `NSCollectionLayoutSpacing` (CL7).
@preconcurrency @MainActor
public final class CollectionLayoutSpacing {
    /// The (minimum) spacing in points.
    public let spacing: CGFloat
    /// Whether leftover space is shared out (at least ``spacing``) rather than exactly ``spacing``.
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Exactly `points`.
    public static func fixed(_ points: CGFloat) -> CollectionLayoutSpacing { .init(points, flexible: false) }
    /// At least `points`, with leftover space split among the gaps.
    public static func flexible(_ points: CGFloat) -> CollectionLayoutSpacing { .init(points, flexible: true) }
}

/// Space around an item's slot: UIKit's `NSCollectionLayoutEdgeSpacing` (CL4). Flexible edges
/// count their minimum.
@preconcurrency @MainActor
public final class CollectionLayoutEdgeSpacing {
    public let leading: CollectionLayoutSpacing?
    public let top: CollectionLayoutSpacing?
    public let trailing: CollectionLayoutSpacing?
    public let bottom: CollectionLayoutSpacing?

    public init(
        leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?,
        bottom: CollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
