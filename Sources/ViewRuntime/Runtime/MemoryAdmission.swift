import Foundation

/// A large block the runtime did not allocate: refused by ``Runtime/memoryAdmission`` (the
/// driver's memory budget) or by `malloc` itself (the address space is exhausted).
public struct RefusedAllocation: Sendable, Hashable, CustomStringConvertible {
    /// The bytes asked for.
    public var bytes: Int
    /// What the block was for: "a backing store of <View> in <Controller: label>".
    public var purpose: String
    /// True when `malloc` returned nil; false when the admission check refused it.
    public var mallocFailed: Bool

    public init(bytes: Int, purpose: String, mallocFailed: Bool) {
        self.bytes = bytes
        self.purpose = purpose
        self.mallocFailed = mallocFailed
    }

    public var description: String {
        "\(bytes) bytes for \(purpose)" + (mallocFailed ? " (malloc failed: out of address space)" : " (refused by the memory guard)")
    }
}

extension Runtime {
    /// Asks ``memoryAdmission`` whether a block of `bytes` may be allocated now; records the
    /// first refusal (see ``refusedAllocation``). Without an admission check every block is
    /// admitted.
    package func admitAllocation(bytes: Int, purpose: @autoclosure () -> String) -> Bool {
        guard let memoryAdmission, !memoryAdmission(bytes) else { return true }
        noteRefusedAllocation(RefusedAllocation(bytes: bytes, purpose: purpose(), mallocFailed: false))
        return false
    }

    /// Records a block that could not be allocated (refused or `malloc` failure); the first
    /// one is kept until ``clearRefusedAllocation()``.
    package func noteRefusedAllocation(_ refusal: RefusedAllocation) {
        if refusedAllocation == nil { refusedAllocation = refusal }
        refusedAllocationCount += 1
    }

    /// Forgets the recorded refusal (a driver calls it once it has acted on it).
    package func clearRefusedAllocation() {
        refusedAllocation = nil
    }
}
