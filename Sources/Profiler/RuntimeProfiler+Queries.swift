public import Results
public import MemoryProbe
public import ViewRuntime

/// One finished callback, kept only while ``RuntimeProfiler/recordsCallbacks`` is on.
public struct CallbackRecord: Sendable, Hashable {
    public var controller: Int
    public var kind: CallbackKind
    public var inclusive: AllocationDelta
    public var exclusive: AllocationDelta
    public var exclusiveNanoseconds: UInt64
}

extension RuntimeProfiler {
    /// Exclusive bytes allocated per callback kind for one controller (needs ``recordsCallbacks``).
    public func ledgerByKind(controller: Int) -> [CallbackKind: UInt64] {
        var result: [CallbackKind: UInt64] = [:]
        for record in callbackRecords where record.controller == controller {
            result[record.kind, default: 0] &+= record.exclusive.allocatedBytes
        }
        return result
    }

    /// Inclusive bytes allocated per callback kind for one controller (needs ``recordsCallbacks``).
    public func inclusiveByKind(controller: Int) -> [CallbackKind: UInt64] {
        var result: [CallbackKind: UInt64] = [:]
        for record in callbackRecords where record.controller == controller {
            result[record.kind, default: 0] &+= record.inclusive.allocatedBytes
        }
        return result
    }

    /// The account of the controller with instance ID `id`, if it was seen.
    func account(_ id: Int) -> ControllerAccount? { core.accounts.rows.first { $0.instanceID == id } }
}

/// One controller's ledger, callback kind by callback kind, with its name and class: what a
/// test asks about its own controllers ("bytes allocated in `viewDidLoad` of `Inbox#1`").
public struct ControllerLedger: Sendable, Hashable {
    /// The controller's label (`scene#n`, or `ClassName#n` for one made without a label).
    public var label: String
    /// The controller's class name, unqualified.
    public var className: String
    public var instanceID: Int
    /// The callbacks of each kind: count, exclusive and inclusive bytes, exclusive time.
    public var byKind: [CallbackKind: LedgerTotals]
}

extension RuntimeProfiler {
    /// Every controller's ledger, by callback kind, in creation order (needs
    /// ``recordsCallbacks`` on from the start, and ``keepsDeallocatedControllers``).
    ///
    /// Cost: one pass over the recorded callbacks; meant for tests and small runs, where
    /// recording every callback is affordable.
    public func ledgerByController() -> [ControllerLedger] {
        var order: [Int] = []
        var totals: [Int: [CallbackKind: LedgerTotals]] = [:]
        for record in callbackRecords where record.controller >= 0 {
            if totals[record.controller] == nil { order.append(record.controller) }
            var entry = totals[record.controller, default: [:]][record.kind, default: LedgerTotals()]
            entry.count += 1
            entry.exclusiveAllocatedBytes &+= record.exclusive.allocatedBytes
            entry.exclusiveFreedBytes &+= record.exclusive.freedBytes
            entry.inclusiveAllocatedBytes &+= record.inclusive.allocatedBytes
            entry.inclusiveFreedBytes &+= record.inclusive.freedBytes
            entry.exclusiveNanoseconds &+= record.exclusiveNanoseconds
            totals[record.controller, default: [:]][record.kind] = entry
        }
        return order.compactMap { id in
            guard let account = account(id) else { return nil }
            return ControllerLedger(label: label(of: account), className: className(of: account), instanceID: id, byKind: totals[id] ?? [:])
        }
    }
}
