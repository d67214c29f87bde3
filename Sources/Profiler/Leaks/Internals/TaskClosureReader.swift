internal import _ProfilerShims

/// Finds the closure context of an unstructured `Task` from its handle, so that the walk can
/// follow `controller.task → Task closure → captured controller` (TK3, TK5).
///
/// A `Task` value is one word, the runtime's `AsyncTask` object. A top-level task is one
/// allocation: the task, its future fragment (result type, wait queue with the status in its
/// low bits, error, the result's storage), then the prefix of its initial async context,
/// which holds the closure's context object, retained until the task completes. On completion
/// the context is released but its word is not cleared, so a completed task (status not
/// `executing`) is never read.
///
/// The runtime does not publish this layout, so it is checked before it is trusted: for each
/// result type's size and alignment, a probe task capturing a known object is made on the main
/// actor (it has not run yet when it is read; it runs later and throws at once), and the
/// layout is used only if the probe's closure context is at the expected place and holds that
/// object. Otherwise tasks are not read (a controller held only by a task then has no path).
///
/// Cost: one probe task per distinct result layout per process; a few loads per task handle.
enum TaskClosureReader {
    /// Byte offset of the future fragment's wait queue (status in its two low bits).
    static let statusOffset = 208
    /// Byte offset of the future fragment's result storage before alignment.
    static let storageStart = 224

    /// Checked context offsets per result (size, alignment); nil when the check failed.
    nonisolated(unsafe) private static var offsets: [Int: Int?] = [:]

    /// The closure context of the live task `task` (the handle's word) of result type
    /// `result`, or nil when the task has completed or the layout could not be checked.
    static func context(ofTask task: UnsafeRawPointer, result: any Any.Type) -> UnsafeRawPointer? {
        guard let offset = checkedOffset(result) else { return nil }
        guard task.load(fromByteOffset: statusOffset, as: UInt.self) & 3 == 0 else { return nil }
        return task.load(fromByteOffset: offset, as: UnsafeRawPointer?.self)
    }

    /// The expected offset of the closure context for a result of this layout (the size
    /// counted in whole words, as the stand-in probes have it).
    static func expectedOffset(size: Int, alignment: Int) -> Int {
        let storage = ClosureContextReader.align(storageStart, max(alignment, 8))
        return ClosureContextReader.align(storage + ClosureContextReader.align(size, 8) + 8, 16) + 16
    }

    private static func checkedOffset(_ result: any Any.Type) -> Int? {
        let (size, alignment) = ClosureContextReader.layout(of: result)
        let key = size << 8 | alignment
        if let known = offsets[key] { return known }
        // A probe of a Sendable stand-in with the same words (the layout depends on nothing
        // else); results over four words, or aligned past 8 bytes, are not read.
        let offset = expectedOffset(size: size, alignment: alignment)
        let checked: Int? =
            switch (alignment <= 8 ? (size + 7) / 8 : -1) {
            case 0: probe(Void.self, offset: offset)
            case 1: probe(UInt64.self, offset: offset)
            case 2: probe((UInt64, UInt64).self, offset: offset)
            case 3: probe((UInt64, UInt64, UInt64).self, offset: offset)
            case 4: probe((UInt64, UInt64, UInt64, UInt64).self, offset: offset)
            default: nil
            }
        offsets[key] = checked
        return checked
    }

    private final class Probe: Sendable {}

    /// Makes a task of result `S` capturing a probe object and checks that, at `offset`, it
    /// holds a closure context whose captures include the probe.
    private static func probe<S: Sendable>(_: S.Type, offset: Int) -> Int? {
        let marker = Probe()
        let task = Task<S, any Error> { @MainActor [marker] in
            withExtendedLifetime(marker) {}
            throw CancellationError()
        }
        defer { task.cancel() }
        let pointer = unsafeBitCast(task, to: UnsafeRawPointer.self)
        guard _profiler_allocation_size(pointer) >= offset + 8,
            pointer.load(fromByteOffset: statusOffset, as: UInt.self) & 3 == 0,
            let context = pointer.load(fromByteOffset: offset, as: UnsafeRawPointer?.self),
            UInt(bitPattern: context) & 7 == 0
        else { return nil }
        let markerAddress = UInt(bitPattern: ObjectIdentifier(marker))
        let words = min(_profiler_allocation_size(context), 128) / 8
        let holds = (2..<words).contains { context.load(fromByteOffset: $0 * 8, as: UInt.self) == markerAddress }
        return holds ? offset : nil
    }
}
