import Foundation

/// A weak reference stored inline in an array (no box allocation).
struct WeakController {
    weak var value: ViewController?
}

/// A weak reference to a memory-pressure responder.
struct WeakResponder {
    weak var value: (any MemoryPressureResponder)?
}
