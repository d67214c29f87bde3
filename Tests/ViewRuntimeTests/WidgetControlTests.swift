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

extension WidgetControlTests {
    @Test("a segmented control: a tap selects the segment under it and sends valueChanged once; code sends nothing")
    func segmentedControl() {
        let control = SegmentedControl(items: ["Day", "Week", Image(systemName: "calendar") as Any])
        control.frame = Rect(x: 0, y: 0, width: 300, height: 32)
        var changes: [Int] = []
        control.addHandler(for: .valueChanged) { control, _ in changes.append((control as? SegmentedControl)?.selectedSegmentIndex ?? -9) }
        #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 1) == "Week" && control.imageForSegment(at: 2) != nil)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        control.selectedSegmentIndex = 0
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == 0 && changes.isEmpty, "out of range is ignored; code sends nothing")
        control.simulateTap(at: Point(x: 150, y: 16))
        control.simulateTap(at: Point(x: 150, y: 16))
        #expect(control.selectedSegmentIndex == 1 && changes == [1])
        control.setEnabled(false, forSegmentAt: 2)
        control.simulateTap(at: Point(x: 250, y: 16))
        #expect(control.selectedSegmentIndex == 1)
        control.insertSegment(withTitle: "Year", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 0) == "Year")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment && control.numberOfSegments == 3)
    }

    @Test("a stepper: a tap on the right half adds the step, on the left subtracts, clamped or wrapping")
    func stepper() {
        let stepper = Stepper()
        #expect(stepper.frame.size == Stepper.standardSize)
        stepper.maximumValue = 2
        var changes: [Double] = []
        stepper.addHandler(for: .valueChanged) { control, _ in changes.append((control as? Stepper)?.value ?? -1) }
        let plus = Point(x: 70, y: 16), minus = Point(x: 20, y: 16)
        stepper.simulateTap(at: minus)
        #expect(stepper.value == 0 && changes.isEmpty, "clamped at the minimum: no change, nothing sent")
        stepper.simulateTap(at: plus)
        stepper.simulateTap(at: plus)
        stepper.simulateTap(at: plus)
        #expect(stepper.value == 2 && changes == [1, 2])
        stepper.wraps = true
        stepper.simulateTap(at: plus)
        #expect(stepper.value == 0 && changes == [1, 2, 0])
    }
}
