public import Foundation

/// A rectangle the layout engine solves for: a ``View`` or a ``LayoutGuide``.
///
/// Its four unknowns (``LayoutVariables``) are its alignment rect (== frame, AL14) in its
/// container's coordinates: a view's superview, a guide's owning view.
@MainActor
protocol LayoutItem: AnyObject {
    var layoutVariables: LayoutVariables { get }
    /// The view whose coordinates the item's variables use (superview or owning view).
    var layoutContainer: View? { get }
    /// `ClassName:0xADDR`, as UIKit prints items in constraint descriptions (AL15).
    var layoutItemDescription: String { get }
}

/// The engine's unknowns for one item (x, y, width, height in its container) and the system
/// constraints the engine keeps for it (autoresizing, intrinsic size, guide edges).
@MainActor
final class LayoutVariables {
    let x = SolverVariable("x"), y = SolverVariable("y")
    let width = SolverVariable("width"), height = SolverVariable("height")

    /// The engine holding this item's variables, while some constraint involves it.
    weak var engine: LayoutEngine?
    /// How many installed constraints involve the item (directly or as a container on the way).
    var useCount = 0
    /// The system constraints of the item and the constants they were last given.
    var systemConstraints: [SolverConstraint] = []
    var systemConstants: [Double] = []
    /// Set when the item's frame was set from outside the engine (autoresizing constants are stale).
    var frameChangedOutsideEngine = false
    /// The shape of the current system constraints (a change rebuilds them).
    var systemKey: SystemConstraintSpec.Key?
    /// The view the system constraints refer to (superview or owning view), held by use count.
    weak var systemDependency: View?

    var all: [SolverVariable] { [x, y, width, height] }
}

/// A hex address for descriptions, `0x…` (AL15).
func layoutAddress(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}

extension View: LayoutItem {
    var layoutVariables: LayoutVariables {
        let storage = layoutStorageCreatingIfNeeded
        if let variables = storage.variables { return variables }
        let variables = LayoutVariables()
        storage.variables = variables
        return variables
    }

    var layoutContainer: View? { superview }

    var layoutItemDescription: String { "\(Swift.type(of: self)):\(layoutAddress(self))" }
}
