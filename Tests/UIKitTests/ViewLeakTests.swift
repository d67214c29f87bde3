import Profiler
import Testing
import UIKit
import ViewPressureTesting

// A screen written as on iOS whose photo view outlives it in a static.

/// Keeps the photo view it was last handed, as a careless image cache does.
@MainActor
enum PhotoViewCache {
    static var last: UIImageView?
}

/// Shows a 21 MiB photo (2688 x 2048 pixels) and hands its image view to a cache when `caches`.
final class PhotoDetailViewController: UIViewController {
    let photoView = UIImageView(image: UIImage(width: 2688, height: 2048))
    var caches = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(photoView)
        if caches { PhotoViewCache.last = photoView }
    }
}

@MainActor
@Suite("View leaks, as written with UIKit", .serialized)
struct UIKitViewLeakTests {
    private func session() throws -> ProfilingSession {
        let session = try ProfilingSession(measures: false)
        session.launch(UINavigationController(rootViewController: UIViewController()))
        return session
    }

    @Test("UV1, UV4, UV6: a UIImageView kept by a static after its screen is popped leaks, with the static's path and its 21 MiB")
    func imageViewKeptByStatic() throws {
        defer { PhotoViewCache.last = nil }
        let session = try session()
        try {
            let screen = PhotoDetailViewController()
            screen.caches = true
            try session.push(screen)
        }()
        session.pop()
        let leak = try #require(session.checkLeaks().first)
        #expect(leak.className == "ImageView")
        #expect(leak.path == ["PhotoViewCache.last"])
        #expect(leak.view?.stack == ["PhotoDetailViewController#1", "View", "ImageView"])
        #expect(leak.view?.imageBytes == 21 * 1024 * 1024)
        #expect(leak.explanation.hasPrefix("Leaking: YES (its controller PhotoDetailViewController#1 was deallocated)"))
    }

    @Test("UV1: the same screen without the cache leaves nothing behind")
    func cleanPhotoScreen() throws {
        let session = try session()
        try session.push(PhotoDetailViewController())
        session.pop()
        #expect(session.checkLeaks().isEmpty)
    }
}
