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
    /// One deallocated controller's tree: whose runtime, which controller (its label's parts:
    /// copies of strings it had, so that noting allocates nothing), where its nodes start in
    /// ``nodes``, and how many of its views are still noted.
    struct Tree {
        var runtime: Int
        var customLabel: String?
        var className: String
        var instanceNumber: Int
        var nodeStart: Int
        var live = 0
        var controller: String { customLabel ?? "\(className)#\(instanceNumber)" }
    }

    /// A noted view: its tree and its node in ``nodes``.
    struct Noted {
        var tree: Int32
        var node: Int32
    }

    /// A noted view that is still alive at a check.
    struct Survivor {
        let view: View
        /// The deallocated controller's label.
        let controller: String
        /// The controller's label, then the classes from its root view down to this view (UV2).
        let stack: [String]
    }

    /// The process's watch, installed as ``ViewRuntime/View/teardownObserver`` by the first profiler.
    static let shared = ViewTeardownWatch()

    /// The watched runtimes (those with a profiler), held weakly; a tree names one by position.
    private var runtimes: [WeakObject] = []
    private var noted: [UInt: Noted] = Dictionary(minimumCapacity: 1024)
    /// The noted trees and their nodes, in the order their controllers deinitialized; finished
    /// ones are dropped from the end, so a clean teardown allocates nothing once warm.
    private var trees: [Tree] = []
    private var nodes: [(type: AnyObject.Type, parent: Int32)] = []

    private init() {
        trees.reserveCapacity(256)
        nodes.reserveCapacity(4096)
    }

    /// Installs the process's watch (idempotent) and watches `runtime`'s controllers. Called when
    /// a profiler is made: the weak reference to the runtime is formed then, not at a teardown.
    static func install(watching runtime: Runtime) {
        if View.teardownObserver !== shared { View.teardownObserver = shared }
        runtime.viewTeardownObserver = shared
        // A tree names its runtime by position: the dead are dropped only while no tree is kept.
        if shared.trees.isEmpty { shared.runtimes.removeAll { $0.value == nil } }
        if !shared.runtimes.contains(where: { $0.value === runtime }) { shared.runtimes.append(WeakObject(runtime)) }
    }

    func controllerWillRelease(_ view: View, of controller: ViewController) {
        let runtime = controller.runtime
        guard let index = runtimes.lastIndex(where: { $0.value === runtime }) else { return }
        let tree = Int32(trees.count)
        trees.append(
            Tree(
                runtime: index, customLabel: controller.givenTraceLabel, className: controller.traceClassName,
                instanceNumber: controller.classInstanceNumber, nodeStart: nodes.count))
        note(view, parent: -1, tree: tree)
        View.pendingTeardowns = noted.count
        dropFinishedTrees()
    }

    private func note(_ view: View, parent: Int32, tree: Int32) {
        let node = Int32(nodes.count)
        nodes.append((type(of: view), parent))
        let address = UInt(bitPattern: ObjectIdentifier(view))
        if let old = noted.updateValue(Noted(tree: tree, node: node), forKey: address) { trees[Int(old.tree)].live -= 1 }
        trees[Int(tree)].live += 1
        for subview in view.subviews { note(subview, parent: node, tree: tree) }
    }

    func viewWillDeallocate(at address: UInt) {
        guard let gone = noted.removeValue(forKey: address) else { return }
        trees[Int(gone.tree)].live -= 1
        View.pendingTeardowns = noted.count
        dropFinishedTrees()
    }

    /// Drops the trees at the end of ``trees`` with no view left, and their nodes (keeping the
    /// capacity): teardowns nest, so the trees of a finished cascade are the last ones, and a
    /// tree that keeps a leaked view holds only its own place.
    private func dropFinishedTrees() {
        while let last = trees.last, last.live == 0 {
            nodes.removeSubrange(last.nodeStart...)
            trees.removeLast()
        }
    }

    /// The noted views of `runtime`'s controllers: each alive (a deallocated one is no longer
    /// noted), in no particular order.
    func survivors(of runtime: Runtime) -> [Survivor] {
        guard !noted.isEmpty, let index = runtimes.lastIndex(where: { $0.value === runtime }) else { return [] }
        var found: [Survivor] = []
        for (address, entry) in noted {
            let tree = trees[Int(entry.tree)]
            guard tree.runtime == index, let pointer = UnsafeRawPointer(bitPattern: address) else { continue }
            let view = Unmanaged<View>.fromOpaque(pointer).takeUnretainedValue()
            var stack: [String] = []
            var node = entry.node
            while node >= 0 {
                stack.append(String(describing: nodes[Int(node)].type))
                node = nodes[Int(node)].parent
            }
            found.append(Survivor(view: view, controller: tree.controller, stack: [tree.controller] + stack.reversed()))
        }
        return found
    }
}
