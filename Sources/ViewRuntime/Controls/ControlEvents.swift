public import Foundation

/// The events a ``Control`` sends actions for (UIKit's `UIControl.Event`, rule R4).
public struct ControlEvents: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A touch began inside the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A touch began with a tap count above 1 (sent with ``touchDown``).
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// A tracked touch moved within the expanded bounds.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// A tracked touch moved outside the expanded bounds.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// A tracked touch came back within the expanded bounds (sent with ``touchDragInside``).
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// A tracked touch left the expanded bounds (sent with ``touchDragOutside``).
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// A tracked touch ended within the expanded bounds.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// A tracked touch ended outside the expanded bounds.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// The system cancelled a tracked touch.
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed through the user (``Switch``, ``Slider``).
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's primary action fired (a ``Button`` tap).
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// A ``TextField`` became first responder.
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// A ``TextField``'s text changed while editing.
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// A ``TextField`` stopped being first responder.
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// The Return key was pressed in a ``TextField``.
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)

    /// Every touch event.
    public static let allTouchEvents = ControlEvents(rawValue: 0x0FFF)
    /// Every editing event.
    public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
    /// Every event.
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)

    static let named: [(ControlEvents, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
        (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
        (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
        (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
        (.primaryActionTriggered, "primaryActionTriggered"), (.editingDidBegin, "editingDidBegin"),
        (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
        (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]

    /// The single events in this set, in bit order (the order they are sent in).
    public var singleEvents: [ControlEvents] {
        Self.named.map(\.0).filter { contains($0) }
    }

    /// The names of the events, e.g. `"touchDown|touchDownRepeat"`.
    public var description: String {
        let names = Self.named.filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "[]" : names.joined(separator: "|")
    }
}

/// A finger on the screen, as a ``Control`` tracks it.
@preconcurrency @MainActor
public final class Touch {
    /// The phase of a touch.
    public enum Phase: String, Sendable { case began, moved, ended, cancelled }

    /// Where the finger is, in the control's coordinates.
    public internal(set) var location: Point
    /// Where it was at the previous event.
    public internal(set) var previousLocation: Point
    /// How many quick taps this touch is part of.
    public let tapCount: Int
    /// The current phase.
    public internal(set) var phase: Phase

    init(location: Point, tapCount: Int) {
        self.location = location
        previousLocation = location
        self.tapCount = tapCount
        phase = .began
    }
}
