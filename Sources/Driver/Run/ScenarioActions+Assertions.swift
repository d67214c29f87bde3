import Profiler
import ViewRuntime

/// The `assert` step (docs/SCENARIO-FORMAT.md, "Assertions"): checks one controller's state and
/// fails naming every check that did not hold, with what was found.
extension ScenarioActions {
    func check(_ assertion: StateAssertion, top: ViewController, root: ViewController, step: Step) throws {
        let controller: ViewController
        if let scene = assertion.scene {
            guard let found = Hierarchy.nearest(scene: scene, to: top, root: root) else {
                throw StepFailure(step: step, message: "assert: no controller of scene \"\(scene)\" (top-most: \(top.traceLabel))")
            }
            controller = found
        } else {
            controller = top
        }
        var failed: [String] = []
        func expect(_ what: String, _ found: String, _ wanted: String) {
            if found != wanted { failed.append("\(what) is \(found), expected \(wanted)") }
        }
        if let loaded = assertion.viewLoaded { expect("view loaded", "\(controller.isViewLoaded)", "\(loaded)") }
        if let appearance = assertion.appearance { expect("appearance", "\(controller.appearState)", appearance.rawValue) }
        if let parent = assertion.parent { expect("parent", Self.sceneName(controller.parent), Self.sceneName(parent)) }
        if let presented = assertion.presented {
            // UIKit's property: what it or one of its ancestors presents (P1).
            expect("presented controller", Self.sceneName(controller.presentedViewController), Self.sceneName(presented))
        }
        if let index = assertion.selectedTab {
            if let tabs = Hierarchy.tabs(for: controller, root: root) {
                expect("selected tab", "\(tabs.selectedIndex)", "\(index)")
            } else {
                failed.append("selected tab: no tab bar controller")
            }
        }
        if let style = assertion.transitionStyle {
            expect("presentation transition style", controller.presentationTransitionStyle?.rawValue ?? "none (never presented)", style.rawValue)
        }
        if assertion.checksTable { failed += tableChecks(assertion, of: controller) }
        guard failed.isEmpty else {
            throw StepFailure(step: step, message: "assert failed on \(controller.traceLabel): \(failed.joined(separator: "; "))")
        }
    }

    /// The table checks: rows (a collection view's items) per section, selection, visible rows,
    /// on the one table or collection view in the controller's view tree.
    func tableChecks(_ assertion: StateAssertion, of controller: ViewController) -> [String] {
        let lists = ReuseList.lists(in: controller)
        guard lists.count == 1 else {
            return lists.isEmpty
                ? ["\(controller.traceLabel) has no table"]
                : ["\(controller.traceLabel) has \(lists.count) tables and collection views: \(ReuseList.describe(lists))"]
        }
        let snapshot: TableSnapshot
        switch lists[0] {
        case .table(let table): snapshot = TableSnapshot(table)
        case .collection(let collection): snapshot = TableSnapshot(collection)
        }
        var failed: [String] = []
        if let rows = assertion.rows, rows != snapshot.rows {
            failed.append("rows per section are \(snapshot.rows), expected \(rows)")
        }
        if let selected = assertion.selected {
            let wanted = selected.map(Self.indexPath)
            if wanted != snapshot.selected || snapshot.selectedCount != snapshot.selected.count {
                failed.append(
                    "selected rows are \(TableSnapshot.text(snapshot.selected, count: snapshot.selectedCount)), expected \(TableSnapshot.text(wanted, count: wanted.count))"
                )
            }
        }
        if let visible = assertion.visible {
            let wanted = visible.map(Self.indexPath)
            if wanted != snapshot.visible || snapshot.visibleCount != snapshot.visible.count {
                failed.append(
                    "visible rows are \(TableSnapshot.text(snapshot.visible, count: snapshot.visibleCount)), expected \(TableSnapshot.text(wanted, count: wanted.count))"
                )
            }
        }
        return failed
    }

    /// A controller's scene, or `none`.
    static func sceneName(_ controller: ViewController?) -> String {
        controller.map { "\"\(ScenarioStoryboard.scene(of: $0))\"" } ?? "none"
    }

    static func sceneName(_ scene: String?) -> String { scene.map { "\"\($0)\"" } ?? "none" }
}
