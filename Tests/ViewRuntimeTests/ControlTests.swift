import Foundation
import Testing
@testable import ViewRuntime

/// Records every event a control sends, in order.
@MainActor
func recordEvents(of control: Control) -> () -> [String] {
    var sent: [String] = []
    for event in ControlEvents.named.map(\.0) {
        control.addHandler(for: event) { _, _ in sent.append(event.description) }
    }
    return { sent }
}

/// A controller that handles "save:" with each of the three signatures.
final class Saver: ViewController {
    var saved: [String] = []
    override func handler(for action: Action) -> ActionHandler? {
        switch action.name {
        case "save": .none { [unowned self] in saved.append("save()") }
        case "save:": .sender { [unowned self] sender in saved.append("save(\((sender as? Control) != nil))") }
        case "save:forEvent:": .senderAndEvent { [unowned self] _, event in saved.append("save(event: \(event?.kind.rawValue ?? "nil"))") }
        default: super.handler(for: action)
        }
    }
}

/// An app delegate that handles "quit:".
final class AppDelegate: Responder {
    var quits = 0
    override init() {
        super.init()
        setHandler(for: "quit:", .sender { [unowned self] _ in quits += 1 })
    }
}

@MainActor
@Suite("Controls and the responder chain (R1-R4)")
struct ControlTests {
    func button(in h: Harness) throws -> (Button, Saver) {
        let saver = Saver(runtime: h.runtime)
        h.show(saver)
        let button = Button(frame: Rect(x: 10, y: 10, width: 100, height: 44), title: "Save")
        saver.view.addSubview(button)
        return (button, saver)
    }

    @Test("R4: a press inside: touchDown, touchUpInside, then primaryActionTriggered")
    func r4PressInside() throws {
        let h = Harness()
        let (button, _) = try button(in: h)
        let sent = recordEvents(of: button)
        button.simulateTouch(began: Point(x: 50, y: 20))
        #expect(button.isHighlighted && button.isTracking)
        button.simulateTouch(moved: Point(x: 60, y: 22))
        button.simulateTouch(ended: Point(x: 60, y: 22))
        #expect(sent() == ["touchDown", "touchDragInside", "touchUpInside", "primaryActionTriggered"])
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test("R4: a drag out exits only beyond 70 pt, ends with touchUpOutside; a double tap adds touchDownRepeat")
    func r4DragOut() throws {
        let h = Harness()
        let (button, _) = try button(in: h)
        let sent = recordEvents(of: button)
        button.simulateTouch(began: Point(x: 50, y: 20), tapCount: 2)
        button.simulateTouch(moved: Point(x: 165, y: 20))  // 65 pt right of the bounds: still inside
        button.simulateTouch(moved: Point(x: 175, y: 20))  // 75 pt: outside
        button.simulateTouch(moved: Point(x: 180, y: 20))
        button.simulateTouch(moved: Point(x: 90, y: 20))  // back inside
        button.simulateTouch(moved: Point(x: 50, y: 130))  // 86 pt below: outside
        button.simulateTouch(ended: Point(x: 50, y: 130))
        #expect(
            sent() == [
                "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragExit", "touchDragOutside",
                "touchDragInside", "touchDragEnter", "touchDragOutside", "touchDragExit", "touchUpOutside",
            ])
    }

    @Test("R4: a cancelled touch sends touchCancel; a touch outside the bounds or on a disabled control is ignored")
    func r4Cancel() throws {
        let h = Harness()
        let (button, _) = try button(in: h)
        let sent = recordEvents(of: button)
        button.simulateTouch(began: Point(x: 5, y: 5))
        button.simulateTouchCancelled()
        #expect(sent() == ["touchDown", "touchCancel"])
        #expect(!button.simulateTouch(began: Point(x: 150, y: 5)))
        button.isEnabled = false
        #expect(!button.simulateTouch(began: Point(x: 5, y: 5)))
        #expect(sent() == ["touchDown", "touchCancel"])
    }

