import Foundation
import MemoryProbe
import Testing
import ViewRuntime

@testable import Profiler

/// A controller that decodes a named image in viewDidLoad and keeps it in an image view.
class NamedImageController: ViewController {
    class var imageName: String { "ledger-photo" }
    var imageView: ImageView?

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView = ImageView(image: Image(named: Self.imageName))
    }
}

/// The same with a 2 x 2 image (16 bytes): the same objects around a bitmap of jemalloc's 16-byte class.
final class TinyImageController: NamedImageController {
    override class var imageName: String { "ledger-tinyy" }
}

/// Images are real bytes: the allocator probe and the ledger see exactly `width x height x scale² x 4`.
@MainActor
@Suite("Image memory (probe and ledger)", .serialized)
struct ImageLedgerTests {
    static let photo = Size(width: 64, height: 64)
    static let scale: CGFloat = 2
    /// 64 x 64 points at 2x: 128 x 128 pixels, 65,536 bytes (a jemalloc size class, so no rounding).
    static let photoBytes = 128 * 128 * 4

    init() {
        Image.register(named: NamedImageController.imageName, size: Self.photo, scale: Self.scale)
        Image.register(named: TinyImageController.imageName, size: Size(width: 2, height: 2), scale: 1)
    }

    @Test("creating a named image allocates its bitmap, width x height x scale² x 4 bytes, as the probe reads it")
    func probeSeesTheBitmap() throws {
        let counters = try ThreadCounters.forCurrentThread()
        func allocated(_ name: String) -> (UInt64, Image?) {
            let before = counters.read()
            let image = Image(named: name)
            return (counters.read().since(before).allocatedBytes, image)
        }
        _ = allocated(NamedImageController.imageName)  // warm-up: the cache's first entries
        _ = allocated(TinyImageController.imageName)
        let (tiny, tinyImage) = allocated(TinyImageController.imageName)
        let (photo, photoImage) = allocated(NamedImageController.imageName)
        let image = try #require(photoImage)
        #expect(image.byteCount == Self.photoBytes && image.size == Self.photo && image.scale == Self.scale)
        // The same objects around a 16-byte bitmap.
        #expect(photo == tiny - 16 + UInt64(Self.photoBytes))
        withExtendedLifetime(tinyImage) {}
    }

    @Test("an image decoded in viewDidLoad is charged to that controller's viewDidLoad, bitmap bytes exactly")
    func ledgerChargesTheBitmap() throws {
        func viewDidLoadCharge(_ make: (Runtime) -> ViewController) throws -> UInt64 {
            let stack = try ProfiledStack(probe: try AllocatorProbe())
            let controller = make(stack.runtime)
            try stack.navigation.pushViewController(controller, animated: false)
            let charge = stack.profiler.ledgerByKind(controller: controller.instanceID)[.viewDidLoad] ?? 0
            _ = stack.navigation.popViewController(animated: false)
            return charge
        }
        _ = try viewDidLoadCharge { NamedImageController(runtime: $0) }  // warm-up
        _ = try viewDidLoadCharge { TinyImageController(runtime: $0) }
        let tiny = try viewDidLoadCharge { TinyImageController(runtime: $0) }
        let photo = try viewDidLoadCharge { NamedImageController(runtime: $0) }
        #expect(photo == tiny - 16 + UInt64(Self.photoBytes))
    }
}
