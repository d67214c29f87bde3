import Foundation

/// Supplies the pages around a page, for swipes (rule PV4).
@preconcurrency @MainActor
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the start.
    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController?
    /// The page after `viewController`, or nil at the end.
    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController?
}

/// Told about gesture-driven page turns and asked for the spine location on rotation (rules PV1, PV6).
@preconcurrency @MainActor
public protocol PageViewControllerDelegate: AnyObject {
    /// Told before a gesture-driven turn starts, with the pages about to show (before their
    /// `viewWillAppear`). Not called for ``PageViewController/setViewControllers(_:direction:animated:completion:)``.
    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
    /// Told after a gesture-driven turn ended, after the pages' did-callbacks: `completed` is false
    /// for a cancelled turn, whose previous pages stay.
    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousViewControllers: [ViewController],
        transitionCompleted completed: Bool)
    /// Asked after a rotation (page curl only) for the spine location of the new orientation; the
    /// default keeps the current one.
    func pageViewController(
        _ pageViewController: PageViewController, spineLocationFor orientation: InterfaceOrientation
    ) -> PageViewController.SpineLocation
}

extension PageViewControllerDelegate {
    public func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {}
    public func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousViewControllers: [ViewController],
        transitionCompleted completed: Bool
    ) {}
    public func pageViewController(
        _ pageViewController: PageViewController, spineLocationFor orientation: InterfaceOrientation
    ) -> PageViewController.SpineLocation {
        pageViewController.spineLocation
    }
}

/// Pages of controllers turned by scrolling or curling: the runtime's UIPageViewController
/// (rules PV1-PV6, trace T7).
///
/// Install pages with ``setViewControllers(_:direction:animated:completion:)`` - the number of
/// controllers must match ``requiredViewControllerCount`` (PV2). With a ``dataSource``, swipes
/// (``simulateSwipe(_:)``) and interactive turns (``beginInteractivePageTurn(_:)``) move through
/// the pages; without one, gestures do nothing (PV4).
@preconcurrency @MainActor
open class PageViewController: ViewController {
    /// How pages change.
    public enum TransitionStyle: String, Sendable, Hashable { case pageCurl, scroll }
    /// Which way pages move.
    public enum NavigationOrientation: String, Sendable, Hashable { case horizontal, vertical }
    /// Where pages are bound (rule PV1): `none` for scrolling; `min`/`max` one page, `mid` two.
    public enum SpineLocation: String, Sendable, Hashable { case none, min, mid, max }
    /// Forward moves to later pages (right-to-left or bottom-to-top, rule PV5).
    public enum NavigationDirection: String, Sendable, Hashable { case forward, reverse }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// Fixed by the initializer; only the delegate's `spineLocationFor` changes it (rule PV1).
    public internal(set) var spineLocation: SpineLocation
    /// The gap between scrolled pages (scroll style only).
    public let interPageSpacing: Double
    var doubleSidedStorage = false
    /// The pages shown (and for a double-sided curl, the back of the previous page), in order.
    public var viewControllers: [ViewController]? { viewControllersStorage }
    /// The pages shown (empty until set).
    var viewControllersStorage: [ViewController] = []
    /// Supplies pages for gestures (weak). Without it gestures are ignored (rule PV4).
    public weak var dataSource: (any PageViewControllerDataSource)?
    /// Told about gesture-driven turns (weak).
    public weak var delegate: (any PageViewControllerDelegate)?
    var activeTurn: PageTurnTransition?

    /// Creates a page view controller (rule PV1). A page curl's spine defaults to
    /// ``SpineLocation/min`` and a `.mid` spine makes it double-sided, as UIKit does; a scroll's spine
    /// is always ``SpineLocation/none``.
    public init(
        runtime: Runtime,
        transitionStyle: TransitionStyle,
        navigationOrientation: NavigationOrientation = .horizontal,
        spineLocation: SpineLocation? = nil,
        interPageSpacing: Double = 0
    ) {
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
        self.interPageSpacing = transitionStyle == .scroll ? interPageSpacing : 0
        self.spineLocation = Self.spine(for: transitionStyle, requested: spineLocation)
        super.init(runtime: runtime)
        doubleSidedStorage = self.spineLocation == .mid
    }

