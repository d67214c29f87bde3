import Foundation
import Testing
@testable import ViewRuntime

/// UIAlertController and UIAlertAction (AUTOLAYOUT-SPEC UK5): a modal presentation in the lifecycle.
@MainActor
@Suite("Alerts (UK5)")
struct AlertTests {
    func alert(_ h: Harness, style: AlertController.Style = .alert, label: String = "alert") -> AlertController {
        let alert = AlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: style, runtime: h.runtime)
        alert.traceLabel = label
        return alert
    }

    func raised(_ h: Harness) -> [String] {
        h.runtime.raisedExceptions.map(\.description)
    }

    @Test("UK5: an alert presented and tapped is in the lifecycle; the presenter gets no disappear; the handler runs after the dismissal")
    func uk5AlertLifecycle() throws {
        let h = Harness()
        let a = h.make("A")
        h.show(a)
        let alert = alert(h)
        var handled: [String] = []
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            AlertAction(title: "Delete", style: .destructive) { action in
                handled.append("\(action.title ?? ""), presented: \(a.presentedViewController != nil)")
            })
        #expect(alert.modalPresentationStyle == .custom)
        try a.present(alert, animated: false)
        #expect(a.presentedViewController === alert && alert.view.window === h.window)
        #expect(
            h.recorder.trace(of: ["A", "alert"], layout: false) == [
                "alert.loadView", "alert.viewDidLoad", "alert.viewWillAppear", "alert.viewDidAppear",
            ])
        h.recorder.reset()
        #expect(alert.simulateTap(actionTitled: "Delete"))
        #expect(h.recorder.trace(of: ["A", "alert"], kinds: appearanceKinds) == ["alert.viewWillDisappear", "alert.viewDidDisappear"])
        #expect(handled == ["Delete, presented: false"])
        #expect(a.presentedViewController == nil && alert.view.window == nil)
        #expect(!alert.simulateTap(actionTitled: "Cancel"), "a dismissed alert takes no tap")
    }

    @Test("UK5: the alert's buttons are controls: a touch on one taps its action; a disabled action takes none")
    func uk5ButtonTouch() throws {
        let h = Harness()
        let a = h.make("A")
        h.show(a)
        let alert = alert(h)
        var taps = 0
        let ok = AlertAction(title: "OK", style: .default) { _ in taps += 1 }
        let later = AlertAction(title: "Later", style: .default) { _ in taps += 100 }
        later.isEnabled = false
        alert.addAction(ok)
        alert.addAction(later)
        try a.present(alert, animated: false)
        #expect(!alert.simulateTap(later))
        let buttons = alert.view.subviews[0].subviews.compactMap { $0 as? Button }
        #expect(buttons.map(\.title) == ["OK", "Later"])
        buttons[0].simulateTap()
        #expect(taps == 1 && a.presentedViewController == nil)
    }

    @Test("UK5: an action sheet on an iPad without a source raises NSGenericException and presents nothing")
    func uk5ActionSheetWithoutSource() throws {
        let h = Harness(screen: .iPad)
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        let sheet = alert(h, style: .actionSheet, label: "sheet")
        sheet.addAction(AlertAction(title: "Share", style: .default))
        #expect(sheet.modalPresentationStyle == .popover && sheet.popoverPresentationController != nil)
        try a.present(sheet, animated: false)
        #expect(
            raised(h) == [
                "NSGenericException: Your application has presented a UIAlertController (<AlertController: sheet>) of style UIAlertControllerStyleActionSheet from NavigationController (<NavigationController: nav>). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
            ])
        #expect(a.presentedViewController == nil && sheet.presentingViewController == nil && !sheet.isViewLoaded)
        #expect(h.recorder.trace(of: ["sheet", "A", "nav"]).isEmpty)
        // With a source it is a popover: presented, the presenter keeps its view.
        sheet.popoverPresentationController?.sourceView = a.view
        try a.present(sheet, animated: false)
        #expect(nav.presentedViewController === sheet && raised(h).count == 1)
        #expect(h.recorder.trace(of: ["A", "nav"], kinds: appearanceKinds).isEmpty)
    }

    @Test("UK5: an action sheet on an iPad anchored to a bar button item is presented")
    func uk5ActionSheetFromBarButton() throws {
        let h = Harness(screen: .iPad)
        let a = h.make("A")
        h.show(a)
        let sheet = alert(h, style: .actionSheet)
        sheet.popoverPresentationController?.barButtonItem = BarButtonItem(systemItem: .action)
        try a.present(sheet, animated: false)
        #expect(a.presentedViewController === sheet && raised(h).isEmpty)
    }

    @Test("UK5: an action sheet on an iPhone slides up: no source needed, no popover")
    func uk5ActionSheetOnPhone() throws {
        let h = Harness()
        let a = h.make("A")
        h.show(a)
        let sheet = alert(h, style: .actionSheet)
        #expect(sheet.modalPresentationStyle == .custom && sheet.popoverPresentationController == nil)
        try a.present(sheet, animated: false)
        #expect(a.presentedViewController === sheet && raised(h).isEmpty)
    }

    @Test("UK5: text fields only on alerts: on an action sheet NSInternalInconsistencyException, nothing added")
    func uk5TextFieldOnActionSheet() throws {
        let h = Harness()
        let sheet = alert(h, style: .actionSheet)
        sheet.addTextField { $0.text = "never" }
        #expect(
            raised(h) == [
                "NSInternalInconsistencyException: Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
            ])
        #expect(sheet.textFields == nil)
        let alert = alert(h)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.text = "name" }
        alert.addTextField()
        #expect(alert.textFields?.map(\.text) == ["name", ""] && raised(h).count == 1)
        #expect(alert.view.subviews[0].subviews.contains { $0 === alert.textFields?[0] })
    }

    @Test("UK5: a second cancel action raises NSInternalInconsistencyException and is not added; preferredAction is kept")
    func uk5SecondCancel() {
        let h = Harness()
        let alert = alert(h)
        let ok = AlertAction(title: "OK", style: .default)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Close", style: .cancel))
        alert.addAction(ok)
        alert.preferredAction = ok
        #expect(alert.actions.map(\.title) == ["Cancel", "OK"] && alert.preferredAction === ok)
        #expect(
            raised(h) == ["NSInternalInconsistencyException: UIAlertController can only have one action with a style of UIAlertActionStyleCancel"])
        #expect(alert.title == "Delete?" && alert.message == "It cannot be undone.")
    }

    @Test("an alert and its actions are freed after the dismissal (no cycle through the handlers)")
    func alertIsFreed() throws {
        let h = Harness()
        let a = h.make("A")
        h.show(a)
        weak var weakAlert: AlertController?
        weak var weakAction: AlertAction?
        do {
            let alert = alert(h)
            let action = AlertAction(title: "OK", style: .default) { _ in }
            alert.addAction(action)
            try a.present(alert, animated: false)
            alert.simulateTap(action)
            weakAlert = alert
            weakAction = action
        }
        #expect(weakAlert == nil && weakAction == nil)
    }
}
