public import ViewRuntime

/// The controller a `pages` scene instantiates: a page view controller that is its own data
/// source, showing `count` pages, each a new instance of the scene `page`.
///
/// The first page (two for a mid spine) is installed in `viewDidLoad`, as apps do (trace T7's
/// initial install). Pages are made on demand when the user turns to them, so only the pages
/// UIKit keeps are alive.
@MainActor
package final class PagesSceneController: PageViewController, PageViewControllerDataSource {
    let pages: PagesScene
    let scenarioStoryboard: ScenarioStoryboard
    /// The page index of each live page controller, by instance ID.
    var pageIndex: [Int: Int] = [:]

    init(runtime: Runtime, pages: PagesScene, storyboard: ScenarioStoryboard) {
        self.pages = pages
        self.scenarioStoryboard = storyboard
        let style: TransitionStyle = pages.style == "pageCurl" ? .pageCurl : .scroll
        let spine: SpineLocation = switch pages.spine {
        case "mid": .mid
        case "max": .max
        case "none": .none
        default: .min
        }
        super.init(runtime: runtime, transitionStyle: style,
                   navigationOrientation: pages.orientation == "vertical" ? .vertical : .horizontal,
                   spineLocation: spine)
        if style == .pageCurl, pages.doubleSided == true { try? setDoubleSided(true) }
        dataSource = self
    }

    required init?(coder: NSCoder) { return nil }

    /// Installs the first page(s) (T7: from viewDidLoad).
    package override func viewDidLoad() {
        super.viewDidLoad()
        guard viewControllers?.isEmpty ?? true else { return }
        // The validator refuses counts PV2 rejects; if the runtime still refuses, say so (never silently).
        let first = (0..<min(requiredViewControllerCount, pages.count)).compactMap { makePage($0) }
        do {
            try checkedSetViewControllers(first, direction: .forward, animated: false)
        } catch {
            runtime.record(Diagnostic(.ignoredMisuse, "\(self): cannot install the first pages: \(error)"))
        }
    }

    func makePage(_ index: Int) -> ViewController? {
        guard index >= 0, index < pages.count, let page = try? scenarioStoryboard.instantiate(pages.page) else { return nil }
        pageIndex[page.instanceID] = index
        return page
    }

    package func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController? {
        guard let index = pageIndex[viewController.instanceID] else { return nil }
        return makePage(index - 1)
    }

    package func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController? {
        guard let index = pageIndex[viewController.instanceID] else { return nil }
        return makePage(index + 1)
    }
}
