public import ViewRuntime

/// The leak oracle: every controller that left the hierarchy must be deallocated once the
/// runtime is idle.
extension RuntimeProfiler {
    /// Marks a controller as intentionally kept alive after it leaves the hierarchy (a cache
    /// of controllers, say): it is never reported as a leak.
    public func markIntentionallyRetained(_ controller: ViewController) {
        intentionallyRetained.insert(controller.instanceID)
    }

    /// Registers an object whose stored properties the path finder walks when it explains a
    /// leak (a notification center, an app-wide registry, a driver's storyboard). Held weakly.
    public func addLeakRoot(_ name: String, _ object: AnyObject) {
        leakRoots.append((name, WeakObject(object)))
    }

    /// Registers globals and statics as roots of the retain-path walk, in one call:
    ///
    /// ```swift
    /// profiler.addLeakRoots(of: ["AppServices.shared": { AppServices.shared }, "DetailCache.screens": { DetailCache.screens }])
    /// ```
    ///
    /// Globals and statics of the executable's own modules are roots already (read from its
    /// symbol table, see ``ModuleGlobals``); this is for what that reading cannot reach: a
    /// global of a shared library, a generic or private type, a computed property that hands
    /// out a cache. Each closure is called at every leak check and its value walked like a
    /// stored property: an object, an array, set or dictionary of objects, an optional, a
    /// struct or tuple holding them. An element that is itself the leaked controller gives the
    /// path `DetailCache.screens[3]`. A `weak` global reads as strong here.
    /// Costs nothing until a leak check; holds nothing between checks.
    public func addLeakRoots(of globals: KeyValuePairs<String, @MainActor () -> Any>) {
        for (name, read) in globals { leakGlobals.append((name, read)) }
    }

    /// Registers the globals and statics that `module` defines in the running executable as
    /// roots, named without the module. Since the executable's globals of every module but
    /// ViewPressure's own are roots anyway (see ``checkLeaks()``), this matters for a module
    /// of the harness itself. Returns the globals that could not be read, with the reason
    /// (register those with ``addLeakRoots(of:)`` if they matter).
    ///
    /// Cost: one pass over the executable's symbol table now (tens of milliseconds for a large
    /// test binary); one copy per global at each leak check. Globals of shared libraries are
    /// not read.
    @discardableResult
    public func addLeakRoots(ofModule module: String) -> [String] {
        let globals = ModuleGlobals(module: module)
        for global in globals.globals {
            leakGlobals.append((global.name, { global.value() ?? (Optional<AnyObject>.none as Any) }))
        }
        return globals.skipped
    }

    /// The modules whose globals are not roots unless registered: ViewPressure's own, whose
    /// statics (the ambient runtime, caches of metadata) are the harness's business. Their
    /// paths are still offered as candidates.
    nonisolated static let harnessModules: Set<String> = [
        "ViewRuntime", "UIKit", "Profiler", "Driver", "MemoryProbe", "Results", "Reports", "ViewPressureCLI", "ViewPressureTesting",
        "viewpressure", "ArgumentParser", "ArgumentParserToolInfo", "Testing", "XCTest",
    ]

    /// Lets pending transitions finish (`runUntilIdle()`), then reports every controller that
    /// entered a hierarchy, is no longer in any window's hierarchy (children and presented
    /// controllers from each window's root), is still alive, and is not marked intentionally
    /// retained; then every view of a deallocated controller's tree that is still alive and in
    /// no live hierarchy (``LeakFinding/view``; UV1-UV6). Deterministic: no timers, no waiting; Swift frees objects synchronously.
    ///
    /// Cost: O(live controllers) when nothing leaks; with a leak, one walk of the object graph
    /// reachable from the roots (shared by every finding of the check; a few microseconds per
    /// object, docs/PERFORMANCE.md), bounded by 200,000 objects per search.
    public func checkLeaks() -> [LeakFinding] {
        runtime.runUntilIdle()
        var inHierarchy: Set<ObjectIdentifier> = []
        var stack: [ViewController] = runtime.allWindows.compactMap(\.rootViewController)
        while let controller = stack.popLast() {
            guard inHierarchy.insert(ObjectIdentifier(controller)).inserted else { continue }
            stack.append(contentsOf: controller.children)
            stack.append(contentsOf: controller.keptControllers)  // TB1, TB5: tabs under More, the More stack
            if let presented = controller.presentedViewController { stack.append(presented) }
        }
        var leaked: [(ViewController, ControllerAccount)] = []
        for controller in runtime.liveControllers where !inHierarchy.contains(ObjectIdentifier(controller)) {
            let slot = controller.instrumentationSlot
            guard slot >= 0, slot < core.accounts.count, core.accounts[slot].instanceID == controller.instanceID,
                core.accounts[slot].attached, !intentionallyRetained.contains(controller.instanceID)
            else { continue }
            leaked.append((controller, core.accounts[slot]))
        }
        let views = survivingViews()
        guard !leaked.isEmpty || !views.isEmpty else { return separatingDelayedReleases([]) }
        var finder = RetainPathFinder(scanner: leakScanner.move())
        defer { leakScanner.initialize(to: finder.scanner) }
        let roots = leakWalkRoots(&finder)
        return separatingDelayedReleases(
            leaked.map { explain($0.0, account: $0.1, roots: roots, finder: &finder) }
                + views.map { explain($0, roots: roots, finder: &finder) })
    }

