import ViewRuntime

/// One value on the heap, owned: allocated and initialized in `init`, deinitialized and freed in
/// `deinit`. Non-copyable, so the block has one owner and is freed exactly once.
///
/// Why a box and not a class: ``ProfilerCore`` reads and writes its state through ``pointer``,
/// a stored `let`, so an access costs one load and no exclusivity check (a class's stored
/// `var`s are checked at run time on every mutation; docs/ARCHITECTURE.md, "Exclusivity").
/// The value's own `deinit` (``HotState``'s tables, ``CallbackLedger``'s frame stack) runs when
/// the box goes.
struct HeapBox<Value: ~Copyable>: ~Copyable {
    /// The value's address: valid for the box's lifetime.
    let pointer: UnsafeMutablePointer<Value>

    /// A box holding `value`.
    init(_ value: consuming Value) {
        pointer = HeapMemory.allocate(Value.self)
        pointer.initialize(to: value)
    }

    deinit {
        pointer.deinitialize(count: 1)
        HeapMemory.deallocate(pointer)
    }
}
