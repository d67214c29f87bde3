import ViewRuntime

/// Watches the view trees of deallocating controllers (rules UV1, UV2, LK3): every view of a
/// tree is noted when its controller deinitializes (a node here, its index in the view's
/// ``ViewRuntime/View/teardownNote``), and the note is marked dead when the view deinitializes.
/// A note still alive afterwards is a view that outlived its screen, held from outside the tree;
/// ``RuntimeProfiler/checkLeaks()`` reports it unless it is in a live hierarchy again.
///
/// Holds no reference to any view (no weak reference either, which would give the view a side
/// table): a view is freed at the moment it was before. Cost: per view of a deallocating
/// controller's tree, one node appended and one field written at the controller's deinit, and
/// one node marked at the view's; no hashing. An unnoted view's deinit reads its own field only.
@MainActor
final class ViewTeardownWatch: ViewTeardownObserver {
    /// One deallocated controller's tree: whose runtime, which controller (its label's parts:
    /// copies of strings it had, so that noting allocates nothing), where its nodes start in
    /// ``nodes``, and how many of its views are still alive.
    struct Tree {
        var runtime: Int
        var customLabel: String?
        var className: String
        var instanceNumber: Int
        var nodeStart: Int
        var live = 0
        var controller: String { customLabel ?? "\(className)#\(instanceNumber)" }
    }

    /// A noted view: its class, its parent's node (-1 for the tree's root view), its tree, its
    /// address (read back only while ``alive``), and whether it is alive and noted here last.
    struct Node {
        var type: AnyObject.Type
        var parent: Int32
        var tree: Int32
        var address: UInt
        var alive: Bool
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
    /// The noted trees and their nodes, in the order their controllers deinitialized; finished
    /// ones are dropped from the end, so a clean teardown allocates nothing once warm.
    private var trees: [Tree] = []
    private var nodes: [Node] = []
    /// How many noted views are alive (tests read it: 0 after a clean teardown).
    private(set) var liveCount = 0

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
        dropFinishedTrees()
    }

    private func note(_ view: View, parent: Int32, tree: Int32) {
        let node = Int32(nodes.count)
        // Noted again (a view of a child's tree in its parent's): the newer note replaces it.
        if view.teardownNote != 0 { retire(Int(view.teardownNote - 1)) }
        view.teardownNote = node + 1
        nodes.append(
            Node(type: type(of: view), parent: parent, tree: tree, address: UInt(bitPattern: ObjectIdentifier(view)), alive: true))
        trees[Int(tree)].live += 1
        liveCount += 1
        for subview in view.subviews { note(subview, parent: node, tree: tree) }
    }

    func viewWillDeallocate(note: Int32) {
        let index = Int(note) - 1
        guard index >= 0, index < nodes.count, nodes[index].alive else { return }
        retire(index)
        dropFinishedTrees()
    }

    private func retire(_ index: Int) {
        nodes[index].alive = false
        trees[Int(nodes[index].tree)].live -= 1
        liveCount -= 1
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

    /// The noted views of `runtime`'s controllers that are still alive (a deallocated one is no
    /// longer alive here), tree by tree.
    func survivors(of runtime: Runtime) -> [Survivor] {
        guard liveCount > 0, let index = runtimes.lastIndex(where: { $0.value === runtime }) else { return [] }
        var found: [Survivor] = []
        for (position, tree) in trees.enumerated() where tree.runtime == index && tree.live > 0 {
            let end = position + 1 < trees.count ? trees[position + 1].nodeStart : nodes.count
            for entry in nodes[tree.nodeStart..<end] where entry.alive {
                guard let pointer = UnsafeRawPointer(bitPattern: entry.address) else { continue }
                let view = Unmanaged<View>.fromOpaque(pointer).takeUnretainedValue()
                var stack: [String] = []
                var node = entry.parent
                stack.append(String(describing: entry.type))
                while node >= 0 {
                    stack.append(String(describing: nodes[Int(node)].type))
                    node = nodes[Int(node)].parent
                }
                found.append(Survivor(view: view, controller: tree.controller, stack: [tree.controller] + stack.reversed()))
            }
        }
        return found
    }
}
