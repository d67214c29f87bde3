import ViewRuntime

/// The leak oracle: every controller that left the hierarchy must be deallocated once the
/// runtime is idle.
extension RuntimeProfiler {
    /// Marks a controller as intentionally kept alive after it leaves the hierarchy (a cache
    /// of controllers, say): it is never reported as a leak.
    public func markIntentionallyRetained(_ controller: ViewController) {
        intentionallyRetained.insert(controller.instanceID)
    }

    /// Registers an object whose stored properties the path finder walks when it explains a
    /// leak (a notification center, an app-wide registry, a driver's storyboard).
    public func addLeakRoot(_ name: String, _ object: AnyObject) {
        leakRoots.append((name, WeakObject(object)))
    }

    /// Lets pending transitions finish (`runUntilIdle()`), then reports every controller that
    /// entered a hierarchy, is no longer in any window's hierarchy (children and presented
    /// controllers from each window's root), is still alive, and is not marked intentionally
    /// retained. Deterministic: no timers, no waiting; Swift frees objects synchronously.
    ///
    /// Cost: O(live controllers) plus, per leak, a bounded `Mirror` walk to explain it.
    public func checkLeaks() -> [LeakFinding] {
        runtime.runUntilIdle()
        var inHierarchy: Set<ObjectIdentifier> = []
        var stack: [ViewController] = runtime.allWindows.compactMap(\.rootViewController)
        while let controller = stack.popLast() {
            guard inHierarchy.insert(ObjectIdentifier(controller)).inserted else { continue }
            stack.append(contentsOf: controller.children)
            if let presented = controller.presentedViewController { stack.append(presented) }
        }
        var findings: [LeakFinding] = []
        for controller in runtime.liveControllers where !inHierarchy.contains(ObjectIdentifier(controller)) {
            let slot = controller.instrumentationSlot
            guard slot >= 0, slot < hot.pointee.accounts.count, hot.pointee.accounts[slot].instanceID == controller.instanceID,
                  hot.pointee.accounts[slot].attached, !intentionallyRetained.contains(controller.instanceID) else { continue }
            findings.append(explain(controller, account: hot.pointee.accounts[slot]))
        }
        return findings
    }

    func explain(_ controller: ViewController, account: ControllerAccount) -> LeakFinding {
        let finder = RetainPathFinder()
        let label = controller.label
        var roots: [(String, AnyObject)] = []
        for (index, window) in runtime.allWindows.enumerated() { roots.append(("window[\(index)]", window)) }
        for (name, weak) in leakRoots { if let object = weak.value { roots.append((name, object)) } }
        for (name, root) in roots {
            if let path = finder.path(from: root, rootName: name, to: controller) {
                return LeakFinding(controller: label, className: account.className, departure: account.departure ?? "removal",
                                   path: path, explanation: "held from \(name) through stored properties")
            }
        }
        if let cycle = finder.cycle(from: controller, name: label) {
            return LeakFinding(controller: label, className: account.className, departure: account.departure ?? "removal",
                               path: cycle + [label], explanation: "a retain cycle through stored properties")
        }
        let closures = RetainPathFinder.closureProperties(of: controller)
        if !closures.isEmpty {
            return LeakFinding(
                controller: label, className: account.className, departure: account.departure ?? "removal",
                path: [label] + closures.map { "\($0) (closure)" },
                explanation: "it stores closures (\(closures.joined(separator: ", "))); a closure that captures self strongly is a cycle Mirror cannot see into"
            )
        }
        return LeakFinding(controller: label, className: account.className, departure: account.departure ?? "removal",
                           path: [], explanation: "no holder found through stored properties (closure captures, globals or unregistered roots)")
    }
}

/// A weak reference to any object.
struct WeakObject {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}
