import Results

/// One scene's totals over all its instances.
struct SceneAccount {
    var name: String
    var instances = 0
    var viewLoads = 0
    var viewUnloads = 0
    var totals = LedgerTotalsAccumulator()

    /// Counts one controller of the scene: its instance, loads, unloads and ledger totals.
    mutating func add(_ account: ControllerAccount) {
        add(viewLoads: account.viewLoads, viewUnloads: account.viewUnloads, totals: account.totals)
    }

    /// Counts one controller of the scene from its figures.
    mutating func add(viewLoads: Int, viewUnloads: Int, totals: LedgerTotalsAccumulator) {
        instances += 1
        self.viewLoads += viewLoads
        self.viewUnloads += viewUnloads
        self.totals.merge(totals)
    }
}
