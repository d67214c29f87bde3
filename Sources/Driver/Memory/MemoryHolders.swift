import Profiler
import Results
import ViewRuntime

/// What holds memory in a runtime now, scene by scene: live controllers, the backing stores
/// of their loaded views, and their caches. For the message of a run the memory guard stops
/// ("held by: detail: 45 controllers, 506 MiB of backing stores, 45 MiB of caches").
///
/// Cost: one pass over the live controllers and their view trees; called once, when a run
/// stops.
@MainActor
enum MemoryHolders {
    struct Holder {
        var scene: String
        var controllers = 0
        var backingStoreBytes = 0
        var cacheBytes = 0
        var total: Int { backingStoreBytes + cacheBytes }
    }

    /// The scenes holding the most, largest first (at most `limit`).
    static func largest(in runtime: Runtime, limit: Int = 3) -> [Holder] {
        var holders: [String: Holder] = [:]
        for controller in runtime.liveControllers {
            let scene = RuntimeProfiler.scene(of: controller.traceLabel)
            var holder = holders[scene] ?? Holder(scene: scene)
            holder.controllers += 1
            // A container's view holds its children's views: each controller counts its own.
            holder.backingStoreBytes += WarningResponseMeter.ownStoreBytes(controller)
            if let content = controller as? ContentSceneController { holder.cacheBytes += content.heldCacheBytes }
            holders[scene] = holder
        }
        return holders.values.sorted { ($0.total, $1.scene) > ($1.total, $0.scene) }.prefix(limit).map { $0 }
    }

    /// "held by: detail (45 controllers, 506.2 MiB of backing stores, 1.4 MiB of caches);
    /// feed (...); backing stores in all 512.0 MiB in 4,096 stores".
    static func describe(_ runtime: Runtime) -> String {
        let parts = largest(in: runtime).map { holder in
            var detail = "\(holder.controllers) controller\(holder.controllers == 1 ? "" : "s")"
            detail += ", \(Format.bytes(Double(holder.backingStoreBytes))) of backing stores"
            if holder.cacheBytes > 0 { detail += ", \(Format.bytes(Double(holder.cacheBytes))) of caches" }
            return "\(holder.scene) (\(detail))"
        }
        let all = "backing stores in all \(Format.bytes(Double(runtime.backingStoreBytes))) in \(runtime.backingStoreCount) stores"
        return "held by: " + (parts + [all]).joined(separator: "; ")
    }
}
