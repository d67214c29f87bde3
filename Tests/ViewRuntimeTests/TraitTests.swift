import Foundation
import Testing
@testable import ViewRuntime

@MainActor
@Suite("Traits and size changes (TR1-TR3)")
struct TraitTests {
    struct SizeClassCase: Sendable, CustomTestStringConvertible {
        let screen: Screen
        let horizontal: UserInterfaceSizeClass
        let vertical: UserInterfaceSizeClass
        let name: String
        var testDescription: String { name }
    }

    @Test(
        "TR1: size classes by device and orientation",
        arguments: [
            SizeClassCase(screen: .iPhone, horizontal: .compact, vertical: .regular, name: "iPhone portrait"),
            SizeClassCase(
                screen: Screen(width: 844, height: 390, scale: 3, idiom: .phone), horizontal: .compact, vertical: .compact, name: "iPhone landscape"),
            SizeClassCase(
                screen: Screen(width: 932, height: 430, scale: 3, idiom: .largePhone), horizontal: .regular, vertical: .compact, name: "Max landscape"
            ),
            SizeClassCase(screen: .iPhoneMax, horizontal: .compact, vertical: .regular, name: "Max portrait"),
            SizeClassCase(screen: .iPad, horizontal: .regular, vertical: .regular, name: "iPad portrait"),
            SizeClassCase(
                screen: Screen(width: 1180, height: 820, scale: 2, idiom: .pad), horizontal: .regular, vertical: .regular, name: "iPad landscape"),
            SizeClassCase(
                screen: Screen(width: 320, height: 1180, scale: 2, idiom: .pad), horizontal: .compact, vertical: .regular, name: "iPad slide-over"),
            SizeClassCase(
                screen: Screen(width: 414, height: 736, scale: 3), horizontal: .compact, vertical: .regular, name: "inferred Plus portrait"),
            SizeClassCase(
                screen: Screen(width: 736, height: 414, scale: 3), horizontal: .regular, vertical: .compact, name: "inferred Plus landscape"),
        ])
    func tr1SizeClasses(_ c: SizeClassCase) {
        #expect(c.screen.traitCollection.horizontalSizeClass == c.horizontal)
        #expect(c.screen.traitCollection.verticalSizeClass == c.vertical)
    }

    @Test(
        "TR2: willTransition(to:) before viewWillTransition(to:) before traitCollectionDidChange, to every child and presented controller, parents first"
    )
    func tr2Order() throws {
        let h = Harness()
        let a = h.make("A"), b = h.make("B")
        let nav = h.navigation(root: a)
        nav.pushViewController(b, animated: false)
        let tabs = TabBarController(runtime: h.runtime)
        tabs.traceLabel = "tabs"
        let other = h.make("Other")
        tabs.setViewControllers([nav, other])
        h.show(tabs)
        let modal = h.make("Modal")
        b.present(modal, animated: false)
        h.recorder.reset()
        h.runtime.rotate()
        let kinds: Set<CallbackKind> = [.willTransitionToTraitCollection, .viewWillTransitionToSize, .traitCollectionDidChange]
        let order = ["tabs", "nav", "A", "B", "Other", "Modal"]
        let trace = h.recorder.trace(of: Set(order), kinds: kinds)
        #expect(
            trace == order.map { "\($0).willTransitionToTraitCollection" }
                + order.map { "\($0).viewWillTransitionToSize" }
                + order.map { "\($0).traitCollectionDidChange" })
        #expect(h.runtime.screen.size == Size(width: 844, height: 390) && h.runtime.screen.orientation == .landscape)
    }

    @Test("TR2: a resize within the same size classes sends only viewWillTransition(to:)")
    func tr2SizeOnly() throws {
        let h = Harness(screen: .iPad)
        let a = h.make("A")
        h.show(a)
        h.runtime.resize(to: Size(width: 1180, height: 820))
        #expect(
            h.recorder.trace(of: ["A"], kinds: [.willTransitionToTraitCollection, .viewWillTransitionToSize, .traitCollectionDidChange]) == [
                "A.viewWillTransitionToSize"
            ])
    }

    @Test("TR3: with adaptation on, a page sheet in a compact width is full screen: the presenter disappears and reappears")
    func tr3AdaptedSheet() throws {
        let h = Harness(adaptsSheets: true)
        let a = h.make("A")
        h.show(a)
        let b = h.make("B")
        b.modalPresentationStyle = .pageSheet
        a.present(b, animated: false)
        a.dismiss(animated: false)
        #expect(
            h.recorder.trace(of: ["A"], kinds: appearanceKinds) == [
                "A.viewWillDisappear", "A.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear",
            ])
    }

    @Test(
        "P6/TR3: by default (AD-present) form sheets and popovers adapt to full screen in a compact width: T5 then T6 order, choice in the trace",
        arguments: [ModalPresentationStyle.formSheet, .popover, .pageSheet])
    func tr3DefaultAdaptation(style: ModalPresentationStyle) throws {
        #expect(RuntimeSettings().adaptsSheetsInCompactWidth, "the default follows AD-present")
        let h = Harness(adaptsSheets: RuntimeSettings().adaptsSheetsInCompactWidth)
        let a = h.make("A")
        h.show(a)
        let b = h.make("B")
        b.modalPresentationStyle = style
        h.recorder.reset()
        a.present(b, animated: false)
        #expect(
            h.recorder.trace(of: ["A", "B"], kinds: appearanceKinds) == [
                "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear",
            ], "T5")
        #expect(h.runtime.diagnostics.last?.code == .presentationAdapted)
        #expect(a.viewIfLoaded?.window == nil, "the presenter's view left the window, as under .fullScreen")
        h.recorder.reset()
        a.dismiss(animated: false)
        #expect(
            h.recorder.trace(of: ["A", "B"], kinds: appearanceKinds) == [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear",
            ], "T6")
    }

    @Test("TR3: in a regular width the sheet stays a sheet even with adaptation on")
    func tr3RegularSheet() throws {
        let h = Harness(screen: .iPad, adaptsSheets: true)
        let a = h.make("A")
        h.show(a)
        let b = h.make("B")
        b.modalPresentationStyle = .formSheet
        a.present(b, animated: false)
        #expect(h.recorder.trace(of: ["A"], kinds: appearanceKinds).isEmpty)
    }
}
