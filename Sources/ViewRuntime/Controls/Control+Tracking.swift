/// The touch simulation (rule R4, after Chameleon's UIControl). Points are in the control's
/// coordinates (its ``View/bounds``).
extension Control {
    /// Whether `point` counts as inside for a tracked touch: the bounds grown by
    /// ``Control/trackingSlop`` on every side.
    public func isInsideTrackingBounds(_ point: Point) -> Bool {
        let slop = Control.trackingSlop
        return point.x >= bounds.origin.x - slop && point.x <= bounds.origin.x + bounds.width + slop
            && point.y >= bounds.origin.y - slop && point.y <= bounds.origin.y + bounds.height + slop
    }

    /// Whether `point` is inside the bounds proper (where a touch can begin).
    public func isInsideBounds(_ point: Point) -> Bool {
        point.x >= bounds.origin.x && point.x < bounds.origin.x + bounds.width
            && point.y >= bounds.origin.y && point.y < bounds.origin.y + bounds.height
    }

    /// A finger goes down at `point`. Ignored (returns false) if the control is disabled, hidden,
    /// unreachable by touches (``View/isUserInteractionEnabled`` false on it or an ancestor, or an
    /// alpha below 0.01), a touch is already down, or `point` is outside the bounds (hit-testing would not pick it).
    /// Otherwise: highlighted, ``beginTracking(_:with:)``; if that returned true, `touchDown`
    /// (plus `touchDownRepeat` when `tapCount > 1`).
    @discardableResult
    public func simulateTouch(began point: Point, tapCount: Int = 1) -> Bool {
        guard isEnabled, !isHidden, receivesTouches, activeTouch == nil, isInsideBounds(point) else { return false }
        let touch = Touch(location: point, tapCount: tapCount)
        activeTouch = touch
        let event = makeEvent(for: touch)
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        if isTracking {
            var events: ControlEvents = .touchDown
            if tapCount > 1 { events.insert(.touchDownRepeat) }
            sendActions(for: events, event: event)
        }
        return true
    }

    /// The finger moves to `point`: `touchDragInside` or `touchDragOutside`, with `touchDragEnter`
    /// or `touchDragExit` when it crosses the expanded bounds; nothing if tracking stopped.
    public func simulateTouch(moved point: Point) {
        guard let touch = activeTouch else { return }
        touch.previousLocation = touch.location
        touch.location = point
        touch.phase = .moved
        let event = makeEvent(for: touch)
        let wasInside = isTouchInside
        isTouchInside = isInsideTrackingBounds(point)
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        var events: ControlEvents = isTouchInside ? .touchDragInside : .touchDragOutside
        if !wasInside && isTouchInside { events.insert(.touchDragEnter) }
        if wasInside && !isTouchInside { events.insert(.touchDragExit) }
        sendActions(for: events, event: event)
    }

    /// The finger lifts at `point`: ``endTracking(_:with:)``, then `touchUpInside` or
    /// `touchUpOutside` (if tracking).
    public func simulateTouch(ended point: Point) {
        guard let touch = activeTouch else { return }
        touch.previousLocation = touch.location
        touch.location = point
        touch.phase = .ended
        let event = makeEvent(for: touch)
        isTouchInside = isInsideTrackingBounds(point)
        isHighlighted = false
        if isTracking {
            endTracking(touch, with: event)
            let inside = isTouchInside
            sendActions(for: inside ? .touchUpInside : .touchUpOutside, event: event)
            finishTouch()
            trackedTouchDidEnd(inside: inside, event: event)
            return
        }
        finishTouch()
    }

    /// The system cancels the touch (an incoming call, a gesture): ``cancelTracking(with:)``, then
    /// `touchCancel` (if tracking).
    public func simulateTouchCancelled() {
        guard let touch = activeTouch else { return }
        touch.phase = .cancelled
        let event = makeEvent(for: touch)
        isHighlighted = false
        if isTracking {
            cancelTracking(with: event)
            sendActions(for: .touchCancel, event: event)
        }
        finishTouch()
    }

    /// A tap at `point` (default: the centre): began then ended there.
    public func simulateTap(at point: Point? = nil, tapCount: Int = 1) {
        let target = point ?? Point(x: bounds.origin.x + bounds.width / 2, y: bounds.origin.y + bounds.height / 2)
        guard simulateTouch(began: target, tapCount: tapCount) else { return }
        simulateTouch(ended: target)
    }

    private func finishTouch() {
        activeTouch = nil
        isTracking = false
        isTouchInside = false
    }

    func makeEvent(for touch: Touch) -> Event {
        Event(kind: .touches, location: touch.location, tapCount: touch.tapCount, timestamp: window?.runtime.now ?? 0)
    }
}
