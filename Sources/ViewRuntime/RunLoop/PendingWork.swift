internal import _RunLoopShims

/// One block the main run loop holds until it runs: a `DispatchQueue.main` block, a delayed
/// (`asyncAfter`) block or a run-loop perform-block. It is the named holder the leak walk
/// starts from (``MainRunLoop/pendingHolders``): the block, and everything it captures, stay
/// alive exactly as long as this object is pending (RL6, RL10, RL11).
@preconcurrency @MainActor
public final class PendingWork {
    /// What scheduled the work.
    public enum Kind: Sendable, Equatable {
        /// `DispatchQueue.main.async`: runs at the next drain of the main queue (RL10).
        case mainQueue
        /// `DispatchQueue.main.asyncAfter`: joins the main queue at `deadline`, in virtual
        /// seconds (RL11).
        case after(deadline: Double)
        /// A run-loop perform-block: runs at the next turn in one of `modes` (RL6).
        case perform(modes: [String])
    }

    public let kind: Kind
    /// Where it was scheduled (`InboxViewController.viewDidLoad`, a step), when known.
    public let site: String?
    /// The order of scheduling, for ties.
    let sequence: Int
    /// The work: a Swift closure (its captures are read by the leak walk), or a call of a
    /// block taken from libdispatch (whose captures are opaque to the walk).
    let body: () -> Void
    /// The taken block this work runs, released when the work is freed.
    private let block: BlockReference?

    init(kind: Kind, site: String?, sequence: Int, body: @escaping () -> Void) {
        self.kind = kind
        self.site = site
        self.sequence = sequence
        self.body = body
        block = nil
    }

    init(kind: Kind, site: String?, sequence: Int, block: UnsafeRawPointer) {
        let reference = BlockReference(block)
        self.kind = kind
        self.site = site
        self.sequence = sequence
        self.block = reference
        body = { reference.invoke() }
    }

    /// The virtual time it is due: its deadline, or nil for work that waits for no time.
    var deadline: Double? {
        if case .after(let deadline) = kind { deadline } else { nil }
    }

    /// Whether it came from libdispatch as a block (its captures cannot be walked).
    public var isOpaqueBlock: Bool { block != nil }
}

/// A block taken from libdispatch: invoked through the Blocks ABI, released when the last
/// reference goes.
final class BlockReference: @unchecked Sendable {
    let pointer: UnsafeRawPointer
    init(_ pointer: UnsafeRawPointer) { self.pointer = pointer }
    func invoke() { vp_block_invoke(pointer) }
    deinit { vp_block_release(pointer) }
}
