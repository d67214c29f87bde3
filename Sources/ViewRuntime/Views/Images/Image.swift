public import Foundation
import Synchronization

/// A decoded image with real bytes: the runtime's UIImage.
///
/// An image of ``size`` points at ``scale`` holds a bitmap of ``width`` x ``height`` pixels
/// (`size x scale`, rounded up) at 4 bytes a pixel, allocated with `malloc` (the path the runtime's
/// backing stores take, so the allocator probe and the per-callback ledger see it), written once
/// so that every page is resident, and freed when the last image sharing it goes away. Variants
/// (``withRenderingMode(_:)``, ``withTintColor(_:)``) share their original's bitmap, as UIKit's do.
///
/// Where images come from: ``init(width:height:)`` (pixels), ``init(named:)`` (a registry of
/// sizes, then image files: `Image+Named.swift`), ``init(data:)`` and ``init(contentsOfFile:)``
/// (the size read from a PNG, JPEG or GIF header: `Image+Decoding.swift`),
/// ``init(systemName:)`` (SF Symbols, a fixed size) and ``ImageRenderer``.
///
/// Bounds: each side at most ``maximumPixelDimension`` pixels and the bitmap at most
/// ``maximumByteCount`` bytes; a failable initializer returns nil beyond them (or when `malloc`
/// fails), never traps. Not main-actor isolated: immutable after creation, like UIImage.
public final class Image: @unchecked Sendable {
    // @unchecked: the bitmap is written once in its init and never again; its pointer is private.
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels per point (1, 2 or 3 on devices).
    public let scale: CGFloat
    /// How the image is drawn (template or original). Recorded.
    public let renderingMode: RenderingMode
    /// The tint given by ``withTintColor(_:)``, or nil. Recorded.
    public let tintColor: Color?
    /// The SF Symbol's name for ``init(systemName:)`` images, or nil.
    public let symbolName: String?
    let bitmap: Bitmap

    /// The largest side, in pixels, an image may have: 65,536.
    public static let maximumPixelDimension = 65_536
    /// The largest bitmap an image may have: 1 GiB.
    public static let maximumByteCount = 1 << 30

