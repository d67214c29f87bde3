import MemoryProbe

/// What one live controller's own callbacks hold: the ledger's exclusive bytes allocated and
/// not freed over its life, and the time they took. For memory budgets and for the response
/// of each screen to a memory warning.
package struct ControllerHolding: Sendable, Hashable {
    package var instanceID: Int
    package var label: String
    package var className: String
    /// Exclusive bytes allocated minus freed by the controller's callbacks so far.
    package var heldBytes: Int64
    /// Exclusive time of its callbacks so far.
    package var nanoseconds: UInt64
}

extension RuntimeProfiler {
    /// Every live controller's holding, keyed by instance ID; empty without a probe.
    ///
    /// Cost: one pass over the accounts, and a label for each (meant for safe points where
    /// budgets are declared, and for memory warnings; not per callback).
    package func liveHoldings() -> [Int: ControllerHolding] {
        guard probe != nil else { return [:] }
        var result: [Int: ControllerHolding] = [:]
        for account in core.accounts.rows where account.alive && account.instanceID >= 0 {
            let totals = account.totals
            result[account.instanceID] = ControllerHolding(
                instanceID: account.instanceID, label: label(of: account), className: className(of: account),
                heldBytes: Int64(bitPattern: totals.exclusiveAllocated &- totals.exclusiveFreed),
                nanoseconds: clock.nanoseconds(totals.exclusiveTicks))
        }
        return result
    }
}
