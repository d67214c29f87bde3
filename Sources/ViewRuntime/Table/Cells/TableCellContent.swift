public import Foundation

/// Real image bytes: a bitmap of `width x height x 4` bytes, written once when created so that every
/// page is resident, and freed when the last reference goes away.
///
/// Give one to an ``ImageView`` (a cell's ``TableViewCell/imageView``) so that cells have the memory
/// footprint of real content. Not main-actor isolated: it is immutable after creation.
public final class Image: @unchecked Sendable {
    // @unchecked: the bytes are written once in `init` and never again; the pointer is private.
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    private let pointer: UnsafeMutableRawPointer

    /// Allocates and writes `width * height * 4` bytes (at least 1).
    ///
    /// Cost: one allocation of ``byteCount`` bytes and one pass writing them.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = max(1, self.width * self.height * 4)
        pointer = HeapMemory.allocate(byteCount: count)
        pointer.initializeMemory(as: UInt8.self, repeating: 0x5A, count: count)
    }

    /// The bytes the bitmap holds: `width * height * 4`.
    public var byteCount: Int { width * height * 4 }

    /// The byte at `index` (for tests that want to prove the bytes are there).
    public func byte(at index: Int) -> UInt8 { pointer.load(fromByteOffset: index, as: UInt8.self) }

    deinit { HeapMemory.deallocate(pointer) }
}

/// A view that shows a line of text: the runtime's UILabel, reduced to its text.
///
/// Setting ``text`` stores the string (a retain, or an inline copy for strings of up to 15 UTF-8
/// bytes): it allocates nothing, so configuring a cell with a preallocated string is free.
@MainActor
open class Label: View {
    /// The text shown, or nil.
    public var text: String?

    /// Creates an empty label.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }
}

/// A view that shows an ``Image``: the runtime's UIImageView.
///
/// The image's bytes are the image view's memory; the view's own backing store, if it is drawn in a
/// window, comes on top as for any view.
@MainActor
open class ImageView: View {
    /// The image shown, or nil. Held strongly.
    public var image: Image?

    /// Creates an image view showing `image`.
    public init(image: Image? = nil, frame: Rect = .zero) {
        self.image = image
        super.init(frame: frame)
    }
}
