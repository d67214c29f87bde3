import Foundation

/// What a tab bar shows for a controller (rule TB7): the runtime's UITabBarItem. Its title follows
/// the controller's ``ViewController/title``; no image by default.
@preconcurrency @MainActor
public final class TabBarItem {
    /// UIKit's system tab items (UITabBarItem.SystemItem, same raw values): each has its fixed
    /// (English) title.
    public enum SystemItem: Int, Sendable, Hashable, CaseIterable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
        case downloads, mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The title; follows the controller's ``ViewController/title``.
    public var title: String?
    /// An image name, nil by default (the runtime's own form; ``image`` is UIKit's).
    public var imageName: String?
    /// The image, or nil. Held strongly.
    public var image: Image?
    /// The image while the tab is selected, or nil. Held strongly.
    public var selectedImage: Image?
    /// The badge's text, or nil for no badge.
    public var badgeValue: String?
    /// The badge's colour, or nil for the default. Recorded.
    public var badgeColor: Color?
    /// An integer to tell items apart. Default 0.
    public var tag = 0
    /// Whether the tab can be selected by the user. Default true.
    public var isEnabled = true
    /// The system item it was made as, or nil.
    public let systemItem: SystemItem?

    public init(title: String?, imageName: String? = nil) {
        self.title = title
        self.imageName = imageName
        systemItem = nil
    }

    /// UIKit's `init(title:image:selectedImage:)`.
    public init(title: String?, image: Image?, selectedImage: Image?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        systemItem = nil
    }

    /// UIKit's `init(title:image:tag:)`.
    public convenience init(title: String?, image: Image?, tag: Int) {
        self.init(title: title, image: image, selectedImage: nil)
        self.tag = tag
    }

    /// UIKit's `init(tabBarSystemItem:tag:)`: the system item's title and image.
    public init(tabBarSystemItem: SystemItem, tag: Int) {
        systemItem = tabBarSystemItem
        title = tabBarSystemItem.title
        self.tag = tag
    }
}
