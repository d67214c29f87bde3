import Foundation
import MemoryProbe
import Reports
import ViewRuntime

extension RuntimeProfiler {
    /// The scene part of a `scene#n` label (the whole label when it has no `#`).
    public static func scene(of label: String) -> String {
        guard let hash = label.lastIndex(of: "#") else { return label }
        return String(label[..<hash])
    }

    /// The parent's slot for a containment callback. (No `Optional.map` closure: a closure
    /// reading main-actor state from a non-isolated function is checked for isolation at run
    /// time on every call.)
    static func parentSlot(of callback: LifecycleCallback) -> Int? {
        switch callback {
        case .willMoveToParent(let parent), .didMoveToParent(let parent):
            if let parent { return parent.instrumentationSlot }
            return nil
        default:
            return nil
        }
    }

    /// The controller's slot, assigning one (and an account) to a controller created before
    /// the profiler was installed.
    @inline(__always)
    func slot(of controller: ViewController) -> Int {
        let slot = controller.instrumentationSlot
        if hasAccount(slot: slot, controller: controller) { return slot }
        return assignSlot(to: controller)
    }

    /// Whether `slot` holds the controller's account (not one assigned by another profiler, or
    /// a freed slot now another controller's).
    @inline(__always)
    func hasAccount(slot: Int, controller: ViewController) -> Bool {
        // One unsigned comparison covers both bounds (an unassigned slot is -1).
        UInt(bitPattern: slot) < UInt(bitPattern: hot.pointee.accounts.count)
            && hot.pointee.accounts[slot].instanceID == controller.instanceID
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
            hot.pointee.accounts[slot].reuse(for: controller, customLabel: custom, sceneIndex: scene)
        } else {
            slot = hot.pointee.accounts.count
            hot.pointee.accounts.appendUninitialized().initialize(to: ControllerAccount(
                instanceID: controller.instanceID, customLabel: custom, classIndex: classIndex,
                classInstanceNumber: controller.classInstanceNumber, sceneIndex: scene))
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

    /// Keeps a controller's account current as one of its callbacks begins (only the kinds
    /// in ``kindsUpdatingAccounts`` reach it). Stores numbers only (a departure is an
    /// ``OperationNames`` code): it neither allocates nor frees, so the ledger's fast beginning
    /// calls it before its one reading. The common updates are inlined; a departure is out of line.
    @inline(__always)
    func updateAccount(slot: Int, controller: ViewController, beginning callback: LifecycleCallback) {
        let account = hot.pointee.accounts.base + slot
        switch callback {
        case .viewDidLoad:
            account.pointee.viewLoads &+= 1
        case .willMoveToParent(.some), .viewWillAppear:
            account.pointee.attached = true
        case .didMoveToParent(.none), .viewDidDisappear:
            recordDeparture(slot: slot, controller: controller, at: callback)
        default:
            break
        }
    }

    /// Records how the controller in `slot` left the hierarchy: removed from its parent, or
    /// gone from the screen by a dismissal or with no parent and no presenter.
    @inline(never)
    func recordDeparture(slot: Int, controller: ViewController, at callback: LifecycleCallback) {
        if case .didMoveToParent = callback {
            hot.pointee.accounts[slot].departure = hot.pointee.currentOperationCode
        } else if controller.isBeingDismissed {
            hot.pointee.accounts[slot].departure = OperationNames.dismissCode
        } else if !controller.hasParent, controller.presentingViewController == nil {
            hot.pointee.accounts[slot].departure = hot.pointee.currentOperationCode
        }
    }

    @inline(__always)
    func observeInvariant(slot: Int, kind: CallbackKind, parent: Int?) {
        guard hot.pointee.checksInvariants, hot.pointee.checker.observe(controller: slot, kind: kind, parent: parent) else { return }
        violationObserved(slot: slot, kind: kind, parent: parent)
    }

    /// Records the violation the checker just found, named after the controller (out of line:
    /// only a broken rule forms a record and a label).
    @inline(never)
    func violationObserved(slot: Int, kind: CallbackKind, parent: Int?) {
        let label = slot < hot.pointee.accounts.count ? label(of: hot.pointee.accounts[slot]) : "#\(slot)"
        let violation = hot.pointee.checker.recordViolation(
            LifecycleEventRecord(seq: hot.pointee.seq, controller: slot, label: label, kind: kind, parent: parent))
        if hot.pointee.firstViolation == nil { hot.pointee.firstViolation = violation }
    }

    /// A controller finished its base initializer: give it a slot and write its `init` line.
    /// Its label is final by then (a driver sets ``ViewRuntime/Runtime/labelForNextController``).
    func controllerCreated(_ controller: ViewController) {
        let slot = assignSlot(to: controller)
        observeInvariant(slot: slot, kind: .`init`, parent: nil)
        if trace != nil {
            emit(controller: label(of: hot.pointee.accounts[slot]), event: .`init`, arguments: .initialized(className: className(of: hot.pointee.accounts[slot])))
        } else {
            hot.pointee.seq += 1
        }
    }

    /// The controller numbered `instanceID` (last in `slot`) was deallocated: fold its account
    /// and free the slot. `identity` (its names) is formed only for a trace line.
    func controllerDied(instanceID: Int, slot: Int, identity: () -> ControllerIdentity) {
        guard slot >= 0, slot < hot.pointee.accounts.count, hot.pointee.accounts[slot].instanceID == instanceID else {
            if trace != nil { emit(controller: identity().label, event: .`deinit`, arguments: .none) } else { hot.pointee.seq += 1 }
            return
        }
        observeInvariant(slot: slot, kind: .deinit, parent: nil)
        if trace != nil { emit(controller: label(of: hot.pointee.accounts[slot]), event: .`deinit`, arguments: .none) } else { hot.pointee.seq += 1 }
        if !intentionallyRetained.isEmpty { intentionallyRetained.remove(instanceID) }
        hot.pointee.accounts[slot].deallocated = true
        hot.pointee.accounts[slot].alive = false
        if !keepsDeallocatedControllers {
            fold(slot: slot)
            deallocatedDetails.add(hot.pointee.accounts[slot])
            hot.pointee.windows?.slotRetired(slot, label: label(of: hot.pointee.accounts[slot]))
            hot.pointee.accounts[slot].instanceID = -1
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
        hot.pointee.sceneKindTotals.append(LedgerTotalsAccumulator(), times: Self.kindCount)
        sceneIndexByName[name] = sceneTotals.count - 1
        return sceneTotals.count - 1
    }

    /// Adds the account in `slot` to its scene's totals (read in place, not copied).
    func fold(slot: Int) {
        let account = hot.pointee.accounts.base + slot
        sceneTotals[account.pointee.sceneIndex].add(
            viewLoads: account.pointee.viewLoads, viewUnloads: account.pointee.viewUnloads, totals: account.pointee.totals)
    }

    /// The accounts of every controller seen and not folded away, in creation order.
    /// (Slots are reused, so sort by instance ID.)
    var reportedAccounts: [ControllerAccount] {
        hot.pointee.accounts.filter { $0.instanceID >= 0 }.sorted { $0.instanceID < $1.instanceID }
    }

    /// Writes a line that is not a callback begin (runtime-wide events, init, deinit).
    func emit(controller: String? = nil, event: TraceSchema.Event, arguments: TraceRecord.Arguments) {
        defer { hot.pointee.seq += 1 }
        guard let trace else { return }
        var line = TraceRecord(seq: hot.pointee.seq, controller: controller, event: event.rawValue, arguments: arguments)
        if let ledger { line.timestamp = ledger.pointee.relativeNanoseconds(ledger.pointee.now()) }
        trace.add(line, holding: (ledger?.pointee.depth ?? 0) > 0)
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
        var line = TraceRecord(seq: hot.pointee.seq, controller: controller.traceLabel, event: callback.kind.rawValue, arguments: arguments)
        if let ledger { line.timestamp = ledger.pointee.relativeNanoseconds(ledger.pointee.now()) }
        return line
    }
}
