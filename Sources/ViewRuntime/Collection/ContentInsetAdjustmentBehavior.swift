/// How a scroll view adds the safe area to its content inset: UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior` (CV29).
public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
    /// As ``scrollableAxes``, but the vertical insets of a controller's scroll view shown by a
    /// navigation or tab bar controller are always adjusted. The default.
    case automatic
    /// Adds the safe area on the axes whose content is larger than the bounds (or that always bounce).
    case scrollableAxes
    /// Never adds the safe area.
    case never
    /// Adds the safe area on every edge.
    case always
}