    /// An image of `width` x `height` pixels at scale 1 (sides below 0 count as 0).
    ///
    /// Cost: one allocation of ``byteCount`` bytes (at least 1) and one pass writing them. Traps if
    /// `malloc` fails; the failable initializers do not.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        scale = 1
        renderingMode = .automatic
        tintColor = nil
        symbolName = nil
        bitmap = Bitmap(forcing: self.width * self.height * 4)
    }

    /// An image of `pixelWidth` x `pixelHeight` pixels at `scale`, or nil if a side is not
    /// positive, a bound is passed, or `malloc` fails.
    init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, symbolName: String? = nil) {
        guard pixelWidth > 0, pixelHeight > 0, scale > 0, scale.isFinite,
            pixelWidth <= Self.maximumPixelDimension, pixelHeight <= Self.maximumPixelDimension,
            pixelWidth * pixelHeight * 4 <= Self.maximumByteCount,
            let bitmap = Bitmap(byteCount: pixelWidth * pixelHeight * 4)
        else { return nil }
        width = pixelWidth
        height = pixelHeight
        self.scale = scale
        renderingMode = .automatic
        tintColor = nil
        self.symbolName = symbolName
        self.bitmap = bitmap
    }

    /// An image of `size` points at `scale` (the pixels rounded up), or nil as
    /// ``init(pixelWidth:pixelHeight:scale:symbolName:)``.
    convenience init?(size: Size, scale: CGFloat, symbolName: String? = nil) {
        guard let pixels = Self.pixels(for: size, scale: scale) else { return nil }
        self.init(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: scale, symbolName: symbolName)
    }

    /// A variant of `original` sharing its bitmap.
    private init(variantOf original: Image, renderingMode: RenderingMode, tintColor: Color?) {
        width = original.width
        height = original.height
        scale = original.scale
        symbolName = original.symbolName
        bitmap = original.bitmap
        self.renderingMode = renderingMode
        self.tintColor = tintColor
    }

    /// A new image object sharing `other`'s bitmap and attributes: an initializer cannot return
    /// a cached object, so named images share bitmaps instead.
    init(sharing other: Image) {
        width = other.width
        height = other.height
        scale = other.scale
        symbolName = other.symbolName
        bitmap = other.bitmap
        renderingMode = other.renderingMode
        tintColor = other.tintColor
    }

    /// An image reading `bitmap` (a cached named image's).
    init(bitmap: Bitmap, width: Int, height: Int, scale: CGFloat) {
        self.width = width
        self.height = height
        self.scale = scale
        self.bitmap = bitmap
        renderingMode = .automatic
        tintColor = nil
        symbolName = nil
    }

    /// The pixel sides of `size` points at `scale`, rounded up, or nil when not finite, not
    /// positive, or larger than ``maximumPixelDimension``.
    static func pixels(for size: Size, scale: CGFloat) -> (width: Int, height: Int)? {
        let width = (Double(size.width) * Double(scale)).rounded(.up)
        let height = (Double(size.height) * Double(scale)).rounded(.up)
        let limit = Double(maximumPixelDimension)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= limit, height <= limit else { return nil }
        return (Int(width), Int(height))
    }

    /// The size in points: the pixels divided by ``scale``.
    public var size: Size { Size(width: Double(width) / Double(scale), height: Double(height) / Double(scale)) }

    /// The bytes the bitmap holds: `width * height * 4` (shared with this image's variants).
    public var byteCount: Int { width * height * 4 }

    /// The byte at `index` (for tests that want to prove the bytes are there).
    public func byte(at index: Int) -> UInt8 { bitmap.pointer.load(fromByteOffset: index, as: UInt8.self) }

    /// This image drawn as `renderingMode`, sharing the bitmap.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        Image(variantOf: self, renderingMode: renderingMode, tintColor: tintColor)
    }

    /// This image tinted with `color` (always a template), sharing the bitmap.
    public func withTintColor(_ color: Color) -> Image {
        Image(variantOf: self, renderingMode: .alwaysTemplate, tintColor: color)
    }

    /// This image tinted with `color` in `renderingMode`, sharing the bitmap.
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        Image(variantOf: self, renderingMode: renderingMode, tintColor: color)
    }

    /// How an image is drawn (UIImage.RenderingMode).
    public enum RenderingMode: Int, Sendable, Hashable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// The bytes held by every image bitmap alive in the process now (shared bitmaps once).
    public static var liveBitmapBytes: Int { Bitmap.liveBytes.load(ordering: .relaxed) }
}

extension Image {
    /// The pixel storage of one or more images: freed when the last image using it goes.
    final class Bitmap: @unchecked Sendable {
        // @unchecked: written once in init; the pointer is never handed out mutable.
        static let liveBytes = Atomic<Int>(0)
        let byteCount: Int
        let pointer: UnsafeMutableRawPointer

        /// `byteCount` bytes (at least 1) written with a pattern, or nil when `malloc` fails.
        init?(byteCount: Int) {
            guard let pointer = HeapMemory.allocateIfPossible(byteCount: byteCount) else { return nil }
            self.byteCount = byteCount
            self.pointer = pointer
            _ = memset(pointer, 0x5A, max(byteCount, 1))  // memset, not a per-byte generic loop in debug builds
            Self.liveBytes.add(byteCount, ordering: .relaxed)
        }

        /// As ``init(byteCount:)``, trapping when `malloc` fails (``Image/init(width:height:)``).
        init(forcing byteCount: Int) {
            pointer = HeapMemory.allocate(byteCount: byteCount)
            self.byteCount = byteCount
            _ = memset(pointer, 0x5A, max(byteCount, 1))  // memset, not a per-byte generic loop in debug builds
            Self.liveBytes.add(byteCount, ordering: .relaxed)
        }

        deinit {
            HeapMemory.deallocate(pointer)
            Self.liveBytes.subtract(byteCount, ordering: .relaxed)
        }
    }
}
