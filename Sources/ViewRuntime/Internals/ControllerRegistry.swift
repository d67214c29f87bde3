/// The live controllers of one runtime, in creation order, held weakly.
///
/// Registration appends (O(1)); a controller's death leaves a tombstone that is swept once tombstones
/// outnumber the living, so removal is amortized O(1) and iteration is O(live + tombstones) = O(live).
@MainActor
struct ControllerRegistry {
    private(set) var slots: [WeakController] = []
    private var tombstones = 0

    /// The number of controllers still alive.
    var liveCount: Int { slots.count - tombstones }

    /// Appends `controller` and returns its slot.
    mutating func register(_ controller: ViewController) -> Int {
        slots.append(WeakController(value: controller))
        return slots.count - 1
    }

    /// Marks the slot of a controller that is being deallocated as dead.
    mutating func unregister(slot: Int) {
        guard slot >= 0, slot < slots.count else { return }
        slots[slot].value = nil
        tombstones += 1
        if tombstones > 64, tombstones * 2 >= slots.count { compact() }
    }

    /// The living controllers, in creation order (strong references: hold them briefly).
    func liveControllers() -> [ViewController] {
        var result: [ViewController] = []
        result.reserveCapacity(liveCount)
        for slot in slots {
            if let controller = slot.value { result.append(controller) }
        }
        return result
    }

    private mutating func compact() {
        var kept: [WeakController] = []
        kept.reserveCapacity(liveCount)
        for slot in slots {
            guard let controller = slot.value else { continue }
            controller.registrySlot = kept.count
            kept.append(slot)
        }
        slots = kept
        tombstones = 0
    }
}
