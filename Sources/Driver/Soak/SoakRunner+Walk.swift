import Profiler
import ViewRuntime

/// The random operations of a soak's walk. Each is chosen among those that can act on the
/// current hierarchy, so the walk never asks UIKit for something it would refuse.
extension SoakRunner {
    enum Operation: CaseIterable {
        case push, pop, present, dismiss, selectTab, segue, pageForward, pageBackward, warning
        // Reaching the whole runtime (SoakRunner+Reach.swift).
        case tableEdit, reloadData, deselectRow, tap, setStack, addChild, removeChild, inFlightWarning, pageTurn
    }

    /// Whether the walk sends warnings of its own: not under a limit (pressure raises them) nor
    /// when ``SoakOptions/warningsFromWalk`` is off (the first pass of ``AutomaticMemoryLimit``,
    /// the same walk as under the limit).
    var walkSendsWarnings: Bool { options.warningsFromWalk && !memory.raisesWarningsByPressure }

    func randomOperation() throws {
        guard let window, let root = window.rootViewController else { return }
        let top = Hierarchy.topMostVisible(from: root)
        // Under a real limit (--memory-limit-mb) warnings come from pressure, not from the walk.
        var choices: [Operation] = walkSendsWarnings ? [.warning] : []
        let navigation = Hierarchy.navigation(for: top)
        let pushable = pushableScenes
        if navigation != nil, (navigation?.viewControllers.count ?? 0) < options.maximumDepth, !pushable.isEmpty {
            choices += [.push, .push]
        }
        if (navigation?.viewControllers.count ?? 0) > 1 { choices += [.pop, .pop] }
        // One modal level at a time: a presentation from deeper in the hierarchy is forwarded
        // to the covering ancestor (rule P2), which must not be presenting already (P3).
        if root.presentedViewController == nil, !pushable.isEmpty { choices.append(.present) }
        if top.presentingViewController != nil { choices += [.dismiss, .dismiss] }
        if let tabs = Hierarchy.tabs(for: top, root: root), (tabs.viewControllers?.count ?? 0) > 1 { choices.append(.selectTab) }
        let scene = ScenarioStoryboard.scene(of: top)
        let segues = scenario.segues.filter { $0.from == scene }
        if !segues.isEmpty { choices.append(.segue) }
        if top.parent is PageViewController || top is PageViewController { choices += [.pageForward, .pageBackward] }
        choices += reachChoices(top: top, root: root, navigation: navigation)

        guard !choices.isEmpty else { return }
        let operation = choices[random.below(choices.count)]
        profiler.currentOperation = "\(operation)"
        profiler.recordStep(index: stepIndex, op: "\(operation)")
        stepIndex += 1
        switch operation {
        case .push:
            let target = pushable[random.below(pushable.count)]
            navigation?.pushViewController(try storyboard.instantiate(target.id), animated: random.chance(0.3))
        case .pop:
            _ = navigation?.popViewController(animated: random.chance(0.3))
        case .present:
            let target = pushable[random.below(pushable.count)]
            let controller = try storyboard.instantiate(target.id)
            let styles: [ModalPresentationStyle] = [.fullScreen, .overFullScreen, .pageSheet, .formSheet]
            controller.modalPresentationStyle = styles[random.below(styles.count)]
            top.present(controller, animated: random.chance(0.3))
        case .dismiss:
            top.presentingViewController?.dismiss(animated: random.chance(0.3))
        case .selectTab:
            if let tabs = Hierarchy.tabs(for: top, root: root), let count = tabs.viewControllers?.count, count > 0 {
                _ = tabs.userTapTab(at: random.below(count))
            }
        case .segue:
            let segue = segues[random.below(segues.count)]
            let step = Step(op: .segue(id: segue.id), path: "soak[\(stepIndex)]")
            try ScenarioActions(scenario: scenario, storyboard: storyboard).performSegue(segue.id, from: top, step: step)
        case .pageForward, .pageBackward:
            let step = Step(op: operation == .pageForward ? .pageForward : .pageBackward, path: "soak[\(stepIndex)]")
            try ScenarioActions(scenario: scenario, storyboard: storyboard).turnPage(forward: operation == .pageForward, from: top, step: step)
        case .warning:
            let levels: [MemoryWarningLevel] = [.moderate, .low, .critical]
            memory.warn(levels[random.below(levels.count)], trigger: nil, site: "soak[\(stepIndex)]")
        default:
            try performReach(operation, top: top, root: root, navigation: navigation)
        }
    }
}
