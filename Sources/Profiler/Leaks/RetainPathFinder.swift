/// Finds who holds an object: breadth-first over the references ``ReferenceScanner`` reads
/// (strong and unknown; weak and unowned ones hold nothing and are never followed).
///
/// A *proven* path uses strong edges only; a *candidate* path needs at least one edge whose
/// ownership could not be read, and is reported as a candidate, never as the answer. Each
/// object's references are read once per finder, so one finder should serve one leak check
/// (every finding of it) and then be dropped: it keeps the objects it read alive.
///
/// Cost: O(objects reachable from the roots + their references), bounded by ``budget``
/// objects per search; a few microseconds per object (measured in docs/ARCHITECTURE.md).
struct RetainPathFinder {
    /// The most objects one search visits, so a huge graph cannot stall a leak report.
    var budget = 200_000
    var scanner = ReferenceScanner()
    private var cache: [ObjectIdentifier: [HeapReference]] = [:]

    /// The references `object` holds (read once, then cached).
    mutating func references(of object: AnyObject) -> [HeapReference] {
        let key = ObjectIdentifier(object)
        if let cached = cache[key] { return cached }
        let found = scanner.references(of: object)
        cache[key] = found
        return found
    }

    /// The shortest path from any of `roots` (tried together, breadth first) to `target`:
    /// through strong edges only when `provenOnly`, else through unknown edges too.
    mutating func shortestPath(from roots: [(name: String, object: AnyObject)], to target: AnyObject, provenOnly: Bool) -> RetainPath? {
        let targetAddress = UInt(bitPattern: ObjectIdentifier(target))
        // Nodes: each object with the index of the node that reached it and of the reference
        // used (edges are only built for the path found).
        var nodes: [(object: AnyObject, parent: Int, reference: Int, root: Int)] = []
        var visited: Set<ObjectIdentifier> = []
        for (index, root) in roots.enumerated() where visited.insert(ObjectIdentifier(root.object)).inserted {
            nodes.append((root.object, -1, -1, index))
        }
        var head = 0
        while head < nodes.count, head < budget {
            let node = nodes[head]
            for (position, reference) in references(of: node.object).enumerated() {
                if provenOnly, !reference.status.isStrong { continue }
                if reference.address == targetAddress {
                    var last = edge(from: node.object, reference: position)
                    last.target = scanner.facts(type(of: target)).name  // known even when only the address matched
                    var edges = [last]
                    var index = head
                    while nodes[index].parent >= 0 {
                        edges.append(edge(from: nodes[nodes[index].parent].object, reference: nodes[index].reference))
                        index = nodes[index].parent
                    }
                    let root = roots[node.root]
                    return RetainPath(root: root.name, edges: edges.reversed(), isCycle: root.object === target)
                }
                guard let child = reference.object, visited.insert(ObjectIdentifier(child)).inserted else { continue }
                nodes.append((child, head, position, node.root))
            }
            head += 1
        }
        return nil
    }

    /// The edge for `holder`'s reference at `position` (already read and cached).
    private mutating func edge(from holder: AnyObject, reference position: Int) -> RetainEdge {
        let reference = references(of: holder)[position]
        return RetainEdge(holder: scanner.facts(type(of: holder)).name, field: reference.label, target: reference.typeName, status: reference.status)
    }

    /// The explanation of a leaked object: the shortest proven path from `roots`, else the
    /// shortest proven cycle back to the object; when neither exists, up to `limit` candidate
    /// paths (one per root and the cycle, shortest first).
    /// A root that is the object itself (an element of a registered or static collection,
    /// `DetailCache.screens[3]`) is the whole path: the root's name, no edge.
    mutating func explain(_ target: AnyObject, label: String, roots: [(name: String, object: AnyObject)], limit: Int = 5) -> (proven: RetainPath?, candidates: [RetainPath]) {
        if let root = roots.first(where: { $0.object === target }) { return (RetainPath(root: root.name, edges: [], isCycle: false), []) }
        if let path = shortestPath(from: roots, to: target, provenOnly: true) { return (path, []) }
        let itself = [(name: label, object: target)]
        if let cycle = shortestPath(from: itself, to: target, provenOnly: true) { return (cycle, []) }
        var candidates: [RetainPath] = []
        for root in roots + itself {
            guard let path = shortestPath(from: [root], to: target, provenOnly: false), !candidates.contains(path) else { continue }
            candidates.append(path)
        }
        candidates.sort { $0.edges.count < $1.edges.count }
        return (nil, Array(candidates.prefix(limit)))
    }
}

extension RetainPathFinder {
    /// The objects a registered global's value holds strongly, each named by the global and
    /// the field that reaches it (`screens[0]`): the walk's roots for that global.
    mutating func rootObjects(named name: String, value: Any) -> [(name: String, object: AnyObject)] {
        var found: [HeapReference] = []
        scanner.collect(value, label: name, status: .strong, depth: 0, into: &found)
        return found.compactMap { reference in
            guard reference.status.isStrong, let object = reference.object else { return nil }
            return (reference.label, object)
        }
    }
}