    /// The walk's roots: each window, each registered root still alive, each block observer a
    /// notification center still holds (``ViewRuntime/NotificationRegistration``), the objects each
    /// registered global holds, and the objects each global and static of the executable's
    /// modules (ViewPressure's own excepted) holds, named by the global and the field that
    /// reaches them (`DetailCache.screens[3]`).
    func leakWalkRoots(_ finder: inout RetainPathFinder) -> [(name: String, object: AnyObject)] {
        var roots: [(name: String, object: AnyObject)] = []
        for (index, window) in runtime.allWindows.enumerated() { roots.append(("window[\(index)]", window)) }
        roots += pendingWorkRoots()
        for (name, weak) in leakRoots { if let object = weak.value { roots.append((name, object)) } }
        for registration in NotificationRegistrations.live() { roots.append((registration.rootName, registration)) }
        for (name, read) in leakGlobals { roots += finder.rootObjects(named: name, value: read()) }
        let registered = Set(leakGlobals.map(\.0))
        for global in ModuleGlobals.executable(ofHarness: false, harness: Self.harnessModules).values() where !registered.contains(global.name) {
            roots += finder.rootObjects(named: global.name, value: global.value)
        }
        return roots
    }

    func explain(
        _ controller: ViewController, account: ControllerAccount, roots: [(name: String, object: AnyObject)], finder: inout RetainPathFinder
    ) -> LeakFinding {
        let label = controller.traceLabel
        var (proven, candidates) = finder.explain(controller, label: label, roots: roots)
        if proven == nil {
            // Globals nobody registered may hold it: their paths are candidates, never proven.
            let registered = Set(roots.map { ObjectIdentifier($0.object) })
            let registeredNames = Set(leakGlobals.map(\.0))
            for global in ModuleGlobals.executable(ofHarness: true, harness: Self.harnessModules).values()
            where !registeredNames.contains(global.name) {
                for (name, object) in finder.rootObjects(named: "\(global.module).\(global.name)", value: global.value)
                where !registered.contains(ObjectIdentifier(object)) {
                    guard var path = finder.shortestPath(from: [(name, object)], to: controller, provenOnly: false) else { continue }
                    path.root = "\(name) (unregistered global)"
                    candidates.append(path)
                }
            }
            candidates = Array(candidates.sorted { $0.edges.count < $1.edges.count }.prefix(5))
        }
        let others = proven.map { finder.otherHolders(of: controller, label: label, roots: roots, primary: $0) } ?? []
        let explanation: String
        if let proven, proven.isCycle {
            let closure = proven.edges.contains { $0.field.contains("{capture") }
            explanation = "a retain cycle of proven strong references" + (closure ? ", through a closure's strong capture" : "")
        } else if let proven, proven.edges.isEmpty {
            explanation = "held directly by \(proven.root)"
        } else if let proven {
            explanation = "held from \(proven.root) through proven strong references"
        } else if !candidates.isEmpty {
            let unregistered = candidates.filter { $0.root.hasSuffix("(unregistered global)") }.count
            let unknown = candidates.count - unregistered
            var kinds: [String] = []
            if unregistered > 0 {
                kinds.append("\(unregistered) from ViewPressure's own globals (register one with addLeakRoots(ofModule:) to make it a root)")
            }
            if unknown > 0 { kinds.append("\(unknown) through references whose ownership could not be read") }
            explanation = "no proven path from the windows or registered roots; candidates: " + kinds.joined(separator: "; ")
        } else {
            explanation =
                "no proven path and no candidate: nothing reachable from the windows, the registered roots or the executable's globals and statics holds it (a global of a shared library, a global of a private type, a generic parameter, a Task of a large result? register it with addLeakRoots(of:); docs/LEAKS.md lists what cannot be read)"
        }
        return LeakFinding(
            controller: label, className: className(of: account), departure: operationNames.name(account.departure) ?? "removal",
            provenPath: proven, candidates: candidates, explanation: explanation + Self.othersNote(others.count), otherPaths: others)
    }
}

extension RuntimeProfiler {
    /// The explanation's note on other holders: how many more references hold the controller.
    static func othersNote(_ count: Int) -> String {
        switch count {
        case 0: ""
        case 1: "; 1 more reference holds it (every path is listed)"
        default: "; \(count) more references hold it (every path is listed)"
        }
    }
}

/// A weak reference to any object.
struct WeakObject {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}
