import ViewRuntime

/// A growable table in one raw buffer, for the rows every callback updates: the per-kind and
/// per-scene-and-kind ledger totals and the controllers' accounts.
///
/// Why not `Array`: an array element mutated through the profiler's hot state costs a
/// uniqueness check (a call into the Swift runtime) and a bounds check on every access, on
/// every callback; a row here costs one load of the base pointer and an offset. Neither
/// swift-collections nor the standard library offers a growable buffer without those checks,
/// hence this small type. Rules that make it safe:
/// - Indices are not checked: callers index rows they appended (slots and scene indices are
///   handed out by the profiler when it appends the row).
/// - Rows are only appended, off the callback path (a new controller, a new scene), so an
///   index stays valid; growing moves the rows to a buffer twice the size.
/// - The table owns its buffer: it allocates it in `init` and frees the rows and the buffer in
///   its `deinit`. It is non-copyable, so the buffer has exactly one owner (the profiler's hot
///   state) and is freed exactly once; rows are updated in place through a borrow.
struct UncheckedTable<Element>: ~Copyable {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count: Int
    private var capacity: Int

    /// An empty table with room for `capacity` rows.
    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 1)
        base = HeapMemory.allocate(byteCount: self.capacity * MemoryLayout<Element>.stride)
            .bindMemory(to: Element.self, capacity: self.capacity)
        count = 0
    }

    /// A table of `count` copies of `element`.
    init(repeating element: Element, count: Int) {
        self.init(capacity: count)
        append(element, times: count)
    }

    deinit {
        base.deinitialize(count: count)
        HeapMemory.deallocate(base)
    }

    /// The rows, for reading off the callback path (checked, iterable): valid while the table
    /// lives and until the next append.
    var rows: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    /// The row at `index`; not checked (see the type's rules).
    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating _modify { yield &base[index] }
    }

    /// Appends `element` `times` times, doubling the buffer when it is full.
    mutating func append(_ element: Element, times: Int) {
        if count + times > capacity { grow(toHold: count + times) }
        (base + count).initialize(repeating: element, count: times)
        count += times
    }

    /// Appends `element`.
    mutating func append(_ element: Element) {
        appendUninitialized().initialize(to: element)
    }

    /// Adds a row and returns it uninitialized: the caller initializes it at once (so that a
    /// new controller's account is built in place, not built, copied in and destroyed).
    mutating func appendUninitialized() -> UnsafeMutablePointer<Element> {
        if count == capacity { grow(toHold: count + 1) }
        count += 1
        return base + (count - 1)
    }

    /// Makes room for `rows` rows in all.
    mutating func reserveCapacity(_ rows: Int) {
        if rows > capacity { grow(toHold: rows) }
    }

    private mutating func grow(toHold rows: Int) {
        let larger = Swift.max(2 * capacity, rows)
        let grown = HeapMemory.allocate(byteCount: larger * MemoryLayout<Element>.stride)
            .bindMemory(to: Element.self, capacity: larger)
        grown.moveInitialize(from: base, count: count)
        HeapMemory.deallocate(base)
        base = grown
        capacity = larger
    }
}
