// UIKit's view-controller classes, over ViewRuntime's.

/// A controller of one view tree: UIKit's `UIViewController`.
public typealias UIViewController = ViewController
/// A stack of controllers: UIKit's `UINavigationController`.
public typealias UINavigationController = NavigationController
/// Tabs of controllers: UIKit's `UITabBarController`.
public typealias UITabBarController = TabBarController
/// What a navigation bar shows for a controller: UIKit's `UINavigationItem`.
public typealias UINavigationItem = NavigationItem
/// What a tab bar shows for a controller: UIKit's `UITabBarItem`.
public typealias UITabBarItem = TabBarItem
/// Pages of controllers: UIKit's `UIPageViewController`.
public typealias UIPageViewController = PageViewController
/// A page view controller's source of pages: UIKit's `UIPageViewControllerDataSource`.
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
/// Told about a page view controller's turns: UIKit's `UIPageViewControllerDelegate`.
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate
/// A primary and a secondary controller: UIKit's `UISplitViewController`.
public typealias UISplitViewController = SplitViewController
/// Told about a split view controller's changes: UIKit's `UISplitViewControllerDelegate`.
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
/// Told about tab selections: UIKit's `UITabBarControllerDelegate`.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// A graph of scenes registered in code: UIKit's `UIStoryboard`.
public typealias UIStoryboard = Storyboard
/// A transition between two scenes: UIKit's `UIStoryboardSegue`.
public typealias UIStoryboardSegue = Segue
/// How a controller is presented: UIKit's `UIModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// How a presented controller comes on screen: UIKit's `UIModalTransitionStyle`.
public typealias UIModalTransitionStyle = ModalTransitionStyle
/// A popover's presentation controller: UIKit's `UIPopoverPresentationController`.
public typealias UIPopoverPresentationController = PopoverPresentationController
/// Told about a popover: UIKit's `UIPopoverPresentationControllerDelegate`.
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
/// A popover's arrow directions: UIKit's `UIPopoverArrowDirection`.
public typealias UIPopoverArrowDirection = PopoverArrowDirection
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
public typealias UISearchController = SearchController
public typealias UISearchBar = SearchBar
public typealias UISearchResultsUpdating = SearchResultsUpdating
public typealias UISheetPresentationController = SheetPresentationController
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
