import Foundation
import Testing
@testable import ViewRuntime

/// UIImage with real bytes: registry, headers, files, symbols, renderer; freed with the last reference.
@Suite("Images")
struct ImageTests {
    /// A PNG's first 24 bytes: signature and IHDR with `width` x `height`.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return Data(bytes + [8, 6, 0, 0, 0])
    }

    /// A JPEG: SOI, an APP0 segment, then SOF0 with `width` x `height`.
    static func jpeg(width: UInt16, height: UInt16) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3]
        return Data(bytes + [UInt8](repeating: 0, count: 9))
    }

    @Test("an image of size at scale holds width x scale x height x scale x 4 real bytes")
    func bytes() throws {
        let image = try #require(Image(size: Size(width: 10, height: 5), scale: 3))
        #expect(image.width == 30 && image.height == 15 && image.byteCount == 30 * 15 * 4)
        #expect(image.size == Size(width: 10, height: 5) && image.scale == 3)
        #expect(image.byte(at: image.byteCount - 1) == 0x5A && image.bitmap.byteCount == image.byteCount)
    }

    @Test("the bitmap is freed when the last image sharing it goes (variants share it)")
    func freedWithLastReference() throws {
        weak var bitmap: Image.Bitmap?
        var variant: Image?
        do {
            let image = try #require(Image(size: Size(width: 8, height: 8), scale: 2))
            bitmap = image.bitmap
            variant = image.withRenderingMode(.alwaysTemplate)
            #expect(variant?.bitmap === image.bitmap && variant?.renderingMode == .alwaysTemplate)
        }
        #expect(bitmap != nil, "the variant keeps it")
        variant = nil
        #expect(bitmap == nil)
    }

    @Test("init(named:) from the registry: sized, cached while alive (one bitmap), nil for unknown names")
    func named() throws {
        #expect(Image.register(named: "image-tests-avatar", size: Size(width: 40, height: 40), scale: 2))
        let first = try #require(Image(named: "image-tests-avatar"))
        let second = try #require(Image(named: "image-tests-avatar"))
        #expect(first.size == Size(width: 40, height: 40) && first.byteCount == 80 * 80 * 4)
        #expect(first.bitmap === second.bitmap)
        #expect(Image(named: "image-tests-unknown") == nil && Image(named: "") == nil)
        #expect(!Image.register(named: "image-tests-huge", size: Size(width: 1_000_000, height: 1), scale: 1))
        #expect(!Image.register(named: "image-tests-empty", size: .zero))
    }

    @Test("init(data:) reads PNG, JPEG and GIF headers; other data and oversized headers give nil")
    func decoding() throws {
        let png = try #require(Image(data: Self.pngHeader(width: 300, height: 200)))
        #expect(png.width == 300 && png.height == 200 && png.scale == 1 && png.byteCount == 240_000)
        let retina = try #require(Image(data: Self.pngHeader(width: 300, height: 200), scale: 2))
        #expect(retina.size == Size(width: 150, height: 100))
        let jpeg = try #require(Image(data: Self.jpeg(width: 640, height: 480)))
        #expect(jpeg.width == 640 && jpeg.height == 480)
        let gif = try #require(Image(data: Data(Array("GIF89a".utf8) + [0x20, 0x00, 0x10, 0x00, 0, 0, 0])))
        #expect(gif.width == 32 && gif.height == 16)
        #expect(Image(data: Data("not an image".utf8)) == nil && Image(data: Data()) == nil)
        #expect(Image(data: Self.pngHeader(width: 100_000, height: 100_000)) == nil, "over the bounds: nil, no trap")
        #expect(Image(data: Self.pngHeader(width: 0, height: 10)) == nil)
        #expect(Image(data: Self.pngHeader(width: 20, height: 20).prefix(20)) == nil, "truncated")
    }

    @Test("init(contentsOfFile:) and init(named:) find files, their scale from @2x/@3x")
    func files() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vp-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.pngHeader(width: 60, height: 90).write(to: directory.appendingPathComponent("icon@3x.png"))
        try Self.jpeg(width: 100, height: 50).write(to: directory.appendingPathComponent("photo.jpg"))
        let icon = try #require(Image(contentsOfFile: directory.appendingPathComponent("icon@3x.png").path))
        #expect(icon.scale == 3 && icon.size == Size(width: 20, height: 30))
        #expect(Image(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil)
        let bundle = try #require(Bundle(path: directory.path))
        let named = try #require(Image(named: "icon", in: bundle, compatibleWith: nil))
        #expect(named.scale == 3 && named.width == 60)
        let photo = try #require(Image(named: "photo.jpg", in: bundle))
        #expect(photo.width == 100 && photo.height == 50 && photo.scale == 1)
    }

    @Test("SF Symbols: any name, 20 x 20 points at 3x; a configuration's point size scales it")
    func symbols() throws {
        let symbol = try #require(Image(systemName: "trash"))
        #expect(symbol.size == Size(width: 20, height: 20) && symbol.scale == 3 && symbol.symbolName == "trash")
        let large = try #require(Image(systemName: "trash", withConfiguration: Image.SymbolConfiguration(pointSize: 34)))
        #expect(large.size == Size(width: 40, height: 40))
        #expect(Image(systemName: "") == nil)
    }

    @Test("the renderer runs the drawing closure and makes an image of its size at its scale")
    func renderer() {
        let format = ImageRendererFormat()
        format.scale = 2
        let renderer = ImageRenderer(size: Size(width: 50, height: 25), format: format)
        var calls = 0
        let image = renderer.image { context in
            Color.red.setFill()
            context.fill(Rect(x: 0, y: 0, width: 50, height: 25))
            calls = context.drawingCallCount
        }
        #expect(calls == 1 && image.size == Size(width: 50, height: 25) && image.byteCount == 100 * 50 * 4)
        #expect(ImageRenderer(size: Size(width: 10, height: 10)).image { _ in }.scale == 3)
        #expect(ImageRenderer(size: .zero).image { _ in }.byteCount == 0, "an empty size: an empty image, no trap")
    }

    @Test("an image view's memory includes its images, a shared bitmap once")
    @MainActor
    func imageViewBytes() throws {
        let image = try #require(Image(size: Size(width: 10, height: 10), scale: 2))
        let view = ImageView(image: image)
        view.highlightedImage = image.withTintColor(.red)
        #expect(view.imageByteCount == 1600)
        view.highlightedImage = Image(size: Size(width: 1, height: 1), scale: 1)
        #expect(view.imageByteCount == 1604)
    }
}
