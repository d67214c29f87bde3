import Foundation
import Testing
@testable import ViewRuntime

@MainActor
@Suite("Auto Layout: stack views (AUTOLAYOUT-SPEC SV)")
struct StackViewTests {
    @Test("T4/SV9: a vertical fill stack of three 44-pt views is 152 high; hiding the middle one gives 98")
    func t4HidingCollapses() {
        let views = (0..<3).map { _ in SizedView(50, 44) }
        let stack = constrained(StackView(arrangedSubviews: views))
        stack.axis = .vertical
        stack.spacing = 10
        let (_, controller) = showScreen { root in
            root.addWithoutChecks(stack)
            LayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ])
        }
        #expect(stack.frame == Rect(x: 0, y: 100, width: 390, height: 152))
        #expect(views[2].frame == Rect(x: 0, y: 108, width: 390, height: 44))
        views[1].isHidden = true
        controller.view.layoutIfNeeded()
        #expect(stack.frame.height == 98)
        #expect(views[2].frame.origin.y == 54)
        #expect(stack.arrangedSubviews.count == 3 && stack.subviews.count == 3)
        #expect(views[1].constraints.contains { $0.identifier == "UISV-hiding" })
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }

    /// Along-axis origins and lengths of the three visible views, per distribution, in a 320-point
    /// stack with spacing 10 and intrinsic lengths 100, 45, 55 (a fourth, hidden view has 30).
    static let expected: [(StackView.Distribution, [(Double, Double)])] = [
        (.fill, [(0, 200), (210, 45), (265, 55)]),
        (.fillEqually, [(0, 100), (110, 100), (220, 100)]),
        (.fillProportionally, [(0, 150), (160, 67.5), (237.5, 82.5)]),
        (.equalSpacing, [(0, 100), (160, 45), (265, 55)]),
        (.equalCentering, [(0, 100), (148.75, 45), (265, 55)]),
    ]

    @Test("SV5/SV9: each distribution, horizontal and vertical, with a hidden arranged subview", arguments: [LayoutAxis.horizontal, .vertical])
    func distributions(axis: LayoutAxis) {
        for (distribution, frames) in Self.expected {
            let lengths = [100.0, 45, 55, 30]
            let views = lengths.map { SizedView($0, $0) }
            for view in views.dropFirst() { view.setContentHuggingPriority(LayoutPriority(251), for: axis) }
            views[3].isHidden = true
            let stack = constrained(StackView(arrangedSubviews: [views[0], views[3], views[1], views[2]]))
            stack.axis = axis
            stack.distribution = distribution
            stack.spacing = 10
            _ = showScreen { root in
                root.addWithoutChecks(stack)
                let horizontal = axis == .horizontal
                LayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    stack.widthAnchor.constraint(equalToConstant: horizontal ? 320 : 40),
                    stack.heightAnchor.constraint(equalToConstant: horizontal ? 40 : 320),
                ])
            }
            for (view, (origin, length)) in zip(views.prefix(3), frames) {
                let expected =
                    axis == .horizontal
                    ? Rect(x: origin, y: 0, width: length, height: 40)
                    : Rect(x: 0, y: origin, width: 40, height: length)
                #expect(view.frame == expected, "\(distribution) \(axis)")
            }
            #expect(axis == .horizontal ? views[3].frame.width == 0 : views[3].frame.height == 0, "\(distribution) \(axis)")
        }
    }

    @Test("SV6: alignment centre keeps intrinsic cross sizes; SV1: removing an arranged view keeps the subview")
    func alignmentAndRemoval() {
        let a = SizedView(60, 20), b = SizedView(60, 30)
        let stack = constrained(StackView(arrangedSubviews: [a, b]))
        stack.alignment = .center
        stack.spacing = 5
        let (_, controller) = showScreen { root in
            root.addWithoutChecks(stack)
            LayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        #expect(a.frame == Rect(x: 0, y: 15, width: 60, height: 20))
        #expect(b.frame == Rect(x: 65, y: 10, width: 60, height: 30))
        stack.removeArrangedSubview(a)
        controller.view.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 1 && a.superview === stack)
        #expect(b.frame.origin.x == 0)
    }
}
