public import Foundation

/// A row of page dots: the runtime's UIPageControl. A tap right of the middle moves to the next
/// page, left of it to the previous one (none past either end), then sends `valueChanged` if the
/// page changed; setting ``currentPage`` in code sends nothing, as in UIKit.
///
/// ``currentPage`` stays within `0..<numberOfPages` (0 with no pages); lowering ``numberOfPages``
/// clamps it. The dots are not drawn: the colours and ``hidesForSinglePage`` are recorded.
@preconcurrency @MainActor
open class PageControl: Control {
    /// The number of dots. Default 0; a negative count is taken as 0.
    public var numberOfPages = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
        }
    }
    /// The highlighted dot, clamped to `0..<numberOfPages`. Default 0.
    public var currentPage = 0 {
        didSet { currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0)) }
    }
    /// Whether the control hides itself with one page or none (recorded). Default false.
    public var hidesForSinglePage = false
    /// The colour of the other dots, or nil for the default (recorded).
    public var pageIndicatorTintColor: Color?
    /// The colour of the current dot, or nil for the default (recorded).
    public var currentPageIndicatorTintColor: Color?
    /// The width one dot takes, in points (UIKit's dots are about 16 points apart).
    public static let dotPitch: Double = 16
    /// The control's height, in points.
    public static let standardHeight: Double = 26
    private var releaseX: Double?

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// UIKit's `size(forNumberOfPages:)`: the size the dots of `pageCount` pages need.
    public func size(forNumberOfPages pageCount: Int) -> Size {
        Size(width: Self.dotPitch * Double(max(pageCount, 0)), height: Self.standardHeight)
    }

    open override var intrinsicContentSize: Size { size(forNumberOfPages: numberOfPages) }

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        releaseX = touch.map { Double($0.location.x) }
    }

    override func trackedTouchDidEnd(inside: Bool, event: Event?) {
        guard inside, let x = releaseX else { return }
        releaseX = nil
        let old = currentPage
        currentPage = x >= Double(bounds.origin.x + bounds.width / 2) ? old + 1 : old - 1
        if currentPage != old { sendActions(for: .valueChanged, event: event) }
    }
}
