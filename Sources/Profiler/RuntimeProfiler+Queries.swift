import MemoryProbe
import ViewRuntime

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
    func account(_ id: Int) -> ControllerAccount? { hot.pointee.accounts.first { $0.instanceID == id } }
}
