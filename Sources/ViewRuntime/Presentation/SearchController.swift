public import Foundation

/// Told when a search's text changes: UIKit's `UISearchResultsUpdating`.
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// The search bar's text or scope changed (or the search became active).
    func updateSearchResults(for searchController: SearchController)
}

/// A search field: UIKit's `UISearchBar` (a view; its text is the app's to read).
@preconcurrency @MainActor
public final class SearchBar: View {
    /// The text typed so far.
    public var text: String?
    /// The grey hint shown while empty.
    public var placeholder: String?
    /// The scope titles (recorded).
    public var scopeButtonTitles: [String]?
    /// The selected scope.
    public var selectedScopeButtonIndex = 0
    /// The search controller that owns the bar.
    public internal(set) weak var searchController: SearchController?

    /// A search bar 56 points high.
    public override init(frame: Rect = Rect(x: 0, y: 0, width: 320, height: 56)) {
        super.init(frame: frame)
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A search interface: UIKit's `UISearchController`. Installed in a navigation item
/// (``NavigationItem/searchController``), it shows its ``searchBar``; a user's search
/// (``simulateSearch(_:)``) makes it active, sets the text and tells the
/// ``searchResultsUpdater``. A results controller, if given, is a child of the search
/// controller (so it is in the lifecycle and the ledger like any controller).
@preconcurrency @MainActor
open class SearchController: ViewController {
    /// The controller showing results, or nil to show them in the searching controller.
    public let searchResultsController: ViewController?
    /// The search bar.
    public let searchBar = SearchBar()
    /// Told when the text changes. Held weakly.
    public weak var searchResultsUpdater: (any SearchResultsUpdating)?
    /// Whether the search is active (a user tapped the bar or typed).
    public var isActive = false {
        didSet { if isActive != oldValue { searchResultsUpdater?.updateSearchResults(for: self) } }
    }
    /// Whether the content under the bar dims while searching (recorded).
    public var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching (recorded).
    public var hidesNavigationBarDuringPresentation = true

    /// A search controller showing results in `searchResultsController` (nil: in place).
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
        if let searchResultsController { addChild(searchResultsController) }
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        searchBar.searchController = self
    }

    /// A user's search: the controller becomes active, the bar's text becomes `text`, and the
    /// updater is told.
    public func simulateSearch(_ text: String) {
        searchBar.text = text
        if isActive {
            searchResultsUpdater?.updateSearchResults(for: self)
        } else {
            isActive = true
        }
    }
}
