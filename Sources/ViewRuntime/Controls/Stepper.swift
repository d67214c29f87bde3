public import Foundation

/// A minus/plus pair: the runtime's UIStepper. A tap on the right half adds ``stepValue``, on the
/// left half subtracts it (clamped, or wrapping with ``wraps``), then sends `valueChanged` if the
/// value changed; setting ``value`` in code sends nothing. 94 x 32 points when made without a size.
@preconcurrency @MainActor
open class Stepper: Control {
    /// The value, clamped to the range. Default 0.
    public var value: Double = 0 { didSet { value = min(max(value, minimumValue), maximumValue) } }
    /// The lower end. Default 0.
    public var minimumValue: Double = 0
    /// The upper end. Default 100.
    public var maximumValue: Double = 100
    /// The step. Default 1.
    public var stepValue: Double = 1
    /// Whether stepping past an end wraps to the other. Default false.
    public var wraps = false
    /// Whether holding repeats (recorded; the simulation taps). Default true.
    public var autorepeat = true
    /// Whether `valueChanged` is sent while holding (recorded). Default true.
    public var isContinuous = true
    /// UIKit's size for a stepper: 94 x 32 points.
    public static let standardSize = Size(width: 94, height: 32)
    private var releaseX: Double?

    /// A stepper at `frame`'s origin; an empty frame gets ``standardSize``.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame.isEmpty ? Rect(origin: frame.origin, size: Self.standardSize) : frame)
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        releaseX = touch.map { Double($0.location.x) }
    }

    override func trackedTouchDidEnd(inside: Bool, event: Event?) {
        guard inside, let x = releaseX else { return }
        releaseX = nil
        let increments = x >= bounds.origin.x + bounds.width / 2
        let old = value
        var new = old + (increments ? stepValue : -stepValue)
        if wraps, new > maximumValue { new = minimumValue } else if wraps, new < minimumValue { new = maximumValue }
        value = new
        if value != old { sendActions(for: .valueChanged, event: event) }
    }
}
