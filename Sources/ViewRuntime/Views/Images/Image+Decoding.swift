public import Foundation
import Synchronization

/// Images from encoded bytes: only the header is read, for the pixel size; the bitmap is then
/// allocated as a decoder would (``Image``). PNG (IHDR), JPEG (the first SOFn segment) and GIF
/// (the logical screen) are understood; any other data gives nil.
extension Image {
    /// The image encoded in `data` at scale 1, or nil (unknown format, truncated header, or a size
    /// over the bounds).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image encoded in `data` at `scale`, or nil.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = ImageHeader.pixelSize(of: data) else { return nil }
        self.init(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: scale)
    }

    /// The image in the file at `path`, its scale from an `@2x`/`@3x` suffix (else 1), or nil when
    /// the file cannot be read or decoded. Reads at most the first MiB (where every header is).
    public convenience init?(contentsOfFile path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 1 << 20) else { return nil }
        self.init(data: data, scale: ImageHeader.scale(ofFileNamed: path))
    }

    /// The named image: cached, registered, or found in a file; nil if none (see `Image+Named.swift`).
    static func resolve(named name: String, in bundle: Bundle?) -> Image? {
        guard !name.isEmpty else { return nil }
        let (cached, registered, directories) = NamedImages.state.withLock { state in
            (state.cache[name], state.sizes[name], state.directories)
        }
        if let cached, let bitmap = cached.bitmap {
            return Image(bitmap: bitmap, width: cached.width, height: cached.height, scale: cached.scale)
        }
        var made: Image?
        if let (size, scale) = registered {
            made = Image(size: size, scale: scale)
        } else {
            let roots = (bundle?.resourcePath).map { [$0] + directories } ?? directories
            made = ImageHeader.candidatePaths(for: name, in: roots).lazy.compactMap { Image(contentsOfFile: $0) }.first
        }
        guard let made else { return nil }
        let entry = WeakBitmapImage(bitmap: made.bitmap, width: made.width, height: made.height, scale: made.scale)
        NamedImages.state.withLock { $0.cache[name] = entry }
        return made
    }
}

/// Reading image headers.
enum ImageHeader {
    static let extensions = ["png", "jpg", "jpeg", "gif"]

    /// The files `name` may be in under `roots`: the name itself if it has an image extension,
    /// else `name@3x`, `name@2x`, `name@1x`, `name` with each extension, existing ones only.
    static func candidatePaths(for name: String, in roots: [String]) -> [String] {
        let lower = name.lowercased()
        let names: [String] =
            extensions.contains(where: { lower.hasSuffix(".\($0)") })
            ? [name]
            : ["@3x", "@2x", "@1x", ""].flatMap { suffix in extensions.map { "\(name)\(suffix).\($0)" } }
        let files = FileManager.default
        return roots.flatMap { root in names.map { "\(root)/\($0)" } }.filter { files.fileExists(atPath: $0) }
    }

    /// 3 for a file named `x@3x.png`, 2 for `x@2x.png`, else 1.
    static func scale(ofFileNamed path: String) -> CGFloat {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let stem = file.split(separator: ".").first.map(String.init) ?? file
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// The pixel size in a PNG, JPEG or GIF header, or nil.
    static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
        data.withUnsafeBytes { raw -> (width: Int, height: Int)? in
            let bytes = raw.bindMemory(to: UInt8.self)
            return png(bytes) ?? jpeg(bytes) ?? gif(bytes)
        }
    }

    private static func bigEndian(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int, _ count: Int) -> Int {
        (0..<count).reduce(0) { $0 << 8 | Int(bytes[at + $1]) }
    }

    /// The 8-byte signature, then the IHDR chunk: length, "IHDR", width and height (big endian).
    static func png(_ bytes: UnsafeBufferPointer<UInt8>) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, signature.indices.allSatisfy({ bytes[$0] == signature[$0] }),
            Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        return (bigEndian(bytes, 16, 4), bigEndian(bytes, 20, 4))
    }

    /// SOI, then segments until a start-of-frame (C0-CF but C4, C8, CC): its height and width.
    static func jpeg(_ bytes: UnsafeBufferPointer<UInt8>) -> (width: Int, height: Int)? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 3 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            if marker == 0x01 || (0xD0...0xD8).contains(marker) { index += 2; continue }
            if marker == 0xD9 || marker == 0xDA { return nil }
            let length = bigEndian(bytes, index + 2, 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard index + 8 < bytes.count else { return nil }
                return (bigEndian(bytes, index + 7, 2), bigEndian(bytes, index + 5, 2))
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    /// "GIF87a" or "GIF89a", then the logical screen's width and height (little endian).
    static func gif(_ bytes: UnsafeBufferPointer<UInt8>) -> (width: Int, height: Int)? {
        guard bytes.count >= 10, Array(bytes[0..<4]) == Array("GIF8".utf8) else { return nil }
        return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
    }
}
