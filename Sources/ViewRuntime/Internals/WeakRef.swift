import Foundation

/// A controller's slot in its runtime's ``ControllerRegistry``: not weak (a weak reference would
/// give every controller a side table, and all its retains and releases the slow path). The
/// controller clears its slot from its deinit (`Runtime.controllerDidDeinit`), so a slot is nil
/// or points at a live controller.
///
/// An `Unmanaged` rather than an `unowned(unsafe) var value: ViewController?`: Swift 6.3 on
/// Linux iterated an array of a struct holding an optional `unowned(unsafe)` reference without
/// end (`for slot in slots` never reached `endIndex` in a debug build).
struct ControllerSlot {
    private var reference: Unmanaged<ViewController>?

    init(value: ViewController?) { reference = value.map { Unmanaged.passUnretained($0) } }

    /// The controller, or nil once it was unregistered.
    var value: ViewController? {
        get { reference?.takeUnretainedValue() }
        set { reference = newValue.map { Unmanaged.passUnretained($0) } }
    }
}

/// A weak reference to a memory-pressure responder.
struct WeakResponder {
    weak var value: (any MemoryPressureResponder)?
}
