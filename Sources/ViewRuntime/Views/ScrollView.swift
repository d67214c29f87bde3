public import Foundation

/// Told when a ``ScrollView`` scrolls (UIScrollViewDelegate, the calls the runtime makes).
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (in code or by a simulated drag).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A simulated drag begins.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// A simulated drag ended; `decelerate` is always false (no momentum is simulated).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
}

/// A view whose content is larger than itself: the runtime's UIScrollView, basics only.
///
/// The content offset is the bounds' origin, as in UIKit. Every subview is drawn (has a backing
/// store) while the scroll view is in a window, whether scrolled into view or not: UIKit too keeps
/// the layers of off-screen content of a plain scroll view (only table and collection views reuse
/// what scrolls off). Zooming, insets and deceleration are recorded or not modelled
/// (docs/UIKIT-COMPATIBILITY.md).
@preconcurrency @MainActor
open class ScrollView: View {
    /// How the keyboard is dismissed by a drag (UIScrollView.KeyboardDismissMode). Recorded.
    public enum KeyboardDismissMode: Int, Sendable, Hashable { case none, onDrag, interactive }

    /// The size of the content. Default zero.
    public var contentSize: Size = .zero
    /// Told when the view scrolls (weak).
    public weak var delegate: (any ScrollViewDelegate)?
    /// Whether the user can scroll (simulated drags are ignored when false). Default true.
    public var isScrollEnabled = true
    /// Recorded scrolling options (UIKit's defaults).
    public var isPagingEnabled = false
    public var bounces = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
    public var keyboardDismissMode: KeyboardDismissMode = .none
    public var minimumZoomScale: Double = 1
    public var maximumZoomScale: Double = 1
    public var zoomScale: Double = 1

    /// The point of the content at the view's top-left corner: the bounds' origin. Setting it tells
    /// the delegate `scrollViewDidScroll` (when it changed).
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// UIKit's `setContentOffset(_:animated:)` (the animation is not modelled: the offset changes at once).
    public func setContentOffset(_ offset: Point, animated: Bool) {
        contentOffset = offset
    }

    /// The largest offset the content allows: content size minus bounds size, at least zero.
    public var maximumContentOffset: Point {
        Point(x: max(0, contentSize.width - bounds.width), y: max(0, contentSize.height - bounds.height))
    }

    /// Scrolls the least so that `rect` (in content coordinates) is visible, within the content.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        func axis(_ offset: Double, _ size: Double, _ low: Double, _ length: Double, _ limit: Double) -> Double {
            var value = offset
            if low + length > value + size { value = low + length - size }
            if low < value { value = low }
            return min(max(value, 0), limit)
        }
        let limit = maximumContentOffset
        contentOffset = Point(
            x: axis(contentOffset.x, bounds.width, rect.origin.x, rect.width, limit.x),
            y: axis(contentOffset.y, bounds.height, rect.origin.y, rect.height, limit.y))
    }

    /// A user's drag by `dx`, `dy` points of content: `scrollViewWillBeginDragging`, the offset
    /// (clamped to the content), `scrollViewDidScroll`, `scrollViewDidEndDragging`. Ignored when
    /// ``isScrollEnabled`` is false.
    public func simulateDrag(dx: Double = 0, dy: Double) {
        guard isScrollEnabled else { return }
        delegate?.scrollViewWillBeginDragging(self)
        let limit = maximumContentOffset
        contentOffset = Point(x: min(max(contentOffset.x + dx, 0), limit.x), y: min(max(contentOffset.y + dy, 0), limit.y))
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    }
}
