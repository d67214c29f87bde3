import Foundation
import ViewRuntime

/// The walk's share of the ops that reach the whole runtime: table edits, controls, stack
/// replacement (N8), custom containment and memory warnings that land while an animated push is
/// in flight (N10). Each is drawn only when it can act, and none keeps state between operations
/// (a table grows by at most one row over its scene's counts), so the walk stays flat.
extension SoakRunner {
    func reachChoices(top: ViewController, root: ViewController, navigation: NavigationController?) -> [Operation] {
        var choices: [Operation] = []
        if let table = top as? TableSceneController, table.isViewLoaded {
            choices += [.tableEdit, .tableEdit, .reloadData, .deselectRow]
        }
        if let content = top as? ContentSceneController {
            if !tappableControls(of: content, root: root, navigation: navigation).isEmpty { choices += [.tap, .tap] }
            if content.children.isEmpty, !(content.parent is ContentSceneController), !childScenes.isEmpty { choices.append(.addChild) }
        }
        if top.parent is ContentSceneController { choices.append(.removeChild) }
        if let navigation, !pushableScenes.isEmpty, navigation.viewControllers.count < options.maximumDepth {
            choices.append(.setStack)
            if walkSendsWarnings { choices.append(.inFlightWarning) }
        }
        if top.parent is PageViewController { choices.append(.pageTurn) }
        return choices
    }

    /// Content scenes a walk may add as children.
    var childScenes: [Scene] {
        pushableScenes.filter { if case .content = $0.kind { true } else { false } }
    }

    /// The controls of `content` whose action can act now.
    func tappableControls(of content: ContentSceneController, root: ViewController, navigation: NavigationController?) -> [SceneControl] {
        let depth = navigation?.viewControllers.count ?? Int.max
        return content.scene.controls.filter { control in
            guard content.control(named: control.name) != nil else { return false }
            switch control.action {
            case .push: return depth < options.maximumDepth
            case .present: return root.presentedViewController == nil
            case .dismiss: return content.presentingViewController != nil
            case .unwind(let target):
                return Hierarchy.ancestors(of: content).dropFirst().contains { ScenarioStoryboard.scene(of: $0) == target }
            }
        }
    }

    func performReach(_ operation: Operation, top: ViewController, root: ViewController, navigation: NavigationController?) throws {
        let actions = ScenarioActions(scenario: scenario, storyboard: storyboard)
        let step = Step(op: .checkpoint(label: "\(operation)"), path: "soak[\(stepIndex)]")
        switch operation {
        case .tableEdit:
            guard let table = top as? TableSceneController else { return }
            try actions.batchUpdates(tableEdit(for: table), controller: table, table: table.tableView, step: step)
        case .reloadData:
            guard let table = top as? TableSceneController else { return }
            table.tableView.reloadData()
        case .deselectRow:
            guard let table = top as? TableSceneController, table.tableView.numberOfSections > 0,
                table.tableView.numberOfRows(inSection: 0) > 0
            else { return }
            table.tableView.deselectRow(at: IndexPath(section: 0, row: 0), animated: random.chance(0.5))
        case .tap:
            guard let content = top as? ContentSceneController else { return }
            let controls = tappableControls(of: content, root: root, navigation: navigation)
            guard !controls.isEmpty else { return }
            try actions.tap(controls[random.below(controls.count)].name, top: top, root: root, step: step)
        case .setStack:
            guard let navigation, let first = navigation.viewControllers.first else { return }
            var scenes = [ScenarioStoryboard.scene(of: first)]
            if navigation.viewControllers.count == 1 { scenes.append(pushableScenes[random.below(pushableScenes.count)].id) }
            try actions.setViewControllers(scenes, animated: random.chance(0.5), top: top, step: step)
        case .addChild:
            guard let content = top as? ContentSceneController else { return }
            let scenes = childScenes
            let child = try storyboard.instantiate(scenes[random.below(scenes.count)].id)
            content.addChild(child)
            guard let view = content.view, let childView = child.view else {
                child.removeFromParent()
                return
            }
            childView.frame = view.bounds
            view.addSubview(childView)
            child.callDidMove(toParent: content)
        case .removeChild:
            top.callWillMove(toParent: nil)
            top.viewIfLoaded?.removeFromSuperview()
            top.removeFromParent()
        case .inFlightWarning:
            guard let navigation else { return }
            let target = pushableScenes[random.below(pushableScenes.count)]
            navigation.pushViewController(try storyboard.instantiate(target.id), animated: true)
            runtime.advance(by: runtime.settings.transitionDuration / 2)
            let levels: [MemoryWarningLevel] = [.moderate, .low, .critical]
            memory.warn(levels[random.below(levels.count)], trigger: nil, site: "soak[\(stepIndex)] (in flight)")
        case .pageTurn:
            guard let pages = top.parent as? PageViewController,
                let turn = pages.beginInteractivePageTurn(random.chance(0.5) ? .forward : .reverse)
            else { return }
            turn.update(progress: 0.5)
            if random.chance(0.5) { turn.finish() } else { turn.cancel() }
        default:
            break
        }
    }

    /// A consistent one-row edit of section 0: a row added at its end while the table is at its
    /// scene's count, else its last row deleted, or a move or reload of its rows.
    func tableEdit(for table: TableSceneController) -> TableEdit {
        var counts = table.rowCounts
        var edit = TableEdit()
        let rows = counts[0]
        switch random.below(3) {
        case 0 where rows >= 2:
            edit.moveRows = [TableMove(from: TableIndex(section: 0, row: 0), to: TableIndex(section: 0, row: rows - 1))]
        case 1 where rows >= 1:
            edit.reloadRows = [TableIndex(section: 0, row: random.below(rows))]
        default:
            if rows > table.scene.rows[0] || rows == ScenarioLimits.rows.upperBound {
                counts[0] = rows - 1
                edit.deleteRows = [TableIndex(section: 0, row: rows - 1)]
            } else {
                counts[0] = rows + 1
                edit.insertRows = [TableIndex(section: 0, row: rows)]
            }
            edit.rows = counts
        }
        return edit
    }
}
