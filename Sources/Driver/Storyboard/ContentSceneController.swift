import Foundation
public import ViewRuntime

/// The controller a `content` scene instantiates: a view with `subviews` subviews, a cache
/// holding `cacheBytes` real bytes (emptied by memory warnings), and, when the scene asks
/// for it, a stored closure that captures the controller: a deliberate leak.
@MainActor
package final class ContentSceneController: ViewController {
    let scene: ContentScene
    /// The cache filled in `viewDidLoad`; it purges itself on memory warnings.
    package private(set) lazy var cache = Cache<Int, CacheBlock>(runtime: runtime)
    /// Set when `retainCycle` is on: captures `self` strongly.
    var onRefresh: (() -> Void)?
    /// With `ignoresMemoryWarnings`, the cache block is held here, where no warning reaches it.
    var heldBlock: CacheBlock?
    /// The button of the scene's control `name`, if the view is loaded (made in `viewDidLoad`).
    package func control(named name: String) -> Button? {
        guard scene.controls.contains(where: { $0.name == name }) else { return nil }
        return viewIfLoaded?.subviews.lazy.compactMap { $0 as? Button }.first { $0.title == name }
    }
    /// Called when a control's action reaches this controller through the responder chain.
    var onControl: ((ContentSceneController, SceneControl) -> Void)?

    /// The bytes the controller's cache holds now.
    package var heldCacheBytes: Int {
        guard scene.cacheBytes > 0 else { return 0 }
        return scene.ignoresMemoryWarnings ? (heldBlock == nil ? 0 : scene.cacheBytes) : cache.totalCost
    }

    init(runtime: Runtime, scene: ContentScene) {
        self.scene = scene
        super.init(runtime: runtime)
        if scene.retainCycle {
            onRefresh = { self.title = self.title }
        }
        for control in scene.controls {
            // The controller implements each control's action (R3); the buttons' nil-target
            // actions find it through the responder chain (R1, R2).
            setHandler(for: Action("\(control.name):"), .sender { [weak self] _ in
                guard let self else { return }
                self.onControl?(self, control)
            })
        }
    }

    required init?(coder: NSCoder) { return nil }

    /// Adds the scene's subviews (a grid of small views) and fills the cache.
    package override func viewDidLoad() {
        super.viewDidLoad()
        let side = 44.0
        let columns = max(1, Int(view.bounds.size.width / side))
        for index in 0..<scene.subviews {
            let frame = Rect(x: Double(index % columns) * side, y: Double(index / columns) * side, width: side, height: side)
            view.addSubview(View(frame: frame))
        }
        for (index, control) in scene.controls.enumerated() {
            let button = Button(frame: Rect(x: 0, y: Double(index) * 44, width: 120, height: 44), title: control.name)
            button.addTarget(nil, action: Action("\(control.name):"), for: .touchUpInside)
            view.addSubview(button)
        }
        if scene.cacheBytes > 0, heldCacheBytes == 0,
           runtime.admitAllocation(bytes: scene.cacheBytes, purpose: "the cache of \(self)") {
            if let block = CacheBlock(bytes: scene.cacheBytes) {
                if scene.ignoresMemoryWarnings { heldBlock = block } else { cache.setObject(block, forKey: 0, cost: scene.cacheBytes) }
            } else {
                runtime.noteRefusedAllocation(RefusedAllocation(bytes: scene.cacheBytes, purpose: "the cache of \(self)", mallocFailed: true))
            }
        }
        if scene.transientBytes > 0, runtime.admitAllocation(bytes: scene.transientBytes, purpose: "the transient block of \(self)"),
           !Self.allocateTransientBlock(bytes: scene.transientBytes) {
            runtime.noteRefusedAllocation(RefusedAllocation(bytes: scene.transientBytes, purpose: "the transient block of \(self)", mallocFailed: true))
        }
    }

    /// Allocates `bytes`, writes every page (so resident memory moves too) and frees them:
    /// the `transientBytes` spike. Never inlined, so allocation stacks name it. False when
    /// `malloc` cannot provide the bytes (the caller records it; never a trap).
    @inline(never)
    static func allocateTransientBlock(bytes: Int) -> Bool {
        guard let block = HeapMemory.allocateIfPossible(byteCount: bytes) else { return false }
        _ = memset(block, 0x5A, bytes)  // memset, not a per-byte generic loop in debug builds
        HeapMemory.deallocate(block)
        return true
    }

    /// With `ignoresMemoryWarnings`, does nothing, not even `super` (so the view stays loaded
    /// and the cache full): the misbehaviour a pressure run must name.
    package override func didReceiveMemoryWarning() {
        guard !scene.ignoresMemoryWarnings else { return }
        super.didReceiveMemoryWarning()
    }
}

/// A block of real, written bytes held by a cache.
package final class CacheBlock {
    let storage: UnsafeMutableRawPointer

    /// Nil when `malloc` cannot provide the bytes (the caller records it; never a trap).
    init?(bytes: Int) {
        guard let storage = HeapMemory.allocateIfPossible(byteCount: bytes) else { return nil }
        self.storage = storage
        _ = memset(storage, 0xC5, max(bytes, 1))  // memset, not a per-byte generic loop in debug builds
    }

    deinit { HeapMemory.deallocate(storage) }
}
