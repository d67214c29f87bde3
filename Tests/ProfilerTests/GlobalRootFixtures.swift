import ViewRuntime

/// A screen cached by the statics below.
final class CachedDetailController: ViewController {}

/// The most common cache bug: a static array (and its siblings) of controllers.
@MainActor
enum DetailCache {
    static var screens: [CachedDetailController] = []
    static var byID: [String: CachedDetailController] = [:]
    static var members: Set<ScreenKey> = []
    static var last: CachedDetailController?
    static var pair: (Int, CachedDetailController)?
    static var entry = CacheEntry(hits: 0, screen: nil)
    static weak var weakLast: CachedDetailController?
}

/// A hashable wrapper of a controller, for a set.
struct ScreenKey: Hashable {
    let screen: ViewController
    static func == (lhs: ScreenKey, rhs: ScreenKey) -> Bool { lhs.screen === rhs.screen }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(screen)) }
}

/// A struct holding a controller, stored in a static.
struct CacheEntry {
    var hits: Int
    var screen: CachedDetailController?
}

/// A class singleton holding a dictionary of controllers.
@MainActor
final class FeedCache {
    static let shared = FeedCache()
    var cache: [String: ViewController] = [:]
}

/// A weak global that names a live leaked controller.
@MainActor weak var weakDelegating: ViewController?

/// A global (not a static) array of controllers.
@MainActor var recentScreens: [ViewController] = []

@MainActor
func resetGlobalRootFixtures() {
    DetailCache.screens.removeAll()
    DetailCache.byID.removeAll()
    DetailCache.members.removeAll()
    DetailCache.last = nil
    DetailCache.pair = nil
    DetailCache.entry = CacheEntry(hits: 0, screen: nil)
    DetailCache.weakLast = nil
    FeedCache.shared.cache.removeAll()
    recentScreens.removeAll()
}
