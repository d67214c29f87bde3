/// How the controllers of one scene answered memory warnings, all warnings together.
package struct ScreenPressureSummary: Sendable, Hashable, Codable {
    package var scene: String
    /// Warnings its controllers received (one per controller per warning).
    package var warningsReceived: Int
    /// Bytes they gave back in all (see ``ScreenWarningResponse/reclaimedBytes``).
    package var reclaimedBytes: Int
    /// Their views unloaded by warnings.
    package var viewsUnloaded: Int
    /// Warnings they answered with nothing while holding memory they could have given.
    package var warningsIgnored: Int
    /// The longest and the total time their callbacks took to respond.
    package var maximumResponseNanoseconds: UInt64
    package var totalResponseNanoseconds: UInt64

    package init(scene: String) {
        self.scene = scene
        warningsReceived = 0
        reclaimedBytes = 0
        viewsUnloaded = 0
        warningsIgnored = 0
        maximumResponseNanoseconds = 0
        totalResponseNanoseconds = 0
    }
}

/// How one screen (controller) answered one memory warning: ``MemoryWarningResult/screens``,
/// which tests read (`session.memoryWarning().screens`).
public struct ScreenWarningResponse: Sendable, Hashable, Codable {
    public var controller: String
    public var scene: String
    /// Bytes its views' backing stores, its cache and its own callbacks gave back.
    public var reclaimedBytes: Int
    /// What its own callbacks held just before the warning (the ledger's exclusive net bytes).
    public var heldBytesBefore: Int
    /// The time its callbacks took to respond (`didReceiveMemoryWarning` and any unload).
    public var responseNanoseconds: UInt64
    public var viewUnloaded: Bool

    package init(
        controller: String, scene: String, reclaimedBytes: Int, heldBytesBefore: Int,
        responseNanoseconds: UInt64, viewUnloaded: Bool
    ) {
        self.controller = controller
        self.scene = scene
        self.reclaimedBytes = reclaimedBytes
        self.heldBytesBefore = heldBytesBefore
        self.responseNanoseconds = responseNanoseconds
        self.viewUnloaded = viewUnloaded
    }
}
