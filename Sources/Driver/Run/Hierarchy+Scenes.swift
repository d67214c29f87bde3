import ViewRuntime

/// Finding a controller by its scene, for steps that name one (`present {from}`, `addChild
/// {into}`, `removeChild`).
extension Hierarchy {
    /// Every controller under `root`: the root, its children depth-first, then what each presents.
    static func all(from root: ViewController) -> [ViewController] {
        var result: [ViewController] = []
        var seen: Set<ObjectIdentifier> = []
        var stack: [ViewController] = [root]
        while let node = stack.popLast(), result.count < 100_000 {
            guard seen.insert(ObjectIdentifier(node)).inserted else { continue }
            result.append(node)
            if let presented = node.presentedViewController { stack.append(presented) }
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    /// The controller nearest to `top` matching `matches`: `top` and its ancestors (parents and
    /// presenters) first, then every controller under the window's root, in ``all(from:)`` order.
    static func nearest(
        to top: ViewController, root: ViewController, where matches: (ViewController) -> Bool
    ) -> ViewController? {
        ancestors(of: top).first(where: matches) ?? all(from: root).first(where: matches)
    }

    /// The controller of scene `scene` nearest to `top`.
    static func nearest(scene: String, to top: ViewController, root: ViewController) -> ViewController? {
        nearest(to: top, root: root) { ScenarioStoryboard.scene(of: $0) == scene }
    }
}
