package import ViewRuntime

/// Where scenario steps act: the top-most visible controller and its containers.
@MainActor
package enum Hierarchy {
    /// The top-most visible controller under `root`: the end of the presentation chain, then
    /// down through each container's visible child (a navigation controller's top, a tab bar
    /// controller's selected tab, the last child of any other container).
    package static func topMostVisible(from root: ViewController) -> ViewController {
        var current = root
        for _ in 0..<10_000 {
            if let presented = current.presentedViewController, presented.presentingViewController != nil,
                presented !== current
            {
                current = presented
                continue
            }
            if let navigation = current as? NavigationController, let top = navigation.topViewController {
                current = top
                continue
            }
            if let tabs = current as? TabBarController, let selected = tabs.selectedViewController {
                current = selected
                continue
            }
            if let visibleChild = visibleChild(of: current) {
                current = visibleChild
                continue
            }
            break
        }
        return current
    }

    /// Every controller on screen in the front-most presentation layer under `root`, containers
    /// before their children: a navigation controller's top, a tab bar controller's shown child (a
    /// controller under More is reached through the More navigation controller), both columns of an
    /// expanded split view controller and any other container's children whose views are in a
    /// window. The top-most visible controller is the last leaf; the others (a split's primary
    /// column, say) are on screen too.
    package static func onScreen(from root: ViewController) -> [ViewController] {
        var layer = root
        for _ in 0..<10_000 {
            guard let presented = layer.presentedViewController, presented.presentingViewController != nil,
                presented !== layer
            else { break }
            layer = presented
        }
        var result: [ViewController] = []
        var stack: [ViewController] = [layer]
        while let node = stack.popLast(), result.count < 100_000 {
            result.append(node)
            let next: [ViewController]
            if let navigation = node as? NavigationController {
                next = navigation.topViewController.map { [$0] } ?? []
            } else if let tabs = node as? TabBarController {
                let shown = tabs.children.first { $0.viewIfLoaded?.window != nil }
                next = shown.map { [$0] } ?? []
            } else {
                next = node.children.filter { $0.viewIfLoaded?.window != nil }
            }
            stack.append(contentsOf: next.reversed())
        }
        return result
    }

    /// The child of a generic container whose view is in a window, the last one when several are.
    static func visibleChild(of controller: ViewController) -> ViewController? {
        guard !(controller is NavigationController), !(controller is TabBarController) else { return nil }
        return controller.children.last { $0.viewIfLoaded?.window != nil }
    }

    /// The navigation controller that pushes and pops for `controller`: itself, or its nearest
    /// navigation ancestor.
    package static func navigation(for controller: ViewController) -> NavigationController? {
        (controller as? NavigationController) ?? controller.navigationController
    }

    /// The tab bar controller that owns `controller`, or the window root's when it is one.
    package static func tabs(for controller: ViewController, root: ViewController) -> TabBarController? {
        (controller as? TabBarController) ?? controller.tabBarController ?? (root as? TabBarController)
    }

    /// Walks up from `controller` through parents and presenters.
    static func ancestors(of controller: ViewController) -> [ViewController] {
        var chain: [ViewController] = []
        var current: ViewController? = controller
        while let node = current, chain.count < 100_000 {
            chain.append(node)
            current = node.parent ?? node.presentingViewController
        }
        return chain
    }
}
