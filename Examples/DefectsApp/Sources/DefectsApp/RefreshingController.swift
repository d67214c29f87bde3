public import Foundation
public import ViewRuntime

/// A screen with a pull-to-refresh handler. With `leaky` (the defect) the handler captures
/// the screen strongly: a closure retain cycle, the screen never deallocates once popped.
@MainActor
public final class RefreshingController: ViewController {
    public private(set) var refreshes = 0
    /// Called when the user pulls to refresh.
    public var onRefresh: (() -> Void)?

    public init(runtime: Runtime, leaky: Bool = false) {
        super.init(runtime: runtime)
        title = "Refreshing"
        if leaky {
            onRefresh = { self.refreshes += 1 }  // captures self strongly: the cycle
        } else {
            onRefresh = { [weak self] in self?.refreshes += 1 }
        }
    }

    /// Not used: the app builds its screens in code (UIKit requires the initializer of every subclass).
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
