package import ViewRuntime

/// Finding the table or collection view a step acts on: breadth first through a controller's
/// view tree (subviews in order, so the search is deterministic), not looking inside a table or
/// collection view found (a carousel in a cell is the cell's own). A step may name one by its
/// ``View/accessibilityIdentifier`` or by the name of the controller's stored property that
/// holds it; with several on screen and no name, it fails listing them.
extension ReuseList {
    /// The table or collection view `name` (or the only one) in `top`'s view tree, else in
    /// another controller on screen (a split's primary column, S4), with the controller that
    /// owns it. Throws the reason as text when there is none, or several and no name.
    package static func find(in top: ViewController, named name: String?) throws(ReuseListSearchError) -> (ViewController, ReuseList) {
        var candidates = lists(in: top)
        if candidates.isEmpty, let root = Hierarchy.ancestors(of: top).last {
            for controller in Hierarchy.onScreen(from: root).reversed() where controller !== top {
                candidates = lists(in: controller)
                if !candidates.isEmpty { break }
            }
        }
        guard !candidates.isEmpty else {
            throw ReuseListSearchError(message: "the top-most visible controller (\(top.traceLabel)) has no table or collection view")
        }
        if let name {
            let matching = candidates.filter { names(of: $0).contains(name) }
            if matching.count == 1 { return owned(matching[0], top: top) }
            let listed = describe(candidates)
            throw ReuseListSearchError(
                message: matching.isEmpty
                    ? "no table or collection view \"\(name)\" on screen; found \(listed)"
                    : "\(matching.count) views are named \"\(name)\": \(listed)")
        }
        if candidates.count == 1 { return owned(candidates[0], top: top) }
        let tables = candidates.filter { if case .table = $0 { true } else { false } }.count
        let what =
            tables == candidates.count
            ? "\(tables) tables" : tables == 0 ? "\(candidates.count) collection views" : "\(candidates.count) tables and collection views"
        throw ReuseListSearchError(message: "\(what) on screen: give \"table\" (or \"view\"): one of \(describe(candidates))")
    }

    /// The tables and collection views of `controller`'s view tree, breadth first, not looking
    /// into the views of its children (each child is a controller of its own, searched when it
    /// is the one on screen).
    static func lists(in controller: ViewController) -> [ReuseList] {
        guard let root = controller.viewIfLoaded else { return [] }
        var found: [ReuseList] = []
        var queue: [View] = [root]
        var next = 0
        while next < queue.count {
            let view = queue[next]
            next += 1
            if view !== root, view.viewController != nil { continue }  // a child controller's
            if let table = view as? TableView {
                found.append(.table(table))
            } else if let collection = view as? CollectionView {
                found.append(.collection(collection))
            } else {
                queue.append(contentsOf: view.subviews)
            }
        }
        return found
    }

    /// The names a step may give `list`: its accessibility identifier, then the stored
    /// properties of its controller that hold it.
    static func names(of list: ReuseList) -> [String] {
        var names: [String] = []
        if let identifier = list.view.accessibilityIdentifier { names.append(identifier) }
        guard let controller = list.view.nearestViewController else { return names }
        var mirror: Mirror? = Mirror(reflecting: controller)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, let object = unwrapped(child.value), object === list.view else { continue }
                names.append(label.hasPrefix("$__lazy_storage_$_") ? String(label.dropFirst(18)) : label)
            }
            mirror = current.superclassMirror
        }
        return names
    }

    /// The object in `value`, looking through optionals.
    private static func unwrapped(_ value: Any) -> AnyObject? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.flatMap { unwrapped($0.value) } }
        return mirror.displayStyle == .class ? value as AnyObject : nil
    }

    /// `"name" (table)` for each, or `an unnamed collection view` for one with no name.
    static func describe(_ lists: [ReuseList]) -> String {
        lists.map { list in
            names(of: list).first.map { "\"\($0)\" (\(list.kindName))" } ?? "an unnamed \(list.kindName)"
        }.joined(separator: ", ")
    }

    private static func owned(_ list: ReuseList, top: ViewController) -> (ViewController, ReuseList) {
        (list.view.nearestViewController ?? top, list)
    }
}

/// Why no single table or collection view was found.
package struct ReuseListSearchError: Error, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}
