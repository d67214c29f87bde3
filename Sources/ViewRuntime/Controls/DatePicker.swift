public import Foundation

/// A date control: UIKit's `UIDatePicker`. Its ``date`` is kept within ``minimumDate`` and
/// ``maximumDate``; a user's choice (``simulatePick(_:)``) sends `valueChanged`, code sends
/// nothing. The wheels and calendars are not drawn.
@preconcurrency @MainActor
open class DatePicker: Control {
    /// What is picked: UIKit's `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable, Hashable { case time, date, dateAndTime, countDownTimer }
    /// How it looks: UIKit's `UIDatePickerStyle` (recorded).
    public enum Style: Int, Sendable, Hashable { case automatic, wheels, compact, inline }

    /// The date shown, clamped to the bounds.
    public var date = Date(timeIntervalSince1970: 0) { didSet { date = clamped(date) } }
    /// What is picked (recorded). Default `.dateAndTime`.
    public var datePickerMode: Mode = .dateAndTime
    /// The style asked for (recorded).
    public var preferredDatePickerStyle: Style = .automatic
    /// The earliest date, or nil.
    public var minimumDate: Date? { didSet { date = clamped(date) } }
    /// The latest date, or nil.
    public var maximumDate: Date? { didSet { date = clamped(date) } }
    /// The minute step (recorded). Default 1.
    public var minuteInterval = 1
    /// The locale (recorded).
    public var locale: Locale?

    /// A date picker at `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the date (clamped); sends nothing, as in UIKit.
    public func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// A user's pick: sets the date (clamped) and sends `valueChanged` if it changed. Returns
    /// whether it changed.
    @discardableResult
    public func simulatePick(_ date: Date) -> Bool {
        let before = self.date
        self.date = date
        guard self.date != before else { return false }
        sendActions(for: .valueChanged, event: nil)
        return true
    }

    private func clamped(_ date: Date) -> Date {
        var result = date
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    /// UIKit's compact style's size (IC5).
    open override var intrinsicContentSize: Size { Size(width: 200, height: 34) }
}
