import Foundation
import Testing
@testable import ViewRuntime

@MainActor
final class PopoverLog: PopoverPresentationControllerDelegate {
    var log: [String] = []
    var allow = true
    func presentationControllerShouldDismiss(_ controller: PopoverPresentationController) -> Bool {
        log.append("shouldDismiss")
        return allow
    }
    func presentationControllerWillDismiss(_ controller: PopoverPresentationController) { log.append("willDismiss") }
    func presentationControllerDidDismiss(_ controller: PopoverPresentationController) { log.append("didDismiss") }
}

@MainActor
@Suite("Popovers (P6, A7)")
struct PopoverTests {
    @Test("P6: presenting and dismissing a popover sends the presenter nothing")
    func p6Lifecycle() throws {
        let h = Harness(screen: .iPad)
        let a = h.make("A")
        h.show(a)
        let p = h.make("P")
        p.modalPresentationStyle = .popover
        let popover = try #require(p.popoverPresentationController)
        popover.sourceView = a.view
        popover.permittedArrowDirections = [.left, .right]
        a.present(p, animated: true)
        h.runtime.runUntilIdle()
        #expect(popover.arrowDirection == .left)
        a.dismiss(animated: true)
        h.runtime.runUntilIdle()
        #expect(h.recorder.trace(of: ["A"], kinds: appearanceKinds).isEmpty)
        #expect(
            h.recorder.trace(of: ["P"], kinds: appearanceKinds) == [
                "P.viewWillAppear", "P.viewDidAppear", "P.viewWillDisappear", "P.viewDidDisappear",
            ])
        #expect(a.viewIfLoaded?.window === h.window)
        let plain = h.make("Q")
        #expect(plain.popoverPresentationController == nil)
    }

    @Test("A7: a controller presented from inside a popover is dismissed without viewWillAppear on the popover's controller")
    func a7InsidePopover() throws {
        let h = Harness(screen: .iPad)
        let a = h.make("A")
        h.show(a)
        let p = h.make("P")
        p.modalPresentationStyle = .popover
        a.present(p, animated: false)
        let c = h.make("C")
        c.modalPresentationStyle = .fullScreen
        h.recorder.reset()
        p.present(c, animated: false)
        c.dismiss(animated: false)
        #expect(h.recorder.trace(of: ["A", "P"], kinds: appearanceKinds).isEmpty)
        #expect(
            h.recorder.trace(of: ["C"], kinds: appearanceKinds) == [
                "C.viewWillAppear", "C.viewDidAppear", "C.viewWillDisappear", "C.viewDidDisappear",
            ])
        #expect(p.viewIfLoaded?.window === h.window)
    }

    @Test("P6: a user tap outside asks shouldDismiss, then willDismiss, dismisses, then didDismiss; a refusal keeps it")
    func p6UserDismissal() throws {
        let h = Harness(screen: .iPad)
        let a = h.make("A")
        h.show(a)
        let log = PopoverLog()
        weak var weakP: ViewController?
        do {
            let p = h.make("P")
            p.modalPresentationStyle = .popover
            p.popoverPresentationController?.delegate = log
            a.present(p, animated: false)
            weakP = p
        }
        log.allow = false
        #expect(weakP?.popoverPresentationController?.userDismissPopover() == false)
        #expect(a.presentedViewController != nil && log.log == ["shouldDismiss"])
        log.allow = true
        #expect(weakP?.popoverPresentationController?.userDismissPopover() == true)
        #expect(log.log == ["shouldDismiss", "shouldDismiss", "willDismiss"])
        h.runtime.runUntilIdle()
        #expect(log.log.last == "didDismiss" && a.presentedViewController == nil)
        #expect(weakP == nil)
        #expect(h.recorder.trace(of: ["A"], kinds: appearanceKinds).isEmpty)
    }

    @Test("TR3: with adaptation on, a popover in a compact width becomes full screen and the presenter gets the full-screen lifecycle")
    func tr3AdaptedPopover() throws {
        let h = Harness(adaptsSheets: true)
        let a = h.make("A")
        h.show(a)
        let p = h.make("P")
        p.modalPresentationStyle = .popover
        a.present(p, animated: false)
        #expect(h.recorder.trace(of: ["A"], kinds: appearanceKinds) == ["A.viewWillDisappear", "A.viewDidDisappear"])
        #expect(p.popoverPresentationController?.arrowDirection == .unknown)
    }
}
