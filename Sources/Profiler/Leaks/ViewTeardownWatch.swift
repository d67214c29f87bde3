import ViewRuntime

/// Watches the view trees of deallocating controllers (rules UV1, UV2, LK3): every view of a
/// tree is noted by address when its controller deinitializes, and forgotten when it
/// deinitializes. A view still noted afterwards outlived its screen, so it is alive (its deinit
/// would have removed it) and held from outside the tree; ``RuntimeProfiler/checkLeaks()``
/// reports it unless it is in a live hierarchy again.
///
/// Holds no reference to any view (no weak reference either, which would give the view a side
/// table): a view is freed at the moment it was before. Cost: per view of a deallocating
/// controller's tree, one dictionary insert at the controller's deinit and one removal at the
/// view's; nothing per view while no tree is pending (``ViewRuntime/View/pendingTeardowns``).
@MainActor
final class ViewTeardownWatch: ViewTeardownObserver {
    /// One deallocated controller's tree: who it was, and each noted view's class and parent.
    struct Tree {
        weak var runtime: Runtime?
        var controller: String
        var nodes: [(type: AnyObject.Type, parent: Int32)] = []
        /// How many of its views are still noted.
        var live = 0
    }

    /// A noted view: its tree and its node there.
    struct Noted {
        var tree: Int
        var node: Int32
    }

    /// A noted view that is still alive at a check.
    struct Survivor {
        let view: View
        /// The deallocated controller's label.
        let controller: String
        /// The classes from the controller's root view down to this view (UV2's stack).
        let stack: [String]
    }

    /// The process's watch, installed as ``ViewRuntime/View/teardownObserver`` by the first profiler.
    static let shared = ViewTeardownWatch()

    private var noted: [UInt: Noted] = [:]
    private var trees: [Int: Tree] = [:]
    private var nextTree = 0

    /// Installs the process's watch (idempotent).
    static func install() {
        if View.teardownObserver !== shared { View.teardownObserver = shared }
    }

    func controllerWillRelease(_ view: View, of controller: ControllerIdentity, runtime: Runtime) {
        let tree = nextTree
        nextTree &+= 1
        trees[tree] = Tree(runtime: runtime, controller: controller.label)
        note(view, parent: -1, tree: tree)
        if trees[tree]?.live == 0 { trees[tree] = nil }
        View.pendingTeardowns = noted.count
    }

    private func note(_ view: View, parent: Int32, tree: Int) {
        let node = Int32(trees[tree]!.nodes.count)
        trees[tree]!.nodes.append((type(of: view), parent))
        let address = UInt(bitPattern: ObjectIdentifier(view))
        if let old = noted.updateValue(Noted(tree: tree, node: node), forKey: address) { release(old) }
        trees[tree]!.live += 1
        for subview in view.subviews { note(subview, parent: node, tree: tree) }
    }

    func viewWillDeallocate(at address: UInt) {
        guard let gone = noted.removeValue(forKey: address) else { return }
        release(gone)
        View.pendingTeardowns = noted.count
    }

    private func release(_ gone: Noted) {
        trees[gone.tree]!.live -= 1
        if trees[gone.tree]!.live == 0 { trees[gone.tree] = nil }
    }

    /// The noted views of `runtime`'s controllers: each alive (a deallocated one is no longer
    /// noted), in no particular order.
    func survivors(of runtime: Runtime) -> [Survivor] {
        var found: [Survivor] = []
        for (address, entry) in noted {
            guard let tree = trees[entry.tree], tree.runtime === runtime, let pointer = UnsafeRawPointer(bitPattern: address) else { continue }
            let view = Unmanaged<View>.fromOpaque(pointer).takeUnretainedValue()
            var stack: [String] = []
            var node = entry.node
            while node >= 0 {
                stack.append(String(describing: tree.nodes[Int(node)].type))
                node = tree.nodes[Int(node)].parent
            }
            found.append(Survivor(view: view, controller: tree.controller, stack: [tree.controller] + stack.reversed()))
        }
        return found
    }
}
