/// Finds who holds an object: breadth-first over the references ``ReferenceScanner`` reads
/// (strong and unknown; weak and unowned ones hold nothing and are never followed).
///
/// A *proven* path uses strong edges only; a *candidate* path needs at least one edge whose
/// ownership could not be read, and is reported as a candidate, never as the answer. Each
/// object's references are read once per finder, so one finder should serve one leak check
/// (every finding of it) and then be dropped: it keeps the objects it read alive.
///
/// Cost: O(objects reachable from the roots + their references), bounded by ``budget``
/// objects per search; a few microseconds per object (docs/PERFORMANCE.md, "The leak check").
struct RetainPathFinder {
    /// The most objects one search visits, so a huge graph cannot stall a leak report.
    var budget = 200_000
    var scanner: ReferenceScanner
    /// Every object met so far, by number (kept alive for the finder's life), and each one's
    /// number.
    private var objects: [AnyObject] = []
    private var numbers = AddressTable(capacity: 1024)
    /// Per object number: the range of its references in `edges` (`start` -1: not read yet).
    private var edgeStart: [Int] = []
    private var edgeEnd: [Int] = []
    /// Every reference read, as a search needs it: its address, its target's number (-1:
    /// only an address) and whether it is strong. Labels are read again for a path's edges.
    private var edges: [(address: UInt, target: Int, strong: Bool)] = []
    /// Per object number, the search that last reached it (``search``): a visited set that
    /// costs an array store per object.
    private var reached: [UInt32] = []
    private var search: UInt32 = 0

    /// A finder for one leak check; `scanner` brings what earlier checks learnt about types.
    init(scanner: ReferenceScanner = ReferenceScanner()) {
        self.scanner = scanner
    }

    /// The references `object` holds, with their labels and type names.
    mutating func references(of object: AnyObject) -> [HeapReference] {
        scanner.references(of: object)
    }

    /// The number of `object`, given on first sight.
    private mutating func number(of object: AnyObject) -> Int {
        let key = UInt(bitPattern: ObjectIdentifier(object))
        if let known = numbers.value(for: key) { return known }
        let number = objects.count
        objects.append(object)
        numbers.insert(key, number)
        edgeStart.append(-1)
        edgeEnd.append(-1)
        reached.append(0)
        return number
    }

    /// The range in `edges` of the references of object `number` (read once, without labels,
    /// for every search of this finder).
    private mutating func edgeRange(of number: Int) -> Range<Int> {
        if edgeStart[number] >= 0 { return edgeStart[number]..<edgeEnd[number] }
        scanner.labelsWanted = false
        let found = scanner.references(of: objects[number])
        scanner.labelsWanted = true
        var read: [(address: UInt, target: Int, strong: Bool)] = []
        read.reserveCapacity(found.count)
        for reference in found {
            read.append((reference.address, reference.object.map { self.number(of: $0) } ?? -1, reference.status.isStrong))
        }
        edgeStart[number] = edges.count
        edges.append(contentsOf: read)
        edgeEnd[number] = edges.count
        return edgeStart[number]..<edgeEnd[number]
    }

    /// Marks object `number` reached by the current search; false if it was already.
    private mutating func reach(_ number: Int) -> Bool {
        guard reached[number] != search else { return false }
        reached[number] = search
        return true
    }

    /// The shortest path from any of `roots` (tried together, breadth first) to `target`:
    /// through strong edges only when `provenOnly`, else through unknown edges too.
    mutating func shortestPath(from roots: [(name: String, object: AnyObject)], to target: AnyObject, provenOnly: Bool) -> RetainPath? {
        shortestPaths(from: roots, to: target, provenOnly: provenOnly, limit: 1).first?.path
    }

