import ViewRuntime

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
               presented !== current {
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
