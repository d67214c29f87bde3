import Foundation

/// The live controllers of one runtime, in creation order, held unowned (each clears its slot
/// when it deinitializes).
///
/// Registration appends (O(1)); a controller's death leaves a tombstone that is swept once tombstones
/// outnumber the living, so removal is amortized O(1) and iteration is O(live + tombstones) = O(live).
@MainActor
struct ControllerRegistry {
    private(set) var slots: [ControllerSlot] = []
    private var tombstones = 0

    /// The number of controllers still alive.
    var liveCount: Int { slots.count - tombstones }

    /// Makes room for `count` slots (live controllers and tombstones) now.
    mutating func reserveCapacity(_ count: Int) { slots.reserveCapacity(count) }

    /// Appends `controller` and returns its slot.
    mutating func register(_ controller: ViewController) -> Int {
        slots.append(ControllerSlot(value: controller))
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

    /// Moves the living to the front, in order, keeping the array's capacity (so that a
    /// runtime that creates and drops controllers in cycles reaches a steady footprint).
    private mutating func compact() {
        var kept = 0
        for index in slots.indices {
            guard let controller = slots[index].value else { continue }
            controller.registrySlot = kept
            if kept != index { slots[kept] = slots[index] }
            kept += 1
        }
        slots.removeLast(slots.count - kept)
        tombstones = 0
    }
}
