import ViewRuntime

/// Container steps shared by scenario runs and soak walks: replacing a navigation stack (N8) or
/// the tabs (TB3), and turning the page of a page view controller (T7).
extension ScenarioActions {
    /// The controllers for `scenes`: each reuses the first unused controller of that scene in
    /// `current` (so a file can reorder a stack: N8's pop or no-transition cases), else a new one.
    func controllers(for scenes: [String], reusing current: [ViewController]) throws -> [ViewController] {
        var pool = current
        var result: [ViewController] = []
        for id in scenes {
            if let index = pool.firstIndex(where: { ScenarioStoryboard.scene(of: $0) == id }) {
                result.append(pool.remove(at: index))
            } else {
                result.append(try storyboard.instantiate(id))
            }
        }
        return result
    }

    /// N8: `setViewControllers(_:animated:)` on the nearest navigation controller.
    func setViewControllers(_ scenes: [String], animated: Bool, top: ViewController, step: Step) throws {
        let navigation = try navigation(for: top, step: step, naming: true)
        navigation.setViewControllers(try controllers(for: scenes, reusing: navigation.viewControllers), animated: animated)
    }

    /// TB3: the tab bar controller's `viewControllers` replaced.
    func setTabs(_ scenes: [String], top: ViewController, root: ViewController, step: Step) throws {
        guard let tabs = Hierarchy.tabs(for: top, root: root) else { throw StepFailure(step: step, message: "no tab bar controller on screen") }
        tabs.setViewControllers(try controllers(for: scenes, reusing: tabs.viewControllers ?? []), animated: false)
    }

    /// Turns the page of the nearest page view controller as a user swipe would.
    func turnPage(forward: Bool, from top: ViewController, step: Step) throws {
        let pages = try pages(of: top, step: step)
        if !pages.simulateSwipe(forward ? .forward : .reverse), !pages.isTurningPage, pages.isAtEnd(forward ? .forward : .reverse) {
            recordTurnAtEnd(of: pages, forward: forward)
        }
    }

    /// T7: an interactive turn of the nearest page view controller, released at half way, that
    /// completes or is cancelled. At an end of the book (the data source returns nil) nothing
    /// happens, as in UIKit, and a `pageTurnAtEnd` diagnostic says so; off screen or during another
    /// turn the step fails.
    func pageTurn(forward: Bool, complete: Bool, top: ViewController, step: Step) throws {
        let pages = try pages(of: top, step: step)
        guard let turn = pages.beginInteractivePageTurn(forward ? .forward : .reverse) else {
            if !pages.isTurningPage, pages.appearState == .appeared, pages.isAtEnd(forward ? .forward : .reverse) {
                return recordTurnAtEnd(of: pages, forward: forward)
            }
            throw StepFailure(
                step: step,
                message: "\(pages.traceLabel) cannot turn \(forward ? "forward" : "backward") now (an end, off screen or a turn in flight)")
        }
        turn.update(progress: 0.5)
        if complete { turn.finish() } else { turn.cancel() }
    }

    /// The nearest page view controller of `top` or its ancestors.
    func pages(of top: ViewController, step: Step) throws -> PageViewController {
        guard let pages = Hierarchy.ancestors(of: top).compactMap({ $0 as? PageViewController }).first else {
            throw StepFailure(step: step, message: "no page view controller on screen (top-most: \(top.traceLabel))")
        }
        return pages
    }

    /// T7: a turn past an end of the book does nothing (the data source returned nil); UIKit logs
    /// nothing, the harness names it with a `pageTurnAtEnd` diagnostic.
    func recordTurnAtEnd(of pages: PageViewController, forward: Bool) {
        let page = pages.viewControllers?.first.map { "\($0)" } ?? "its page"
        storyboard.runtime.record(
            Diagnostic(
                .pageTurnAtEnd, "\(pages) has no page \(forward ? "after" : "before") \(page): its data source returned nil, so the turn does nothing"
            ))
    }
}
