public import Foundation
public import ViewRuntime

/// A feed item's detail screen. With `cached` (the defect) each one is kept in a static
/// array "to open faster next time": a cache of controllers nobody empties, the most common
/// cache bug. The leak report names the exact element: `DetailCache.screens[0]`.
@MainActor
public final class DetailController: ViewController {
    public let item: Int

    public init(runtime: Runtime, item: Int = 0, cached: Bool = false) {
        self.item = item
        super.init(runtime: runtime)
        title = "Item \(item)"
        if cached { DetailCache.screens.append(self) }
    }

    /// Not used: the app builds its screens in code (UIKit requires the initializer of every subclass).
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The cache of detail screens (the defect's holder).
@MainActor
public enum DetailCache {
    public static var screens: [DetailController] = []
}
