import Foundation
import Testing
@testable import ViewRuntime

/// A controller whose `viewDidLoad` builds its screen with `build`.
final class LayoutController: ViewController {
    var build: (View) -> Void = { _ in }
    var log: [String] = []
    /// The test's window, so that `let (_, controller) = showScreen…` keeps the tree in it.
    var window: Window?
    override func viewDidLoad() { build(view) }
    override func updateViewConstraints() { log.append("updateViewConstraints"); super.updateViewConstraints() }
    override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
}

/// A view with a fixed intrinsic size (IC6: a custom view's override).
final class SizedView: View {
    var size: Size
    init(_ width: Double, _ height: Double) {
        size = Size(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }
    override var intrinsicContentSize: Size { size }
}

/// A view counting its layoutSubviews calls.
final class CountingView: View {
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
}

@MainActor
func constrained<V: View>(_ view: V) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// Shows a controller whose screen `build` makes, on `screen`, and returns it laid out.
@MainActor
func showScreen(_ screen: Screen = .iPhone, _ build: @escaping (View) -> Void) -> (Harness, LayoutController) {
    let h = Harness(screen: screen)
    let controller = LayoutController(runtime: h.runtime)
    controller.build = build
    controller.window = h.window
    h.show(controller)
    return (h, controller)
}

@MainActor
@Suite("Auto Layout: constraints solved into frames (AUTOLAYOUT-SPEC AL, IC)")
struct AutoLayoutTests {
    @Test("T1: constraints install on the closest common ancestor; removeFromSuperview drops them (AL6, AL8, AL9)")
    func t1ClosestCommonAncestor() {
        let root = View(), a = View(), a1 = View(), b = View()
        root.addWithoutChecks(a)
        a.addWithoutChecks(a1)
        root.addWithoutChecks(b)
        let spacing = a1.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
        #expect(!spacing.isActive)
        spacing.isActive = true
        #expect(root.constraints.contains { $0 === spacing })
        #expect(a.constraints.isEmpty)
        let width = a1.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        #expect(a1.constraints.contains { $0 === width })
        a.removeFromSuperview()
        #expect(!root.constraints.contains { $0 === spacing })
        #expect(!spacing.isActive)
        #expect(width.isActive)
        #expect(spacing.priority == .required && spacing.multiplier == 1 && spacing.constant == 8)
        #expect(spacing.firstItem === a1 && spacing.secondItem === b)
        #expect(spacing.firstAttribute == .leading && spacing.secondAttribute == .trailing)
    }

