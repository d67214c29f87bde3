import Foundation
import ViewRuntime

/// A screen held by the holders below.
final class HeldScreenController: ViewController {
    var task: Task<Void, Never>?
    var counted = 0
}

/// A singleton behind a `private static let`, as an app keeps a service it hands out by methods.
@MainActor
final class SessionStore {
    private static let shared = SessionStore()
    var screens: [ViewController] = []
    static func keep(_ screen: ViewController) { shared.screens.append(screen) }
    static func reset() { shared.screens.removeAll() }
}

/// A singleton of a `private` type.
@MainActor
private final class HiddenCache {
    static let shared = HiddenCache()
    var screen: ViewController?
}

@MainActor func keepInHiddenCache(_ screen: ViewController?) { HiddenCache.shared.screen = screen }

/// A generic store: Swift allows no stored static in a generic type, so its singleton lives in
/// a non-generic holder.
final class Store<Element: AnyObject> {
    var items: [Element] = []
}

@MainActor
enum Stores {
    static let screens = Store<ViewController>()
    static var current: Store<ViewController>?
}

/// A global closure, as a login flow keeps a callback.
@MainActor var onLogout: (() -> Void)?

@MainActor
func resetHolderKindFixtures() {
    SessionStore.reset()
    keepInHiddenCache(nil)
    Stores.screens.items.removeAll()
    Stores.current = nil
    onLogout = nil
}
