/// Finds who holds an object by walking stored properties with `Mirror`.
///
/// Limits, stated in every report that uses it: `Mirror` cannot see inside closure contexts
/// (a closure that captures `self` strongly shows as an opaque closure property), and it
/// cannot tell `weak` or `unowned` properties from strong ones. Properties the runtime
/// declares as back-references (`parent`, `superview`, `window`, `presentingViewController`...)
/// and values of `Weak*` wrapper types are therefore skipped, so that paths follow ownership.
struct RetainPathFinder {
    /// Stored-property names that are back-references (weak) in ViewRuntime's types.
    static let backReferenceNames: Set<String> = [
        "parent", "parentStorage", "superview", "superviewStorage", "window", "windowStorage",
        "presentingViewController", "presentingStorage", "presenter", "owningController", "runtime",
        "delegateStorage", "weakDelegate", "navigationControllerStorage", "owner",
    ]

    /// Properties that are weak in ViewRuntime's own types (as in UIKit: data sources and
    /// delegates), skipped only on objects of ViewRuntime's classes, so that a user's strong
    /// `delegate` still shows up in a path.
    static let runtimeWeakNames: Set<String> = ["dataSource", "delegate", "prefetchDataSource", "target", "sourceView"]

    static func isRuntimeObject(_ object: AnyObject) -> Bool {
        String(reflecting: type(of: object)).hasPrefix("ViewRuntime.")
    }

    /// The most objects one search visits, so a huge graph cannot stall a leak report.
    var budget = 200_000

    /// A path of property names from `root` to `target`, breadth first (shortest), or nil.
    func path(from root: AnyObject, rootName: String, to target: AnyObject) -> [String]? {
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        var queue: [(object: AnyObject, path: [String])] = [(root, [rootName])]
        var head = 0
        var remaining = budget
        while head < queue.count, remaining > 0 {
            let (object, path) = queue[head]
            head += 1
            remaining -= 1
            for (name, child) in Self.references(of: object) {
                if child === target { return path + [name] }
                if visited.insert(ObjectIdentifier(child)).inserted { queue.append((child, path + [name])) }
            }
        }
        return nil
    }

    /// A cycle from `object` back to itself, or nil.
    func cycle(from object: AnyObject, name: String) -> [String]? {
        path(from: object, rootName: name, to: object).map { $0 }
    }

    /// Names of `object`'s stored properties that hold closures (opaque to `Mirror`).
    static func closureProperties(of object: AnyObject) -> [String] {
        var names: [String] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label else { continue }
                let value = unwrap(child.value)
                if Mirror(reflecting: value).displayStyle == .optional { continue }  // nil
                if isClosure(value) { names.append(label) }
            }
            mirror = current.superclassMirror
        }
        return names
    }

    /// The class instances directly referenced by `object`'s stored properties (through
    /// optionals, collections and structs), with the property path that reaches each.
    static func references(of object: AnyObject) -> [(String, AnyObject)] {
        var found: [(String, AnyObject)] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        let runtimeObject = isRuntimeObject(object)
        while let current = mirror {
            let runtimeLevel = runtimeObject && String(reflecting: current.subjectType).hasPrefix("ViewRuntime.")
            for child in current.children {
                let label = child.label ?? "?"
                guard !backReferenceNames.contains(label) else { continue }
                if runtimeLevel, runtimeWeakNames.contains(label) { continue }
                collect(child.value, name: label, depth: 0, into: &found)
            }
            mirror = current.superclassMirror
        }
        return found
    }

    private static func collect(_ value: Any, name: String, depth: Int, into found: inout [(String, AnyObject)]) {
        guard depth < 6 else { return }
        let value = unwrap(value)
        let typeName = String(describing: type(of: value))
        if typeName.hasPrefix("Weak") || typeName.hasPrefix("Unowned") { return }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class, let object = value as AnyObject? as AnyObject?, type(of: value) is AnyClass {
            found.append((name, object))
            return
        }
        switch mirror.displayStyle {
        case .collection, .set:
            for (index, element) in mirror.children.enumerated() {
                collect(element.value, name: "\(name)[\(index)]", depth: depth + 1, into: &found)
            }
        case .dictionary:
            for element in mirror.children {
                let pair = Mirror(reflecting: element.value).children.map(\.value)
                if pair.count == 2 { collect(pair[1], name: "\(name)[\(pair[0])]", depth: depth + 1, into: &found) }
            }
        case .struct, .tuple, .enum:
            for element in mirror.children {
                guard let label = element.label, !backReferenceNames.contains(label) else { continue }
                collect(element.value, name: "\(name).\(label)", depth: depth + 1, into: &found)
            }
        default:
            break
        }
    }

    /// Unwraps nested optionals; returns the value itself otherwise.
    static func unwrap(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrap($0.value) } ?? value
    }

    static func isClosure(_ value: Any) -> Bool {
        String(describing: type(of: value)).contains("->")
    }
}
