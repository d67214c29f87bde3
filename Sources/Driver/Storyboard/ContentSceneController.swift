public import ViewRuntime

/// The controller a `content` scene instantiates: a view with `subviews` subviews, a cache
/// holding `cacheBytes` real bytes (emptied by memory warnings), and, when the scene asks
/// for it, a stored closure that captures the controller: a deliberate leak.
@MainActor
public final class ContentSceneController: ViewController {
    let scene: ContentScene
    /// The cache filled in `viewDidLoad`; it purges itself on memory warnings.
    public private(set) lazy var cache = Cache<Int, CacheBlock>(runtime: runtime)
    /// Set when `retainCycle` is on: captures `self` strongly.
    var onRefresh: (() -> Void)?

    init(runtime: Runtime, scene: ContentScene) {
        self.scene = scene
        super.init(runtime: runtime)
        if scene.retainCycle {
            onRefresh = { self.title = self.title }
        }
    }

    /// Adds the scene's subviews (a grid of small views) and fills the cache.
    public override func viewDidLoad() {
        super.viewDidLoad()
        let side = 44.0
        let columns = max(1, Int(view.bounds.size.width / side))
        for index in 0..<scene.subviews {
            let frame = Rect(x: Double(index % columns) * side, y: Double(index / columns) * side, width: side, height: side)
            try? view.addSubview(View(frame: frame))
        }
        if scene.cacheBytes > 0, cache.count == 0 {
            cache.setObject(CacheBlock(bytes: scene.cacheBytes), forKey: 0, cost: scene.cacheBytes)
        }
        if scene.transientBytes > 0 { Self.allocateTransientBlock(bytes: scene.transientBytes) }
    }

    /// Allocates `bytes`, writes every page (so resident memory moves too) and frees them:
    /// the `transientBytes` spike. Never inlined, so allocation stacks name it.
    @inline(never)
    static func allocateTransientBlock(bytes: Int) {
        let block = HeapMemory.allocate(byteCount: bytes)
        block.initializeMemory(as: UInt8.self, repeating: 0x5A, count: bytes)
        HeapMemory.deallocate(block)
    }
}

/// A block of real, written bytes held by a cache.
public final class CacheBlock {
    let storage: UnsafeMutableRawPointer

    init(bytes: Int) {
        storage = HeapMemory.allocate(byteCount: bytes)
        storage.initializeMemory(as: UInt8.self, repeating: 0xC5, count: max(bytes, 1))
    }

    deinit { HeapMemory.deallocate(storage) }
}
