public import Foundation

/// A view that shows an ``Image``: the runtime's UIImageView.
///
/// Memory: the image's bitmap is the image view's content (``imageByteCount``), shared with every
/// other holder of the image and freed with its last one; the view's own backing store, if it is
/// drawn in a window, comes on top as for any view. Its ``intrinsicContentSize`` is the image's
/// size in points (none without an image), as UIKit's. Takes no touches by default.
@preconcurrency @MainActor
open class ImageView: View {
    /// The image shown, or nil. Held strongly.
    public var image: Image?
    /// The image shown while ``isHighlighted``, or nil. Held strongly.
    public var highlightedImage: Image?
    /// Whether the highlighted image shows. Default false.
    public var isHighlighted = false

    /// Creates an image view showing `image`, sized to it (UIKit's `init(image:)`); with a
    /// `frame`, at that frame instead (the runtime's own form).
    public init(image: Image?, frame: Rect? = nil) {
        self.image = image
        super.init(frame: frame ?? Rect(origin: .zero, size: image?.size ?? .zero))
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// UIKit's `init(image:highlightedImage:)`: sized to `image`.
    public convenience init(image: Image?, highlightedImage: Image?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// An empty image view with `frame` (UIKit's `init(frame:)`).
    public override init(frame: Rect = .zero) {
        image = nil
        super.init(frame: frame)
    }

    /// The image's size in points, or no intrinsic size without an image.
    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The bytes of the bitmaps it holds (image and highlighted image; one bitmap shared by both
    /// counts once).
    public var imageByteCount: Int {
        let main = image?.byteCount ?? 0
        guard let highlighted = highlightedImage, highlighted.bitmap !== image?.bitmap else { return main }
        return main + highlighted.byteCount
    }
}
