public import Foundation

/// Pull-to-refresh: UIKit's `UIRefreshControl`, set as a table's ``TableView/refreshControl``
/// (a subview of the table, so its bytes count with it). A pull
/// (``simulatePullToRefresh()``) begins refreshing and sends `valueChanged`; the app calls
/// ``endRefreshing()`` when its data is in.
@preconcurrency @MainActor
open class RefreshControl: Control {
    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    /// The title under the spinner (recorded).
    public var attributedTitle: NSAttributedString?

    /// A refresh control, 60 points high as UIKit's.
    public override init(frame: Rect = Rect(x: 0, y: -60, width: 320, height: 60)) {
        super.init(frame: frame)
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Starts refreshing from code: sends nothing, as in UIKit.
    public func beginRefreshing() { isRefreshing = true }

    /// Ends the refresh.
    public func endRefreshing() { isRefreshing = false }

    /// A user's pull: when not already refreshing and enabled, begins refreshing and sends
    /// `valueChanged`. Returns whether it did.
    @discardableResult
    public func simulatePullToRefresh() -> Bool {
        guard isEnabled, !isRefreshing else { return false }
        isRefreshing = true
        sendActions(for: .valueChanged, event: nil)
        return true
    }
}