    @Test("R4: beginTracking returning false stops every tracking event")
    func r4NoTracking() throws {
        final class Refusing: Control {
            override func beginTracking(_ touch: Touch, with event: Event?) -> Bool { false }
        }
        let control = Refusing(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let sent = recordEvents(of: control)
        control.simulateTap()
        #expect(sent().isEmpty)
    }

    @Test("R2/R3: nil-target actions reach the controller through the chain, with each signature")
    func r2NilTargetToController() throws {
        let h = Harness()
        let (button, saver) = try button(in: h)
        button.addTarget(nil, action: "save", for: .touchUpInside)
        button.addTarget(nil, action: "save:", for: .touchUpInside)
        button.addTarget(nil, action: "save:forEvent:", for: .touchUpInside)
        button.simulateTap()
        #expect(saver.saved == ["save()", "save(true)", "save(event: touches)"])
        #expect(button.responderChain.count == 5)  // button, root view, saver, window, application
    }

    @Test("R1/R2: unhandled actions reach the application's delegate; sendAction returns whether it was handled")
    func r2ToApplication() throws {
        let h = Harness()
        let (button, _) = try button(in: h)
        let delegate = AppDelegate()
        h.runtime.application.delegate = delegate
        #expect(button.responderChain.last === delegate)
        button.addTarget(nil, action: "quit:", for: .touchUpInside)
        button.simulateTap()
        #expect(delegate.quits == 1)
        #expect(h.runtime.application.sendAction("quit:", to: nil, from: button, for: nil))
        #expect(!h.runtime.application.sendAction("nobody:", to: nil, from: button, for: nil))
        #expect(delegate.quits == 2)
    }

    @Test("R2: with a first responder the walk starts there, not at the sender")
    func r2FirstResponder() throws {
        let h = Harness()
        let (button, saver) = try button(in: h)
        let field = TextField(frame: Rect(x: 0, y: 100, width: 200, height: 30))
        saver.view.addSubview(field)
        field.setHandler(for: "save:", .sender { _ in })
        #expect(field.becomeFirstResponder() && field.isFirstResponder && h.window.firstResponder === field)
        button.addTarget(nil, action: "save:", for: .touchUpInside)
        button.simulateTap()
        #expect(saver.saved.isEmpty)
        #expect(field.resignFirstResponder() && !field.isFirstResponder)
        button.simulateTap()
        #expect(saver.saved == ["save(true)"])
    }

    @Test("TextField editing events; Switch valueChanged on toggle; Slider continuous and not")
    func valueControls() throws {
        let h = Harness()
        let (_, saver) = try button(in: h)
        let field = TextField(frame: Rect(x: 0, y: 100, width: 200, height: 30))
        saver.view.addSubview(field)
        let fieldEvents = recordEvents(of: field)
        field.simulateTap()
        field.simulateTyping("hi")
        field.simulateReturnKey()
        #expect(field.text == "hi" && !field.isFirstResponder)
        #expect(
            fieldEvents() == [
                "touchDown", "touchUpInside", "editingDidBegin", "editingChanged", "editingDidEndOnExit", "editingDidEnd",
            ])
        let toggle = Switch(frame: Rect(x: 0, y: 0, width: 50, height: 30))
        let toggleEvents = recordEvents(of: toggle)
        toggle.simulateTap()
        #expect(toggle.isOn && toggleEvents() == ["touchDown", "touchUpInside", "valueChanged"])
        toggle.isOn = false
        #expect(toggleEvents().count == 3)
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 100, height: 30))
        let sliderEvents = recordEvents(of: slider)
        slider.simulateTouch(began: Point(x: 10, y: 10))
        slider.simulateTouch(moved: Point(x: 50, y: 10))
        slider.simulateTouch(ended: Point(x: 50, y: 10))
        #expect(slider.value == 0.5)
        #expect(sliderEvents() == ["valueChanged", "touchDown", "valueChanged", "touchDragInside", "touchUpInside"])
        slider.isContinuous = false
        let before = sliderEvents().count
        slider.simulateTouch(began: Point(x: 90, y: 10))
        slider.simulateTouch(moved: Point(x: 100, y: 10))
        slider.simulateTouch(ended: Point(x: 100, y: 10))
        #expect(Array(sliderEvents().dropFirst(before)) == ["touchDown", "touchDragInside", "valueChanged", "touchUpInside"])
        #expect(slider.value == 1)
    }
}
