public import Foundation

/// Draws images in code: the runtime's UIGraphicsImageRenderer.
///
/// `image { context in ... }` runs the drawing closure (the calls are recorded on the context,
/// nothing is rasterized) and returns an image of the renderer's size at its format's scale, with
/// a real bitmap (``Image``). A size that is empty, not finite or over ``Image``'s bounds gives an
/// empty 0 x 0 image, where UIKit would fail an assertion.
public final class ImageRenderer: Sendable {
    /// The size of the images made, in points.
    public let size: Size
    /// The scale and opacity of the images made.
    public let format: ImageRendererFormat

    /// A renderer of images of `size` points at the default format's scale (3).
    public convenience init(size: Size) {
        self.init(size: size, format: ImageRendererFormat())
    }

    /// A renderer of images of `size` points with `format`.
    public init(size: Size, format: ImageRendererFormat) {
        self.size = size
        self.format = format
    }

    /// A renderer of images of `bounds.size` points.
    public convenience init(bounds: Rect) {
        self.init(size: bounds.size)
    }

    /// Runs `actions` with a context, then returns the image (its bitmap freshly allocated).
    public func image(actions: (ImageRendererContext) -> Void) -> Image {
        let context = ImageRendererContext(format: format, size: size)
        actions(context)
        return Image(size: size, scale: format.scale) ?? Image(width: 0, height: 0)
    }
}

/// The scale and opacity of a renderer's images (UIGraphicsImageRendererFormat).
public final class ImageRendererFormat: @unchecked Sendable {
    // @unchecked: set before the renderer is made, as in UIKit; not shared across threads meanwhile.
    /// Pixels per point. Default 3 (the default iPhone screen's).
    public var scale: CGFloat = 3
    /// Whether the image has no alpha channel. Recorded (the bitmap is 4 bytes a pixel either way).
    public var opaque = false

    public init() {}

    /// The format for the main screen (scale 3).
    public static func preferred() -> ImageRendererFormat { ImageRendererFormat() }
    public static func `default`() -> ImageRendererFormat { ImageRendererFormat() }
}

/// What a renderer's drawing closure receives (UIGraphicsImageRendererContext): it records the
/// calls, draws nothing.
public final class ImageRendererContext {
    /// The renderer's format.
    public let format: ImageRendererFormat
    /// How many fill and stroke calls the closure made.
    public private(set) var drawingCallCount = 0
    private let size: Size

    init(format: ImageRendererFormat, size: Size) {
        self.format = format
        self.size = size
    }

    /// Fills `rect` with the current fill colour. Recorded.
    public func fill(_ rect: Rect) { drawingCallCount += 1 }
    /// Strokes `rect`'s outline. Recorded.
    public func stroke(_ rect: Rect) { drawingCallCount += 1 }
    /// An image of what is drawn so far: the renderer's size, a new bitmap.
    public var currentImage: Image { Image(size: size, scale: format.scale) ?? Image(width: 0, height: 0) }
}

extension Color {
    /// Makes this the fill colour of the current drawing. Recorded nowhere: nothing is rasterized.
    public func setFill() {}
    /// Makes this the stroke colour of the current drawing. Nothing is rasterized.
    public func setStroke() {}
    /// Makes this the fill and stroke colour. Nothing is rasterized.
    public func set() {}
}

extension Image {
    /// Draws the image in the current drawing. Nothing is rasterized.
    public func draw(in rect: Rect) {}
    /// Draws the image at `point`. Nothing is rasterized.
    public func draw(at point: Point) {}
}
