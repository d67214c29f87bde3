import Foundation

/// A slider: the touch's horizontal position sets ``value`` between ``minimumValue`` and
/// ``maximumValue``. A continuous slider sends `valueChanged` on every change while tracking
/// (after that move's drag events); a non-continuous one once, when the touch ends, if the value changed.
@preconcurrency @MainActor
open class Slider: Control {
    /// The current value, clamped to the range. Setting it programmatically sends nothing.
    public var value: Float = 0 { didSet { value = min(max(value, minimumValue), maximumValue) } }
    /// The lower end. Default 0.
    public var minimumValue: Float = 0
    /// The upper end. Default 1.
    public var maximumValue: Float = 1
    /// Whether `valueChanged` is sent while dragging (true, the default) or only at the end.
    public var isContinuous = true
    /// The track colour left of the thumb (recorded).
    public var minimumTrackTintColor: Color?
    /// The track colour right of the thumb (recorded).
    public var maximumTrackTintColor: Color?
    /// The thumb colour (recorded).
    public var thumbTintColor: Color?
    private var valueAtTouchDown: Float = 0

    /// The value the x coordinate `x` (in bounds) maps to.
    public func value(atX x: Double) -> Float {
        guard bounds.width > 0 else { return minimumValue }
        let fraction = Float(min(max((x - bounds.origin.x) / bounds.width, 0), 1))
        return minimumValue + fraction * (maximumValue - minimumValue)
    }

    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        valueAtTouchDown = value
        move(to: touch.location.x, event: event)
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        move(to: touch.location.x, event: event)
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        if let touch { value = self.value(atX: touch.location.x) }
        if !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged, event: event) }
    }

    open override func cancelTracking(with event: Event?) {
        if !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged, event: event) }
    }

    private func move(to x: Double, event: Event?) {
        let new = value(atX: x)
        guard new != value else { return }
        value = new
        if isContinuous { sendActions(for: .valueChanged, event: event) }
    }

    /// Sets ``value`` (clamped): UIKit's `setValue(_:animated:)`; nothing is animated and no
    /// action is sent, as for any programmatic change.
    public func setValue(_ value: Float, animated: Bool) { self.value = value }
}
