package import Profiler
package import Results
package import ViewRuntime

/// Measures how each live screen answers one memory warning: bytes reclaimed (its views'
/// backing stores, its cache, and what its own callbacks freed, from the ledger), the time
/// its callbacks took, and whether its view unloaded.
///
/// Reclaimed bytes are a lower bound when a screen's own code freed memory and the runtime
/// freed its backing stores outside its callbacks in the same warning (the larger of the two
/// is counted; docs/MEMORY-LIMITS.md). Cost: two passes over the live controllers and their
/// view trees per warning.
@MainActor
package struct WarningResponseMeter {
    struct Before {
        var label: String
        var storeBytes: Int
        var cacheBytes: Int
        var heldBytes: Int
        var nanoseconds: UInt64
        var viewLoaded: Bool
        var onScreen: Bool
        weak var controller: ViewController?
    }

    private var before: [Int: Before] = [:]

    /// Reads every live controller before the warning.
    package init(runtime: Runtime, profiler: RuntimeProfiler) {
        let holdings = profiler.liveHoldings()
        for controller in runtime.liveControllers {
            let holding = holdings[controller.instanceID]
            before[controller.instanceID] = Before(
                label: controller.traceLabel, storeBytes: Self.ownStoreBytes(controller),
                cacheBytes: (controller as? ContentSceneController)?.heldCacheBytes ?? 0,
                heldBytes: Int(holding?.heldBytes ?? 0), nanoseconds: holding?.nanoseconds ?? 0,
                viewLoaded: controller.isViewLoaded, onScreen: controller.viewIfLoaded?.window != nil,
                controller: controller)
        }
    }

    /// The responses after the warning, most reclaimed first, and the screens that ignored it:
    /// reclaimed nothing while holding at least ``ignoringThreshold`` they could have given, or,
    /// off screen, kept at least ``keptThreshold`` in their own code, more than their code and
    /// cache gave back (the view memory the runtime unloads is not counted for them).
    package func responses(
        profiler: RuntimeProfiler, keeping kept: Int
    ) -> (screens: (all: [ScreenWarningResponse], kept: [ScreenWarningResponse]), ignoring: [ScreenWarningResponse]) {
        let holdings = profiler.liveHoldings()
        var screens: [ScreenWarningResponse] = [], ignoring: [ScreenWarningResponse] = []
        for (id, old) in before {
            guard let controller = old.controller else { continue }
            let holding = holdings[id]
            let storeFreed = max(0, old.storeBytes - Self.ownStoreBytes(controller))
            let cacheFreed = max(0, old.cacheBytes - ((controller as? ContentSceneController)?.heldCacheBytes ?? 0))
            let ownFreed = max(0, old.heldBytes - Int(holding?.heldBytes ?? 0))
            let response = ScreenWarningResponse(
                controller: old.label, scene: RuntimeProfiler.scene(of: old.label),
                reclaimedBytes: cacheFreed + max(storeFreed, ownFreed), heldBytesBefore: old.heldBytes,
                responseNanoseconds: (holding?.nanoseconds ?? old.nanoseconds) &- old.nanoseconds,
                viewUnloaded: old.viewLoaded && !controller.isViewLoaded)
            screens.append(response)
            // A screen on screen without a cache has nothing it could give back.
            let couldGive = old.onScreen ? old.cacheBytes : old.heldBytes + old.storeBytes + old.cacheBytes
            // Off screen, a screen whose code keeps a large block through the warning ignores
            // it too, even when the runtime unloaded its views. It is judged on its own memory:
            // the runtime draws backing stores outside the screen's callbacks, so they are not
            // in what its callbacks hold, but it frees them inside its warning callback, which
            // the ledger takes off that figure. Those stores (which grow with the scale) are
            // added back to what its code keeps and taken out of what it gave, so a 20 MiB cache
            // kept is ignoring the warning at 1x, 2x and 3x alike.
            let keptByItsCode = Int(holding?.heldBytes ?? 0) + storeFreed
            let givenByItsCode = cacheFreed + max(0, ownFreed - storeFreed)
            let kept = !old.onScreen && keptByItsCode >= Self.keptThreshold && keptByItsCode > givenByItsCode
            if (response.reclaimedBytes == 0 && couldGive >= Self.ignoringThreshold) || kept { ignoring.append(response) }
        }
        ignoring.sort { $0.controller < $1.controller }
        guard kept > 0 else { return ((screens, []), ignoring) }
        let sorted = screens.sorted { ($0.reclaimedBytes, $1.controller) > ($1.reclaimedBytes, $0.controller) }
        return ((screens, Array(sorted.prefix(kept))), ignoring)
    }

    /// A screen holding at least this much (64 KiB) that gives nothing back ignores the warning.
    package static let ignoringThreshold = 64 << 10
    /// A screen off screen whose own code still holds at least this much (1 MiB) after a warning,
    /// more than its own code and cache gave back, ignores the warning.
    package static let keptThreshold = 1 << 20
    static let screensKept = 32

    /// The backing-store bytes of a controller's own views (its children's views excluded).
    static func ownStoreBytes(_ controller: ViewController) -> Int {
        let own = controller.viewIfLoaded?.subtreeBackingStoreByteCount ?? 0
        let children = controller.children.reduce(0) { $0 + ($1.viewIfLoaded?.subtreeBackingStoreByteCount ?? 0) }
        return max(0, own - children)
    }
}