    @Test("Edges pinned to the superview with constants give the exact frame")
    func pinnedEdges() {
        let child = constrained(View())
        let (_, controller) = showScreen { root in
            root.addWithoutChecks(child)
            LayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -24),
            ])
        }
        #expect(controller.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(child.frame == Rect(x: 16, y: 20, width: 358, height: 800))
        #expect(!child.hasAmbiguousLayout)
    }

    @Test("A fixed-size view centred; a width as a multiplier of another's")
    func centredAndMultiplier() {
        let box = constrained(View()), half = constrained(View())
        _ = showScreen { root in
            root.addWithoutChecks(box)
            root.addWithoutChecks(half)
            LayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(equalToConstant: 50),
                box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                half.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                half.heightAnchor.constraint(equalTo: box.heightAnchor, multiplier: 2, constant: 4),
                half.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                half.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 10),
            ])
        }
        #expect(box.frame == Rect(x: 145, y: 397, width: 100, height: 50))
        #expect(half.frame == Rect(x: 145, y: 457, width: 195, height: 104))
    }

    @Test("AL21/AL22: an optional inequality loses to a required one; the higher priority wins")
    func priorities() {
        let a = constrained(View())
        var strong: LayoutConstraint!
        _ = showScreen { root in
            root.addWithoutChecks(a)
            let atLeast = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 300)
            atLeast.priority = .defaultHigh
            let low = a.heightAnchor.constraint(equalToConstant: 100)
            low.priority = .defaultLow
            strong = a.heightAnchor.constraint(equalToConstant: 120)
            strong.priority = LayoutPriority(751)
            LayoutConstraint.activate([
                atLeast, a.widthAnchor.constraint(lessThanOrEqualToConstant: 200), low, strong,
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        #expect(a.frame == Rect(x: 0, y: 0, width: 200, height: 120))
        strong.priority = LayoutPriority(200)
        a.superview!.layoutIfNeeded()
        #expect(a.frame.height == 100)
    }

    @Test("AL2: changing a constant re-solves incrementally at the next layout pass")
    func constantChange() {
        let bar = constrained(View()), below = constrained(View())
        var height: LayoutConstraint!
        let (_, controller) = showScreen { root in
            root.addWithoutChecks(bar)
            root.addWithoutChecks(below)
            height = bar.heightAnchor.constraint(equalToConstant: 44)
            LayoutConstraint.activate([
                height,
                bar.topAnchor.constraint(equalTo: root.topAnchor), bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                bar.widthAnchor.constraint(equalTo: root.widthAnchor),
                below.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 8),
                below.leadingAnchor.constraint(equalTo: root.leadingAnchor), below.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                below.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            ])
        }
        #expect(below.frame == Rect(x: 0, y: 52, width: 390, height: 792))
        height.constant = 100
        controller.view.layoutIfNeeded()
        #expect(bar.frame.height == 100)
        #expect(below.frame == Rect(x: 0, y: 108, width: 390, height: 736))
    }

    @Test("T2: equal hugging is ambiguous; hugging 251 decides (IC2, IC4, AL28)")
    func t2HuggingAndCompression() {
        let container = constrained(View())
        let l1 = constrained(SizedView(100, 20)), l2 = constrained(SizedView(80, 20))
        _ = showScreen { root in
            root.addWithoutChecks(container)
            container.addWithoutChecks(l1)
            container.addWithoutChecks(l2)
            LayoutConstraint.activate([
                container.widthAnchor.constraint(equalToConstant: 300), container.heightAnchor.constraint(equalToConstant: 40),
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor), container.topAnchor.constraint(equalTo: root.topAnchor),
                l1.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
                l2.leadingAnchor.constraint(equalTo: l1.trailingAnchor, constant: 8),
                l2.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
                l1.topAnchor.constraint(equalTo: container.topAnchor), l2.topAnchor.constraint(equalTo: container.topAnchor),
            ])
        }
        #expect(l1.hasAmbiguousLayout && l2.hasAmbiguousLayout)
        l2.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        container.layoutIfNeeded()
        #expect(!l1.hasAmbiguousLayout && !l2.hasAmbiguousLayout)
        #expect(l2.frame == Rect(x: 212, y: 0, width: 80, height: 20))
        #expect(l1.frame == Rect(x: 8, y: 0, width: 196, height: 20))
        // Compression resistance: squeezed below both intrinsic widths, the lower resistance gives.
        l1.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        container.constraints.first { $0.firstAttribute == .width }?.constant = 150
        container.superview!.layoutIfNeeded()
        #expect(l2.frame.width == 80)
        #expect(l1.frame.width == 46)
    }

    @Test("IC5: a label's intrinsic size comes from its text length and font size")
    func labelIntrinsicSize() {
        let label = constrained(Label())
        label.text = "Hello"
        // 5 characters of 0.45 em at 17 pt, rounded up: 39; one line of the font: 21.
        #expect(label.intrinsicContentSize == Size(width: 39, height: 21))
        _ = showScreen { root in
            root.addWithoutChecks(label)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            ])
        }
        #expect(label.frame == Rect(x: 20, y: 100, width: 39, height: 21))
        #expect(View().intrinsicContentSize == Size(width: -1, height: -1))
        #expect(ImageView(image: Image(width: 60, height: 40)).intrinsicContentSize == Size(width: 60, height: 40))
    }

    @Test("AL16: autoresizing masks become constraints; a flexible width follows its superview")
    func autoresizingMask() {
        let fixed = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        let flexible = View(frame: Rect(x: 10, y: 100, width: 370, height: 40))
        flexible.autoresizingMask = [.flexibleWidth]
        let follower = constrained(View())
        let (_, controller) = showScreen { root in
            for view in [fixed, flexible, follower] { root.addWithoutChecks(view) }
            LayoutConstraint.activate([
                follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor),
                follower.trailingAnchor.constraint(equalTo: flexible.trailingAnchor),
                follower.topAnchor.constraint(equalTo: flexible.bottomAnchor), follower.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        #expect(follower.frame == Rect(x: 60, y: 140, width: 320, height: 10))
        controller.view.frame = Rect(x: 0, y: 0, width: 500, height: 844)
        controller.view.layoutIfNeeded()
        #expect(flexible.frame.width == 480)
        #expect(follower.frame.width == 430)
    }

    @Test("AL7: activating across hierarchies raises NSGenericException and changes nothing")
    func al7NoCommonAncestor() {
        let (h, controller) = showScreen { _ in }
        let inWindow = View(), elsewhere = View()
        controller.view.addWithoutChecks(inWindow)
        let constraint = inWindow.leadingAnchor.constraint(equalTo: elsewhere.trailingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        let raised = h.runtime.diagnostics.filter { $0.code == .layoutExceptionRaised }
        #expect(raised.count == 1)
        #expect(raised.first?.message.hasPrefix("NSGenericException: Unable to activate constraint with anchors <NSLayoutXAxisAnchor:") == true)
        #expect(
            raised.first?.message.contains(
                "because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
            ) == true)
    }

    @Test("AL10: a leading/left mix raises NSInvalidArgumentException and never activates")
    func al10InvalidArguments() {
        let (h, controller) = showScreen { _ in }
        let a = View()
        controller.view.addWithoutChecks(a)
        let mixed = a.leadingAnchor.constraint(equalTo: controller.view.leftAnchor)
        mixed.isActive = true
        #expect(!mixed.isActive)
        #expect(
            h.runtime.diagnostics.contains {
                $0.code == .layoutExceptionRaised && $0.message.contains("leading/trailing attribute and a right/left attribute")
            })
    }

    @Test("T3/AL25: conflicting required heights log UIKit's message once, break the newer one, and go on")
    func t3Unsatisfiable() {
        var alerts = 0
        LayoutEngine.alertForUnsatisfiableConstraints = { _ in alerts += 1 }
        defer { LayoutEngine.alertForUnsatisfiableConstraints = nil }
        let v = constrained(View())
        var second: LayoutConstraint!
        let (h, _) = showScreen { root in
            root.addWithoutChecks(v)
            second = v.heightAnchor.constraint(equalToConstant: 84)
            LayoutConstraint.activate([
                v.topAnchor.constraint(equalTo: root.topAnchor), v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 200), second,
            ])
        }
        let logged = h.runtime.diagnostics.filter { $0.code == .unsatisfiableConstraints }
        #expect(logged.count == 1)
        #expect(alerts == 1)
        let text = logged.first?.message ?? ""
        #expect(
            text.hasPrefix(
                "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n\tProbably at least one of the constraints in the following list is one you don't want. \n"
            ))
        #expect(!text.contains("(Note:"))
        #expect(text.contains("View:\(layoutAddress(v)).height == 200   (active)"))
        #expect(text.contains("Will attempt to recover by breaking constraint \n\(second.description)\n"))
        #expect(second.isActive && second.isBroken)
        #expect(v.frame.height == 200)
    }

    @Test("T7: layoutIfNeeded after a completed pass calls no layoutSubviews and no controller hooks (LP4)")
    func t7LayoutIfNeededNoOp() {
        let counting = constrained(CountingView())
        let (_, controller) = showScreen { root in
            root.addWithoutChecks(counting)
            LayoutConstraint.activate([
                counting.widthAnchor.constraint(equalToConstant: 10), counting.heightAnchor.constraint(equalToConstant: 10),
                counting.leadingAnchor.constraint(equalTo: root.leadingAnchor), counting.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        let layouts = counting.layouts
        controller.log = []
        controller.view.layoutIfNeeded()
        #expect(counting.layouts == layouts)
        #expect(controller.log.isEmpty)
    }

    @Test("T6/LP9: updateViewConstraints runs before the first viewWillLayoutSubviews of an appearance")
    func t6UpdateViewConstraintsOrder() {
        let (_, controller) = showScreen { root in
            let v = constrained(View())
            root.addWithoutChecks(v)
            v.widthAnchor.constraint(equalToConstant: 10).isActive = true
        }
        #expect(Array(controller.log.prefix(3)) == ["updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    }
}
