import Foundation
import MemoryProbe
import Results
import ViewRuntime

extension RuntimeProfiler {
    /// The scene part of a `scene#n` label (the whole label when it has no `#`).
    public static func scene(of label: String) -> String {
        guard let hash = label.lastIndex(of: "#") else { return label }
        return String(label[..<hash])
    }

    /// The controller's slot, assigning one (and an account) to a controller created before
    /// the profiler was installed.
    @inline(__always)
    func slot(of controller: ViewController) -> Int {
        let slot = controller.instrumentationSlot
        if core.hasAccount(slot: slot, instanceID: controller.instanceID) { return slot }
        return assignSlot(to: controller)
    }

    func assignSlot(to controller: ViewController) -> Int {
        let custom = controller.customTraceLabel
        let scene = sceneIndex(for: controller, customLabel: custom)
        let classIndex = controller.classIndex
        if classIndex >= classNames.count { classNames.append(contentsOf: repeatElement(nil, count: classIndex + 1 - classNames.count)) }
        if classNames[classIndex] == nil { classNames[classIndex] = controller.traceClassName }
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            core.accounts[slot].reuse(for: controller, customLabel: custom, sceneIndex: scene)
        } else {
            slot = core.appendAccount(
                instanceID: controller.instanceID, customLabel: custom, classIndex: classIndex,
                classInstanceNumber: controller.classInstanceNumber, sceneIndex: scene)
        }
        controller.instrumentationSlot = slot
        return slot
    }

    /// The class name of the account's controller (named once per class in ``classNames``).
    func className(of account: ControllerAccount) -> String {
        account.classIndex < classNames.count ? classNames[account.classIndex] ?? "?" : "?"
    }

    /// The account's controller's label: `scene#n`, or `ClassName#n` by default (formed here,
    /// when reported, so that creating a controller under the profiler forms no name).
    func label(of account: ControllerAccount) -> String {
        account.customLabel ?? "\(className(of: account))#\(account.classInstanceNumber)"
    }

    @inline(__always)
    func observeInvariant(slot: Int, kind: CallbackKind, parent: Int?) {
        guard core.observeInvariant(slot: slot, kind: kind, parent: parent) else { return }
        violationObserved(slot: slot, kind: kind, parent: parent)
    }

    /// Records the violation the checker just found, named after the controller (out of line:
    /// only a broken rule forms a record and a label).
    @inline(never)
    func violationObserved(slot: Int, kind: CallbackKind, parent: Int?) {
        let label = slot < core.accounts.count ? label(of: core.accounts[slot]) : "#\(slot)"
        core.recordViolation(LifecycleEventRecord(seq: core.seq, controller: slot, label: label, kind: kind, parent: parent))
    }

    /// A controller finished its base initializer: give it a slot and write its `init` line.
    /// Its label is final by then (a driver sets ``ViewRuntime/Runtime/labelForNextController``).
    func controllerCreated(_ controller: ViewController) {
        let slot = assignSlot(to: controller)
        observeInvariant(slot: slot, kind: .`init`, parent: nil)
        if trace != nil {
            emit(controller: label(of: core.accounts[slot]), event: .`init`, arguments: .initialized(className: className(of: core.accounts[slot])))
        } else {
            core.seq += 1
        }
    }

    /// The controller numbered `instanceID` (last in `slot`) was deallocated: fold its account
    /// and free the slot. `identity` (its names) is formed only for a trace line.
    func controllerDied(instanceID: Int, slot: Int, identity: () -> ControllerIdentity) {
        guard slot >= 0, slot < core.accounts.count, core.accounts[slot].instanceID == instanceID else {
            if trace != nil { emit(controller: identity().label, event: .`deinit`, arguments: .none) } else { core.seq += 1 }
            return
        }
        observeInvariant(slot: slot, kind: .deinit, parent: nil)
        if trace != nil { emit(controller: label(of: core.accounts[slot]), event: .`deinit`, arguments: .none) } else { core.seq += 1 }
        if !intentionallyRetained.isEmpty { intentionallyRetained.remove(instanceID) }
        core.accounts[slot].deallocated = true
        core.accounts[slot].alive = false
        if !keepsDeallocatedControllers {
            core.fold(slot: slot, into: &sceneTotals)
            deallocatedDetails.add(core.accounts[slot])
            core.windows?.slotRetired(slot, label: label(of: core.accounts[slot]))
            core.accounts[slot].instanceID = -1
            freeSlots.append(slot)
        }
    }

    /// The index of the controller's scene: the label's `scene` part, or its class for a
    /// default label (found by the class's number in the runtime, without forming the label).
    func sceneIndex(for controller: ViewController, customLabel: String?) -> Int {
        if let customLabel {
            let name = Self.scene(of: customLabel)
            return sceneIndexByName[name] ?? openScene(named: name)
        }
        let classIndex = controller.classIndex
        if classIndex < sceneIndexByClass.count, sceneIndexByClass[classIndex] >= 0 { return sceneIndexByClass[classIndex] }
        let name = controller.traceClassName
        let index = sceneIndexByName[name] ?? openScene(named: name)
        if classIndex >= sceneIndexByClass.count {
            sceneIndexByClass.append(contentsOf: repeatElement(-1, count: classIndex + 1 - sceneIndexByClass.count))
        }
        sceneIndexByClass[classIndex] = index
        return index
    }

    /// Starts the totals of a scene not seen before, with a row per callback kind.
    private func openScene(named name: String) -> Int {
        sceneTotals.append(SceneAccount(name: name))
        core.appendSceneRows()
        sceneIndexByName[name] = sceneTotals.count - 1
        return sceneTotals.count - 1
    }

    /// The accounts of every controller seen and not folded away, in creation order.
    /// (Slots are reused, so sort by instance ID.)
    var reportedAccounts: [ControllerAccount] {
        core.accounts.rows.filter { $0.instanceID >= 0 }.sorted { $0.instanceID < $1.instanceID }
    }

    /// Writes a line that is not a callback begin (runtime-wide events, init, deinit).
    func emit(controller: String? = nil, event: TraceSchema.Event, arguments: TraceRecord.Arguments) {
        defer { core.seq += 1 }
        guard let trace else { return }
        var line = TraceRecord(seq: core.seq, controller: controller, event: event.rawValue, arguments: arguments)
        if let now = core.relativeNow { line.timestamp = now }
        trace.add(line, holding: core.depth > 0)
    }

    func traceLine(for callback: LifecycleCallback, of controller: ViewController) -> TraceRecord {
        let arguments: TraceRecord.Arguments
        switch callback {
        case .viewWillAppear(let animated), .viewDidAppear(let animated),
            .viewWillDisappear(let animated), .viewDidDisappear(let animated):
            arguments = .animated(animated)
        case .willMoveToParent(let parent), .didMoveToParent(let parent):
            arguments = .parent(parent?.traceLabel)
        case .didReceiveMemoryWarning(let level):
            arguments = .level(level.description)
        case .prepareForSegue(let segue):
            arguments = .segue(segue.identifier)
        case .viewWillTransitionToSize(let size):
            arguments = .size(width: size.width, height: size.height)
        default:
            arguments = .none
        }
        var line = TraceRecord(seq: core.seq, controller: controller.traceLabel, event: callback.kind.rawValue, arguments: arguments)
        if let now = core.relativeNow { line.timestamp = now }
        return line
    }
}
