public import Foundation
import Synchronization

/// Named colours: UIKit's `UIColor(named:)` reads an asset catalog, which Linux has not; a test
/// or the app's setup registers the colours its catalog holds, and unknown names give nil, as a
/// missing asset does in UIKit (so `UIColor(named: "Brand") ?? .systemBlue` works as written).
extension Color {
    private static let namedColors = Mutex<[String: Color]>([:])

    /// Registers `color` under `name` for ``init(named:)``. Process-wide.
    public static func register(named name: String, _ color: Color) {
        namedColors.withLock { $0[name] = color }
    }

    /// The colour registered under `name`, or nil: UIKit's `UIColor(named:)`.
    public convenience init?(named name: String) {
        guard let found = Color.namedColors.withLock({ $0[name] }) else { return nil }
        self.init(red: found.red, green: found.green, blue: found.blue, alpha: found.alpha)
    }
}
