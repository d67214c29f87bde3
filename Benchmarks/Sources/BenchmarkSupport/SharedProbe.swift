public import MemoryProbe

/// The process's one ``AllocatorProbe``, made on first use (it checks that jemalloc is the active
/// allocator and resolves mallctl names: tens of microseconds, once).
@MainActor
public enum SharedProbe {
    /// The probe; a benchmark that cannot have it fails with the probe's error at its first use.
    public static let probe: AllocatorProbe = {
        do {
            return try AllocatorProbe()
        } catch {
            fatalError("MemoryProbe cannot read jemalloc: \(error). Run scripts/bootstrap.")
        }
    }()
}
