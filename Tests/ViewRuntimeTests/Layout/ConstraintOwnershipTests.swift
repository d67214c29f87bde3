import Foundation
import Testing
@testable import ViewRuntime

/// AL2: a constraint holds its items unretained (the header's `assign`); the views hold their
/// installed constraints. Anything stronger is a cycle that keeps every constrained view, and its
/// backing store, alive after its controller is gone.
@MainActor
@Suite("Constraint ownership")
struct ConstraintOwnershipTests {
    @Test("AL2: constrained views deallocate once their tree is dropped, in a window or not")
    func constrainedViewsDeallocate() {
        let runtime = Runtime()
        let window = Window(runtime: runtime)
        weak var weakRoot: View?
        weak var weakChild: View?
        weak var weakConstraint: LayoutConstraint?
        do {
            let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
            let child = View()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            let constraints = [
                child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                child.heightAnchor.constraint(equalToConstant: 40),
            ]
            LayoutConstraint.activate(constraints)
            window.addSubview(root)
            window.layoutIfNeeded()
            #expect(child.frame == Rect(x: 97.5, y: 402, width: 195, height: 40))
            weakRoot = root
            weakChild = child
            weakConstraint = constraints[0]
            root.removeFromSuperview()
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakConstraint == nil)
    }

    @Test("AL2: a constraint's items are not retained by it")
    func constraintDoesNotRetainItems() {
        let constraint: LayoutConstraint
        weak var weakView: View?
        do {
            let parent = View()
            let view = View()
            parent.addSubview(view)
            constraint = view.widthAnchor.constraint(equalTo: parent.widthAnchor)
            constraint.isActive = true
            weakView = view
            #expect(constraint.firstItem === view)
        }
        #expect(weakView == nil)
        #expect(constraint.firstItem == nil)
    }
}
