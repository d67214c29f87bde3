/// A size class: how much room a dimension of the screen has.
public enum UserInterfaceSizeClass: String, Sendable, Hashable {
    case unspecified, compact, regular
}

/// The traits of the environment a view controller is displayed in.
///
/// Derived from the ``Screen`` (rule TR1 of UIKIT-SPEC.md): a width of at least 736 points is a
/// regular horizontal size class (iPad, Plus/Max iPhones in landscape), a height of at least 500 points
/// a regular vertical size class (anything but an iPhone in landscape).
public struct TraitCollection: Hashable, Sendable {
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    public var displayScale: Double

    public init(
        horizontalSizeClass: UserInterfaceSizeClass,
        verticalSizeClass: UserInterfaceSizeClass,
        displayScale: Double
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
    }

    /// The traits UIKit would report for a full-screen window of `size` at `scale`.
    public init(size: Size, scale: Double) {
        self.init(
            horizontalSizeClass: size.width >= 736 ? .regular : .compact,
            verticalSizeClass: size.height >= 500 ? .regular : .compact,
            displayScale: scale
        )
    }
}

/// The simulated display: its size in points, its scale (pixels per point) and its traits.
public struct Screen: Hashable, Sendable {
    /// The size in points, e.g. 390 x 844 for an iPhone 14.
    public var size: Size
    /// Pixels per point, e.g. 3 for a Super Retina display.
    public var scale: Double

    public init(size: Size, scale: Double) {
        self.size = size
        self.scale = scale
    }

    public init(width: Double, height: Double, scale: Double) {
        self.init(size: Size(width: width, height: height), scale: scale)
    }

    /// An iPhone 14 in portrait: 390 x 844 points at 3x.
    public static let iPhone = Screen(width: 390, height: 844, scale: 3)
    /// A 10.9-inch iPad in portrait: 820 x 1180 points at 2x.
    public static let iPad = Screen(width: 820, height: 1180, scale: 2)

    /// The screen's bounds, at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The traits of a full-screen window on this screen (see ``TraitCollection/init(size:scale:)``).
    public var traitCollection: TraitCollection { TraitCollection(size: size, scale: scale) }
}