    /// Creates a page view controller of the current runtime (``Runtime/current``): UIKit's
    /// designated `init(transitionStyle:navigationOrientation:options:)`, with
    /// ``OptionsKey/spineLocation`` (a ``SpineLocation`` or its raw value) and
    /// ``OptionsKey/interPageSpacing`` (a number) read from `options` (rule PV1).
    public init(
        transitionStyle: TransitionStyle,
        navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        let requestedSpine =
            (options?[.spineLocation] as? SpineLocation)
            ?? (options?[.spineLocation] as? String).flatMap(SpineLocation.init(rawValue:))
        let spacing =
            (options?[.interPageSpacing] as? Double)
            ?? (options?[.interPageSpacing] as? CGFloat).map(Double.init)
            ?? (options?[.interPageSpacing] as? Int).map(Double.init) ?? 0
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
        self.interPageSpacing = transitionStyle == .scroll && spacing.isFinite ? max(0, spacing) : 0
        self.spineLocation = Self.spine(for: transitionStyle, requested: requestedSpine)
        super.init(nibName: nil, bundle: nil)
        doubleSidedStorage = self.spineLocation == .mid
    }

    /// A page curl's spine defaults to ``SpineLocation/min`` (never `.none`); a scroll's is
    /// always ``SpineLocation/none``.
    private static func spine(for style: TransitionStyle, requested: SpineLocation?) -> SpineLocation {
        guard style == .pageCurl else { return .none }
        let requested = requested ?? .min
        return requested == .none ? .min : requested
    }

    /// The keys of ``init(transitionStyle:navigationOrientation:options:)``'s options: UIKit's
    /// `UIPageViewController.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A ``SpineLocation``.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between scrolled pages, in points.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public required convenience init?(coder: NSCoder) {
        self.init(runtime: .current, transitionStyle: .pageCurl)
    }

    /// Whether pages have content on both sides (rule PV3). Default false (true for a mid spine);
    /// always false for scrolling. Setting false with a mid spine is refused with an `ignoredMisuse`
    /// diagnostic: use ``setDoubleSided(_:)`` to get the error.
    public var isDoubleSided: Bool {
        get { doubleSidedStorage }
        set {
            do { try setDoubleSided(newValue) } catch let error as RuntimeError {
                runtime.record(.ignoredMisuse, error.message)
            } catch {}
        }
    }

    /// Sets ``isDoubleSided`` (ignored for scrolling).
    /// - Throws: ``RuntimeError/Code/midSpineRequiresDoubleSided`` ("If
    ///   'UIPageViewControllerSpineLocationMid' is specified, 'doubleSided' must be 'YES'.") for false
    ///   with a mid spine (rule PV3); nothing changes.
    public func setDoubleSided(_ doubleSided: Bool) throws {
        guard transitionStyle == .pageCurl else { return }
        if !doubleSided, spineLocation == .mid {
            throw RuntimeError(.midSpineRequiresDoubleSided, "If 'UIPageViewControllerSpineLocationMid' is specified, 'doubleSided' must be 'YES'.")
        }
        doubleSidedStorage = doubleSided
    }

    /// The number of controllers ``setViewControllers(_:direction:animated:completion:)`` needs
    /// (rule PV2): 2 for a curl with a mid spine or double-sided pages, else 1.
    public var requiredViewControllerCount: Int {
        transitionStyle == .pageCurl && (spineLocation == .mid || doubleSidedStorage) ? 2 : 1
    }

    var animatedSetsInFlight = 0

    /// True while an animated or interactive turn is in flight.
    public var isTurningPage: Bool { activeTurn != nil || animatedSetsInFlight > 0 }

    /// The pages whose views show: both with a mid spine, else the first.
    func shownPages(of pages: [ViewController]) -> [ViewController] {
        guard let first = pages.first else { return [] }
        return spineLocation == .mid && pages.count > 1 ? [first, pages[1]] : [first]
    }

    func frame(forPageAt index: Int, in bounds: Rect) -> Rect {
        guard spineLocation == .mid else { return bounds }
        if navigationOrientation == .horizontal {
            return Rect(x: index == 0 ? 0 : bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
        }
        return Rect(x: 0, y: index == 0 ? 0 : bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    /// Puts the shown pages' views in place before the page view controller appears.
    override func prepareChildrenForAppearance() {
        guard let mine = loadedView else { return }
        installViews(of: shownPages(of: viewControllersStorage), in: mine)
    }

    func installViews(of pages: [ViewController], in mine: View) {
        for (index, page) in pages.enumerated() {
            guard let view = page.loadViewIfRequired() else { continue }
            view.frame = frame(forPageAt: index, in: mine.bounds)
            if view.superview !== mine { mine.addWithoutChecks(view) }
        }
    }
}
