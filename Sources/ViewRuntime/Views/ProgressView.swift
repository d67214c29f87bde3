public import Foundation

/// A bar showing progress: UIKit's `UIProgressView`. The progress is kept in 0...1; the bar is
/// drawn as any view (its backing store), 4 points high by default.
@preconcurrency @MainActor
open class ProgressView: View {
    /// UIKit's `UIProgressView.Style` (recorded).
    public enum Style: Int, Sendable, Hashable { case `default`, bar }

    /// The style (recorded).
    public var progressViewStyle: Style = .default
    /// The progress, clamped to 0...1.
    public var progress: Float = 0 { didSet { progress = progress.isFinite ? min(max(progress, 0), 1) : 0 } }
    /// The filled part's colour (recorded).
    public var progressTintColor: Color?
    /// The track's colour (recorded).
    public var trackTintColor: Color?

    /// A progress view at `frame` (UIKit's `init(frame:)`).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A progress view of `style`, 150 x 4 points: UIKit's `init(progressViewStyle:)`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: Rect(x: 0, y: 0, width: 150, height: 4))
        progressViewStyle = style
    }

    /// Sets the progress (clamped); nothing is animated.
    public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// No intrinsic width, 4 points high (IC5).
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 4) }
}
