public import Foundation

/// A spinner: the runtime's UIActivityIndicatorView. Animating is a state (no timer runs); with
/// ``hidesWhenStopped`` (the default) the view is hidden while stopped, so it gets no backing store
/// then, as any hidden view.
@preconcurrency @MainActor
open class ActivityIndicatorView: View {
    /// The spinner's size (UIActivityIndicatorView.Style).
    public enum Style: Int, Sendable, Hashable {
        /// 20 x 20 points.
        case medium = 100
        /// 37 x 37 points.
        case large = 101

        /// The view's size in this style.
        public var size: Size { self == .large ? Size(width: 37, height: 37) : Size(width: 20, height: 20) }
    }

    /// The style; setting it resizes the view. Default ``Style/medium``.
    public var style: Style {
        didSet { frame.size = style.size }
    }
    /// Whether the spinner is hidden while stopped. Default true.
    public var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether it spins.
    public private(set) var isAnimating = false
    /// The spinner's colour. Recorded.
    public var color: Color = .gray

    /// A stopped spinner of `style`, hidden (as UIKit's with ``hidesWhenStopped``).
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: Rect(origin: .zero, size: style.size))
        isHidden = true
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required convenience init?(coder: NSCoder) {
        self.init(style: .medium)
    }

    /// A stopped spinner at `frame` (UIKit's `init(frame:)`), hidden.
    public override init(frame: Rect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    /// Starts spinning and shows the view (drawn now if it is in a window).
    public func startAnimating() {
        isAnimating = true
        if isHidden {
            isHidden = false
            setNeedsDisplay()
        }
    }

    /// Stops spinning; hides the view if ``hidesWhenStopped``.
    public func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
