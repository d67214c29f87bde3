import MemoryProbe
import ViewRuntime

extension RuntimeProfiler {
    /// The scene part of a `scene#n` label (the whole label when it has no `#`).
    static func scene(of label: String) -> String {
        guard let hash = label.lastIndex(of: "#") else { return label }
        return String(label[..<hash])
    }

    static func parentID(of callback: LifecycleCallback) -> Int? {
        switch callback {
        case .willMoveToParent(let parent), .didMoveToParent(let parent): parent?.instanceID
        default: nil
        }
    }

    /// Keeps a controller's account current as one of its callbacks begins.
    func updateAccount(for controller: ViewController, beginning callback: LifecycleCallback) {
        let id = controller.instanceID
        if accounts[id] == nil {
            let label = controller.label
            accounts[id] = ControllerAccount(label: label, scene: Self.scene(of: label), className: String(describing: type(of: controller)))
        } else if accounts[id]!.label != controller.label {
            accounts[id]!.label = controller.label
            accounts[id]!.scene = Self.scene(of: controller.label)
        }
        switch callback {
        case .viewDidLoad:
            accounts[id]!.viewLoads += 1
        case .willMoveToParent(let parent):
            if parent != nil { accounts[id]!.attached = true }
        case .didMoveToParent(let parent):
            if parent == nil { accounts[id]!.departure = currentOperation ?? "removal" }
        case .viewWillAppear:
            accounts[id]!.attached = true
        case .viewDidDisappear:
            if controller.isBeingDismissed { accounts[id]!.departure = "dismiss" }
            else if controller.parent == nil, controller.presentingViewController == nil {
                accounts[id]!.departure = currentOperation ?? "removal"
            }
        default:
            break
        }
    }

    /// Writes the `init` lines of controllers created since the last event, with the label
    /// they have now (a driver names a controller right after creating it).
    func flushInitialized() {
        guard !pendingInitialized.isEmpty else { return }
        let created = pendingInitialized
        pendingInitialized.removeAll(keepingCapacity: true)
        for weak in created {
            guard let controller = weak.value else { continue }
            let label = controller.label
            if accounts[weak.id] == nil {
                accounts[weak.id] = ControllerAccount(label: label, scene: Self.scene(of: label), className: String(describing: type(of: controller)))
            }
            checker.observe(LifecycleEventRecord(seq: seq, controller: weak.id, label: label, kind: .`init`))
            emit(controller: label, event: "init", arguments: .initialized(className: String(describing: type(of: controller))))
        }
    }

    func controllerDied(_ identity: ControllerIdentity) {
        let id = identity.instanceID
        checker.observe(LifecycleEventRecord(seq: seq, controller: id, label: identity.label, kind: .deinit))
        emit(controller: identity.label, event: "deinit", arguments: .none)
        watched[id] = nil
        intentionallyRetained.remove(id)
        if var account = accounts[id] {
            account.deallocated = true
            if keepsDeallocatedControllers {
                accounts[id] = account
            } else {
                fold(account)
                accounts[id] = nil
            }
        }
    }

    /// Adds a controller's account to its scene's totals.
    func fold(_ account: ControllerAccount) {
        var scene = sceneTotals[account.scene] ?? SceneAccount()
        scene.instances += 1
        scene.viewLoads += account.viewLoads
        scene.viewUnloads += account.viewUnloads
        scene.totals.merge(account.totals)
        sceneTotals[account.scene] = scene
    }

    /// Writes a line that is not a callback begin (runtime-wide events, init, deinit).
    func emit(controller: String? = nil, event: String, arguments: TraceLine.Arguments) {
        defer { seq += 1 }
        guard let trace else { return }
        var line = TraceLine(seq: seq, controller: controller, event: event, arguments: arguments)
        if let ledger { line.timestamp = CallbackLedger.now() &- ledger.runStart }
        trace.add(line, holding: (ledger?.depth ?? 0) > 0)
    }

    func traceLine(for callback: LifecycleCallback, of controller: ViewController) -> TraceLine {
        let arguments: TraceLine.Arguments
        switch callback {
        case .viewWillAppear(let animated), .viewDidAppear(let animated),
             .viewWillDisappear(let animated), .viewDidDisappear(let animated):
            arguments = .animated(animated)
        case .willMoveToParent(let parent), .didMoveToParent(let parent):
            arguments = .parent(parent?.label)
        case .didReceiveMemoryWarning(let level):
            arguments = .level(level.description)
        case .prepareForSegue(let segue):
            arguments = .segue(segue.identifier)
        case .viewWillTransitionToSize(let size):
            arguments = .size(width: size.width, height: size.height)
        default:
            arguments = .none
        }
        var line = TraceLine(seq: seq, controller: controller.label, event: callback.kind.rawValue, arguments: arguments)
        if let ledger { line.timestamp = CallbackLedger.now() &- ledger.runStart }
        return line
    }
}
