public import Foundation
import Synchronization

/// Named images (UIKit's `init(named:)`): a registry of sizes first, then image files.
///
/// A name resolves to, in order: the size given to ``register(named:size:scale:)``; else a file
/// `name`, `name@3x`, `name@2x` or `name@1x` with extension `png`, `jpg`, `jpeg` or `gif` (or the name
/// as given if it has an extension) in the bundle passed, then in each of ``searchDirectories``
/// (default: the main bundle's resources and `VIEWPRESSURE_RESOURCES`, a colon-separated list),
/// sized from the file's header, its scale from the `@2x`/`@3x` suffix. Nothing found: nil.
///
/// As UIKit caches named images, a name gives the same image while it is alive (its bytes count
/// once); unlike UIKit's cache, which keeps an unused image until a memory warning, the image is
/// freed when the app's last reference goes (docs/UIKIT-COMPATIBILITY.md).
extension Image {
    /// Registers `name` as an image of `size` points at `scale` (default 1), replacing an earlier
    /// registration and dropping a cached image of that name. Process-wide, thread-safe.
    /// Returns false (and registers nothing) for an empty name or a size
    /// ``init(named:)`` could not allocate (a side not positive or over the bounds).
    @discardableResult
    public static func register(named name: String, size: Size, scale: CGFloat = 1) -> Bool {
        guard !name.isEmpty, scale > 0, let pixels = pixels(for: size, scale: scale),
            pixels.width * pixels.height * 4 <= maximumByteCount
        else { return false }
        NamedImages.state.withLock { state in
            state.sizes[name] = (size, scale)
            state.cache[name] = nil
        }
        return true
    }

    /// Forgets every registration and cached name (tests).
    public static func removeAllRegistrations() {
        NamedImages.state.withLock { $0 = NamedImages() }
    }

    /// The directories ``init(named:)`` searches after the registry and the bundle passed.
    public static var searchDirectories: [String] {
        get { NamedImages.state.withLock { $0.directories } }
        set { NamedImages.state.withLock { $0.directories = newValue } }
    }

    /// The image named `name`, or nil (see the extension's documentation for the search).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil)
    }

    /// UIKit's `init(named:in:compatibleWith:)`: `bundle`'s resources are searched before
    /// ``searchDirectories``; the trait collection is ignored (the scale comes from the file).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection? = nil) {
        guard let found = Image.resolve(named: name, in: bundle) else { return nil }
        self.init(sharing: found)
    }

    /// An SF Symbol (UIKit's `init(systemName:)`): any non-empty name gives one (the symbol set
    /// is not on Linux), 20 x 20 points at scale 3, about what the default configuration (body
    /// text style, medium scale) gives; nil for an empty name.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// An SF Symbol sized by `configuration`: its point size x 20/17 on each side (the default
    /// 17-point body style gives 20 x 20 points).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard !name.isEmpty else { return nil }
        let side = (configuration?.pointSize ?? 17) * 20 / 17 * (configuration?.scale.factor ?? 1)
        self.init(size: Size(width: side, height: side), scale: 3, symbolName: name)
    }

    /// A symbol's configuration (UIImage.SymbolConfiguration): what sizes it.
    public struct SymbolConfiguration: Hashable, Sendable {
        /// The relative size of a symbol (UIImage.SymbolScale).
        public enum Scale: Int, Sendable, Hashable {
            case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
            var factor: CGFloat { self == .small ? 0.8 : (self == .large ? 1.3 : 1) }
        }

        public var pointSize: CGFloat
        public var weight: Font.Weight
        public var scale: Scale

        public init(pointSize: CGFloat, weight: Font.Weight = .regular, scale: Scale = .default) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        public init(textStyle: Font.TextStyle, scale: Scale = .default) {
            self.init(pointSize: textStyle.defaultPointSize, scale: scale)
        }

        public init(scale: Scale) { self.init(pointSize: 17, scale: scale) }
        public init(weight: Font.Weight) { self.init(pointSize: 17, weight: weight) }
        public init(font: Font, scale: Scale = .default) { self.init(pointSize: font.pointSize, weight: font.weight, scale: scale) }
    }

}

/// The registry, the cache and the search path of named images.
struct NamedImages {
    static let state = Mutex(NamedImages())

    var sizes: [String: (Size, CGFloat)] = [:]
    var cache: [String: WeakBitmapImage] = [:]
    var directories: [String] = NamedImages.defaultDirectories

    static var defaultDirectories: [String] {
        var directories: [String] = []
        if let resources = Bundle.main.resourcePath { directories.append(resources) }
        if let list = ProcessInfo.processInfo.environment["VIEWPRESSURE_RESOURCES"] {
            directories += list.split(separator: ":").map(String.init)
        }
        return directories
    }
}

/// A cached named image: its bitmap, held weakly, and how to read it.
struct WeakBitmapImage {
    weak var bitmap: Image.Bitmap?
    let width: Int
    let height: Int
    let scale: CGFloat
}

extension Image {
    /// An empty image (UIKit's `init()`): 0 x 0 points, a 1-byte bitmap.
    public convenience init() {
        self.init(width: 0, height: 0)
    }

    /// A symbol image resized for `configuration` (a new bitmap), or this image for a non-symbol
    /// (UIKit's `withConfiguration(_:)`).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        guard let symbolName else { return self }
        return Image(systemName: symbolName, withConfiguration: configuration) ?? self
    }

    /// UIKit's `applyingSymbolConfiguration(_:)`: nil for a non-symbol image.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        guard symbolName != nil else { return nil }
        return withConfiguration(configuration)
    }
}
