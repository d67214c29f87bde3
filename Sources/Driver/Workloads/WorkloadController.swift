import Foundation
public import ViewRuntime

/// The controller the built-in workloads push, present and select: a view with a few
/// subviews (each gets a backing store when drawn in a window) and an optional payload.
@MainActor
public final class WorkloadController: ViewController {
    let subviewCount: Int
    let payloadBytes: Int
    var payload: UnsafeMutableRawPointer?

    public init(runtime: Runtime, subviews: Int, payloadBytes: Int = 0) {
        subviewCount = subviews
        self.payloadBytes = payloadBytes
        super.init(runtime: runtime)
    }

    required init?(coder: NSCoder) { return nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let side = max(1, view.bounds.size.width / 4)
        for index in 0..<subviewCount {
            let frame = Rect(x: Double(index % 4) * side, y: Double(index / 4) * side, width: side, height: side)
            view.addSubview(View(frame: frame))
        }
        if payloadBytes > 0, payload == nil {
            let block = HeapMemory.allocate(byteCount: payloadBytes)
            _ = memset(block, 0x5A, payloadBytes)  // memset, not a per-byte generic loop in debug builds
            payload = block
        }
    }

    public override func viewDidUnload() {
        super.viewDidUnload()
        if let payload { HeapMemory.deallocate(payload) }
        payload = nil
    }

    isolated deinit { if let payload { HeapMemory.deallocate(payload) } }
}

/// Small helpers shared by the workloads.
enum WorkloadSupport {
    /// A small screen (100 x 100 points at 1x) so that deep stacks of drawn views fit in memory:
    /// about 40 KB of backing store per full-screen view.
    static let screen = Screen(width: 100, height: 100, scale: 1)
}