    /// Up to `limit` paths from `roots` to `target`, shortest first, one per distinct reference
    /// into `target` (its holder object and the field): every holder the search meets, so
    /// that removing one reference never reveals another. Paths never pass through `target`.
    /// `holder` identifies the last edge (the holder's number and the reference's position).
    mutating func shortestPaths(
        from roots: [(name: String, object: AnyObject)], to target: AnyObject, provenOnly: Bool, limit: Int
    ) -> [(path: RetainPath, holder: HolderKey)] {
        let targetAddress = UInt(bitPattern: ObjectIdentifier(target))
        search &+= 1
        // Nodes: each object's number with the index of the node that reached it and the
        // position of the reference used (edges are only built for the paths found).
        var nodes: [(object: Int, parent: Int, reference: Int, root: Int)] = []
        for (index, root) in roots.enumerated() {
            let object = number(of: root.object)
            if reach(object) { nodes.append((object, -1, -1, index)) }
        }
        var found: [(path: RetainPath, holder: HolderKey)] = []
        var head = 0
        while head < nodes.count, head < budget, found.count < limit {
            let node = nodes[head]
            let range = edgeRange(of: node.object)
            for position in range {
                let reference = edges[position]
                if provenOnly, !reference.strong { continue }
                if reference.address == targetAddress {
                    let key = HolderKey(object: node.object, reference: position - range.lowerBound)
                    guard !found.contains(where: { $0.holder == key }) else { continue }
                    var last = edge(from: objects[node.object], reference: key.reference)
                    last.target = scanner.facts(type(of: target)).name  // known even when only the address matched
                    var path = [last]
                    var index = head
                    while nodes[index].parent >= 0 {
                        path.append(edge(from: objects[nodes[nodes[index].parent].object], reference: nodes[index].reference))
                        index = nodes[index].parent
                    }
                    let root = roots[node.root]
                    found.append((RetainPath(root: root.name, edges: path.reversed(), isCycle: root.object === target), key))
                    if found.count == limit { break }
                    continue
                }
                guard reference.target >= 0, reach(reference.target) else { continue }
                nodes.append((reference.target, head, position - range.lowerBound, node.root))
            }
            head += 1
        }
        return found
    }

    /// The last edge of a path: the holder's number in this finder and the position of the
    /// reference among the holder's references.
    struct HolderKey: Hashable {
        var object: Int
        var reference: Int
    }

    /// The edge for `holder`'s reference at `position`: the holder read again, with labels
    /// (the search's readings have none; the order is the same).
    private mutating func edge(from holder: AnyObject, reference position: Int) -> RetainEdge {
        let reference = references(of: holder)[position]
        return RetainEdge(holder: scanner.facts(type(of: holder)).name, field: reference.label, target: reference.typeName, status: reference.status)
    }

    /// The explanation of a leaked object: the shortest proven path from `roots`, else the
    /// shortest proven cycle back to the object; when neither exists, up to `limit` candidate
    /// paths (one per root and the cycle, shortest first).
    /// A root that is the object itself (an element of a registered or static collection,
    /// `DetailCache.screens[3]`) is the whole path: the root's name, no edge.
    mutating func explain(
        _ target: AnyObject, label: String, roots: [(name: String, object: AnyObject)], limit: Int = 5
    ) -> (proven: RetainPath?, candidates: [RetainPath]) {
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
    /// Every proven holder of `target` beyond `primary`, up to `limit`, shortest first: one path
    /// per distinct strong reference into `target`, from the roots or around a cycle back to
    /// `target` (a reference met both ways is listed once, by its shorter path). With the
    /// primary path, fixing any one listed reference never reveals an unlisted one.
    mutating func otherHolders(
        of target: AnyObject, label: String, roots: [(name: String, object: AnyObject)], primary: RetainPath, limit: Int = 8
    ) -> [RetainPath] {
        let fromRoots = shortestPaths(from: roots, to: target, provenOnly: true, limit: limit + 1)
        let cycles = shortestPaths(from: [(name: label, object: target)], to: target, provenOnly: true, limit: limit + 1)
        // The primary path's own reference is not another holder, however else it is reached.
        let primaryKey = (fromRoots + cycles).first { $0.path == primary }?.holder
        var seen: Set<HolderKey> = primaryKey.map { [$0] } ?? []
        var paths: [RetainPath] = []
        for found in (fromRoots + cycles).sorted(by: { $0.path.edges.count < $1.path.edges.count }) {
            guard seen.insert(found.holder).inserted else { continue }
            paths.append(found.path)
        }
        return Array(paths.prefix(limit))
    }

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
