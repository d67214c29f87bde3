import MemoryProbe
import Profiler
import Results
import ViewRuntime

/// The leak oracle's retain-path walk on a large object graph: a tree of `objects` model
/// objects (nodes with a child array, a weak parent, a dictionary of leaves and a closure
/// capturing a leaf) held by the window's root controller, and one leaked controller held
/// only by a hand-retained (`Unmanaged`) registry at the bottom of the tree. With no proven
/// path, `checkLeaks()` does its most work: the proven search from the window, the cycle
/// search and a candidate search, each over the whole graph.
package struct LeakWalkWorkload: Workload {
    package static let name = "leakWalk"
    package static let summary = "explain one leak held only through an Unmanaged deep in an N-object graph (the retain-path walk's worst case)"
    package static let parameters: [WorkloadParameter] = [
        .init("objects", "10000", quick: "1000", range: 1...1_000_000, "model objects in the graph"),
        .init("rounds", "5", quick: "3", range: 1...1000, "leak checks (timing samples)"),
    ]

    let objects: Int, rounds: Int

    package init(values: WorkloadValues, quick: Bool) throws {
        try values.validate(against: Self.parameters, workload: Self.name)
        objects = max(2, try values.int("objects", in: Self.parameters, quick: quick))
        rounds = max(1, try values.int("rounds", in: Self.parameters, quick: quick))
    }

    package func run(_ context: WorkloadContext) throws -> WorkloadReport {
        let runtime = Runtime(screen: WorkloadSupport.screen)
        let profiler = try RuntimeProfiler(runtime: runtime, probe: nil, tracePath: nil)
        profiler.install()
        let home = GraphHolderController(runtime: runtime)
        let navigation = NavigationController(rootViewController: home)
        let window = Window(runtime: runtime)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let deepest = home.buildGraph(objects: objects)
        ({
            let leaked = WorkloadController(runtime: runtime, subviews: 0)
            deepest.registry?.register(leaked)
            navigation.pushViewController(leaked, animated: false)
        })()
        _ = navigation.popViewController(animated: false)
        var samples: [Double] = []
        var findings: [LeakFinding] = []
        for round in 0..<rounds {
            try context.stopIfRequested()
            let start = AllocatorProbe.monotonicNanoseconds()
            findings = profiler.checkLeaks()
            samples.append(Double(AllocatorProbe.monotonicNanoseconds() - start))
            context.progress(round + 1, rounds)
        }
        deepest.registry?.releaseAll()
        window.tearDown()
        let candidates = findings.first?.candidates.count ?? 0
        let n = Self.name
        return WorkloadReport(
            metrics: [
                .timing("\(n).checkLeaksNs", samples: samples, unit: "ns"),
                .exact("\(n).objects", Double(home.graphObjects), unit: "count"),
                .exact("\(n).candidatePaths", Double(candidates), unit: "count"),
            ],
            lines: [
                "one unproven leak in a \(home.graphObjects)-object graph: checkLeaks() \(Format.duration(nanoseconds: Statistics.median(of: samples))) "
                    + "(median of \(rounds)), \(candidates) candidate path\(candidates == 1 ? "" : "s")"
            ]
        )
    }
}

/// The root screen of the leak-walk workload: it holds the model graph.
@MainActor
final class GraphHolderController: ViewController {
    private(set) var graph: GraphNode?
    private(set) var graphObjects = 0

    /// Builds a tree of `objects` objects (nodes and leaves, fan-out 8) and returns its last node.
    func buildGraph(objects: Int) -> GraphNode {
        let root = GraphNode()
        var count = 1, queue = [root], head = 0, last = root
        while count < objects {
            let node = queue[head]
            head += 1
            for _ in 0..<8 where count < objects {
                let child = GraphNode()
                child.parent = node
                let leaf = GraphLeaf()
                child.attributes["leaf"] = leaf
                child.onChange = { leaf.changes += 1 }
                node.children.append(child)
                queue.append(child)
                count += 2
                last = child
            }
        }
        last.registry = HandRetainedRegistry()
        graph = root
        graphObjects = count + 1
        return last
    }
}

final class GraphNode {
    var children: [GraphNode] = []
    weak var parent: GraphNode?
    var attributes: [String: GraphLeaf] = [:]
    var onChange: (() -> Void)?
    /// Set on the deepest node only.
    var registry: HandRetainedRegistry?
}

final class GraphLeaf {
    var changes = 0
}

/// Keeps objects retained by hand, as C-callback registries do.
final class HandRetainedRegistry {
    private var contexts: [Unmanaged<AnyObject>] = []
    func register(_ object: AnyObject) { contexts.append(.passRetained(object)) }
    func releaseAll() {
        for context in contexts { context.release() }
        contexts.removeAll()
    }
}
