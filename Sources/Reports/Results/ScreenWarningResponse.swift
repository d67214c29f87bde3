/// How the controllers of one scene answered memory warnings, all warnings together.
public struct ScreenPressureSummary: Sendable, Hashable, Codable {
    public var scene: String
    /// Warnings its controllers received (one per controller per warning).
    public var warningsReceived: Int
    /// Bytes they gave back in all (see ``ScreenWarningResponse/reclaimedBytes``).
    public var reclaimedBytes: Int
    /// Their views unloaded by warnings.
    public var viewsUnloaded: Int
    /// Warnings they answered with nothing while holding memory they could have given.
    public var warningsIgnored: Int
    /// The longest and the total time their callbacks took to respond.
    public var maximumResponseNanoseconds: UInt64
    public var totalResponseNanoseconds: UInt64

    public init(scene: String) {
        self.scene = scene
        warningsReceived = 0
        reclaimedBytes = 0
        viewsUnloaded = 0
        warningsIgnored = 0
        maximumResponseNanoseconds = 0
        totalResponseNanoseconds = 0
    }
}

/// How one screen (controller) answered one memory warning.
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

    public init(controller: String, scene: String, reclaimedBytes: Int, heldBytesBefore: Int,
                responseNanoseconds: UInt64, viewUnloaded: Bool) {
        self.controller = controller
        self.scene = scene
        self.reclaimedBytes = reclaimedBytes
        self.heldBytesBefore = heldBytesBefore
        self.responseNanoseconds = responseNanoseconds
        self.viewUnloaded = viewUnloaded
    }
}
