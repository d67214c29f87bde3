import Foundation

/// How hard the system is pressed for memory. Levels are ordered: `moderate < low < critical`.
///
/// What each level does under each ``MemoryWarningPolicy`` is tabled in <doc:MemoryWarnings>:
/// UIKit has a single warning whose default handling (M2) runs every time; levels may add work, never
/// remove it.
/// - ``moderate``: every live controller gets `didReceiveMemoryWarning()`, every ``Cache`` empties, and
///   the policy is applied (views unload, or backing stores are freed).
/// - ``low``: the same as ``moderate``.
/// - ``critical``: the same, and the backing stores of off-window views that stay loaded
///   (for example because ``ViewController/canUnloadView`` is false) are freed as well, and every
///   registered ``MemoryPressureResponder`` is asked to drop everything it can.
public enum MemoryWarningLevel: Int, Comparable, CaseIterable, Sendable, CustomStringConvertible {
    case moderate = 1
    case low = 2
    case critical = 3

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .moderate: "moderate"
        case .low: "low"
        case .critical: "critical"
        }
    }
}

/// Which iOS generation's memory-warning behaviour the runtime reproduces (rules M2-M5).
public enum MemoryWarningPolicy: String, CaseIterable, Sendable {
    /// iOS 3-5 (M2): a loaded view that is not in a window is released, between `viewWillUnload()` and
    /// `viewDidUnload()`; the next `view` access loads it again and calls `viewDidLoad()` again. The default.
    case unloadViews
    /// iOS 6+ (M4): nothing unloads; the backing stores of views that are not in a window are freed.
    case purgeBackingStores
    /// Only the callbacks (and ``Cache`` purges) are delivered.
    case none
}

/// An object that gives memory back when its runtime receives a memory warning.
///
/// Register it with ``Runtime/addMemoryPressureResponder(_:)``; the runtime holds it weakly and calls it
/// once per warning, in registration order, after the `memoryWarning` event and before any controller's
/// `didReceiveMemoryWarning()`. ``Cache`` is one; a table's reuse pool can be another.
@preconcurrency @MainActor
public protocol MemoryPressureResponder: AnyObject {
    /// Called once per warning of the runtime the responder is registered with, before the controllers
    /// hear of it. Purge what the level calls for; it should cost O(size of what is purged).
    func runtimeDidReceiveMemoryWarning(level: MemoryWarningLevel)
}
