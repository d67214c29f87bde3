import Foundation
import Testing
@testable import ViewRuntime

/// UILabel's styling, UISwitch, UIActivityIndicatorView and UIAction on controls.
@MainActor
@Suite("Labels, switches, spinners and control actions")
struct WidgetControlTests {
    @Test("a label's styling: UIKit's defaults, kept when set, one storage object made on the first set")
    func labelStyling() {
        let label = Label()
        #expect(label.font == .systemFont(ofSize: 17) && label.textColor == .label && label.textAlignment == .natural)
        #expect(label.numberOfLines == 1 && label.lineBreakMode == .byTruncatingTail && label.styleStorage == nil)
        label.text = "Title"
        #expect(label.styleStorage == nil, "setting the text makes no storage")
        label.font = .preferredFont(forTextStyle: .headline)
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        #expect(label.font.pointSize == 17 && label.font.weight == .semibold && label.textColor == .secondaryLabel)
        #expect(label.textAlignment == .center && label.numberOfLines == 0 && label.lineBreakMode == .byWordWrapping)
        label.font = nil
        #expect(label.font == .systemFont(ofSize: 17), "nil restores the default")
        label.attributedText = NSAttributedString(string: "Rich")
        #expect(label.text == "Rich" && label.attributedText?.string == "Rich")
        #expect(TextAlignment.natural.rawValue == 4 && LineBreakMode.byTruncatingMiddle.rawValue == 5)
    }

    @Test("a switch: UIKit's size, setOn sends nothing, a tap toggles and sends valueChanged")
    func switches() {
        let toggle = Switch()
        #expect(toggle.frame.size == Switch.standardSize)
        var changes: [Bool] = []
        toggle.addHandler(for: .valueChanged) { control, _ in changes.append((control as? Switch)?.isOn ?? false) }
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn && changes.isEmpty)
        toggle.simulateTap()
        #expect(!toggle.isOn && changes == [false])
    }

    @Test("an activity indicator: hidden while stopped (no backing store), shown and drawn while animating")
    func activityIndicator() {
        let h = Harness()
        let spinner = ActivityIndicatorView(style: .large)
        #expect(spinner.frame.size == Size(width: 37, height: 37) && spinner.isHidden && !spinner.isAnimating)
        h.window.addWithoutChecks(spinner)
        #expect(spinner.backingStoreByteCount == 0)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden && spinner.backingStoreByteCount > 0)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    @Test("addAction(_:for:): the action performs with the control as sender; removeAction stops it")
    func closureActionsOnControls() {
        let button = Button(frame: Rect(x: 0, y: 0, width: 80, height: 44))
        var taps = 0
        let action = ClosureAction(title: "Go") { action in if action.sender === button { taps += 1 } }
        button.addAction(action, for: .primaryActionTriggered)
        button.simulateTap()
        #expect(taps == 1 && button.closureActions(for: .primaryActionTriggered).first === action)
        button.removeAction(action, for: .primaryActionTriggered)
        button.simulateTap()
        #expect(taps == 1 && button.closureActions(for: .allEvents).isEmpty)
    }
}
