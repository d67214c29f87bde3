/// Charging a closed window's cost to the rows it counts in, and folding a dead controller's
/// account into its scene: pure state logic of ``HotState``, called by ``ProfilerCore``.
extension HotState {
    /// Charges the cost of the outermost window (nested in nothing) to its controller's
    /// account and its scene's row for the kind.
    @inline(__always)
    mutating func chargeOutermost(_ cost: CallbackCost, slot: Int, kindIndex: Int) {
        let account = accounts.base + slot
        account.pointee.totals.add(cost)
        sceneKindTotals[account.pointee.sceneIndex &* ProfilerCore.kindCount &+ kindIndex].add(cost)
    }

    /// Charges a closed window's cost to its controller's account, its scene's row and (nested
    /// in its own kind on another controller) the kind's inclusive correction.
    @inline(__always)
    mutating func charge(_ cost: CallbackCost, slot: Int, kindIndex: Int, nestedInKind: Bool, nestedInController: Bool) {
        if nestedInKind != nestedInController { kindInclusiveCounted[kindIndex].add(cost, nested: false) }
        guard slot < accounts.count else { return }
        let account = accounts.base + slot
        account.pointee.totals.add(cost, nested: nestedInController)
        let sceneKind = account.pointee.sceneIndex &* ProfilerCore.kindCount &+ kindIndex
        if sceneKind < sceneKindTotals.count { sceneKindTotals[sceneKind].add(cost, nested: nestedInController) }
    }

    /// Adds the account in `slot` to its scene's totals (read in place, not copied): a
    /// deallocated controller's figures, before its slot is reused.
    func fold(slot: Int, into sceneTotals: inout [SceneAccount]) {
        let account = accounts.base + slot
        sceneTotals[account.pointee.sceneIndex].add(
            viewLoads: account.pointee.viewLoads, viewUnloads: account.pointee.viewUnloads, totals: account.pointee.totals)
    }
}
