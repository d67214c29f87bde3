public import Foundation

/// A size class: how much room a dimension of the screen has.
public enum UserInterfaceSizeClass: String, Sendable, Hashable {
    case unspecified, compact, regular
}

/// The kind of device a ``Screen`` belongs to; it decides the size classes (rule TR1).
public enum UserInterfaceIdiom: String, Sendable, Hashable {
    /// An iPhone whose landscape width stays compact (the 4.7", 5.4", 6.1" models).
    case phone
    /// A Plus or Max iPhone: regular width in landscape.
    case largePhone
    /// An iPad: regular in both directions unless a narrow split-screen pane makes the width compact.
    case pad

    /// The idiom of a device whose full screen is `size`: a short side of at least 700 points is a
    /// pad, at least 414 a Plus/Max phone, anything smaller a phone.
    public init(inferringFrom size: Size) {
        let shortSide = min(size.width, size.height)
        self = shortSide >= 700 ? .pad : (shortSide >= 414 ? .largePhone : .phone)
    }
}

/// Which way the screen is held: derived from its size (wider than tall is landscape).
public enum InterfaceOrientation: String, Sendable, Hashable {
    case portrait, landscape
}

/// The traits of the environment a view controller is displayed in.
///
/// Derived from the ``Screen`` by rule TR1 of UIKIT-SPEC.md:
///
/// | Idiom | Orientation | horizontal | vertical |
/// |---|---|---|---|
/// | phone | portrait | compact | regular |
/// | phone | landscape | compact | compact |
/// | largePhone | landscape | regular | compact |
/// | pad | any (width >= 678) | regular | regular |
/// | pad | narrow pane (width < 678) | compact | regular |
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

    /// The traits UIKit would report for a full-screen window of `size` at `scale` on `idiom` (TR1).
    public init(size: Size, scale: Double, idiom: UserInterfaceIdiom) {
        let landscape = size.width > size.height
        switch idiom {
        case .pad:
            self.init(
                horizontalSizeClass: size.width >= 678 ? .regular : .compact,
                verticalSizeClass: .regular, displayScale: scale)
        case .phone:
            self.init(
                horizontalSizeClass: .compact, verticalSizeClass: landscape ? .compact : .regular,
                displayScale: scale)
        case .largePhone:
            self.init(
                horizontalSizeClass: landscape ? .regular : .compact,
                verticalSizeClass: landscape ? .compact : .regular, displayScale: scale)
        }
    }

    /// The traits of a window of `size` at `scale`, with the idiom inferred from `size`
    /// (``UserInterfaceIdiom/init(inferringFrom:)``).
    public init(size: Size, scale: Double) {
        self.init(size: size, scale: scale, idiom: UserInterfaceIdiom(inferringFrom: size))
    }
}

/// The simulated display: its size in points, its scale (pixels per point), its idiom and its traits.
public struct Screen: Hashable, Sendable {
    /// The size in points, e.g. 390 x 844 for an iPhone 14.
    public var size: Size
    /// Pixels per point, e.g. 3 for a Super Retina display.
    public var scale: Double
    /// The device kind; fixed for the screen's life (a resize or rotation keeps it).
    public var idiom: UserInterfaceIdiom

    /// A screen whose idiom is inferred from `size` (``UserInterfaceIdiom/init(inferringFrom:)``).
    public init(size: Size, scale: Double, idiom: UserInterfaceIdiom? = nil) {
        self.size = size
        self.scale = scale
        self.idiom = idiom ?? UserInterfaceIdiom(inferringFrom: size)
    }

    public init(width: Double, height: Double, scale: Double, idiom: UserInterfaceIdiom? = nil) {
        self.init(size: Size(width: width, height: height), scale: scale, idiom: idiom)
    }

    /// An iPhone 14 in portrait: 390 x 844 points at 3x.
    public static let iPhone = Screen(width: 390, height: 844, scale: 3, idiom: .phone)
    /// An iPhone 14 Pro Max in portrait: 430 x 932 points at 3x (regular width in landscape).
    public static let iPhoneMax = Screen(width: 430, height: 932, scale: 3, idiom: .largePhone)
    /// A 10.9-inch iPad in portrait: 820 x 1180 points at 2x.
    public static let iPad = Screen(width: 820, height: 1180, scale: 2, idiom: .pad)

    /// The screen's bounds, at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// Landscape when wider than tall.
    public var orientation: InterfaceOrientation { size.width > size.height ? .landscape : .portrait }

    /// The traits of a full-screen window on this screen (rule TR1, see ``TraitCollection``).
    public var traitCollection: TraitCollection { TraitCollection(size: size, scale: scale, idiom: idiom) }
}
