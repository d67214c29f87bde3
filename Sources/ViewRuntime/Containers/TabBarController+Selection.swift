import Foundation

/// Tab lists, selection and user taps (rules TB2-TB6, trace T4).
extension TabBarController {
    /// Replaces the tabs (rule TB3): old children get `willMove(toParent: nil)` first, the shown tab
    /// changes (with appearance callbacks if on screen), then the old children are removed
    /// (`didMove(toParent: nil)`) and the new ones get `didMove(toParent:)`. The previously selected
    /// controller stays selected if still present, else the one at the same index, else index 0.
    /// - Raises (recorded on the runtime, see ``UIKitException``): ``RuntimeError/Code/duplicateViewControllers``, or what ``addChild(_:)`` would throw
    ///   for a new controller; nothing changes.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool = false) {
        do { try checkedSetViewControllers(controllers, animated: animated) } catch { runtime.raise(error) }
    }

    /// ``setViewControllers``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedSetViewControllers(_ controllers: [ViewController], animated: Bool = false) throws {
        var seen = Set<ObjectIdentifier>()
        for controller in controllers {
            guard seen.insert(ObjectIdentifier(controller)).inserted else {
                throw RuntimeError(.duplicateViewControllers, "All view controllers in a tab bar controller must be distinct (\(controller))")
            }
            if controller === moreStorage || controller is MoreListController {
                throw RuntimeError(.duplicateViewControllers, "The More navigation controller cannot be one of the tabs")
            }
            if controller.parent !== self { try validateNewChild(controller) }
        }
        let oldSelected = selectedViewController
        let oldIndex = selectedIndexStorage
        let oldShown = displayedController
        let newSelection: Int?
        if let oldSelected, let index = controllers.firstIndex(where: { $0 === oldSelected }) {
            newSelection = index
        } else if let oldIndex, oldIndex < controllers.count {
            newSelection = oldIndex
        } else {
            newSelection = controllers.isEmpty ? nil : 0
        }
        let newChildren = controllers.count >= 6 ? Array(controllers.prefix(4)) + [moreNavigationController] : controllers
        let keep = Set(newChildren.map(ObjectIdentifier.init))
        let old = Set(children.map(ObjectIdentifier.init))
        let removed = children.filter { !keep.contains(ObjectIdentifier($0)) }
        let added = newChildren.filter { !old.contains(ObjectIdentifier($0)) }
        beginReplacingChildren(removed: removed, added: added)
        viewControllersStorage = controllers
        selectedIndexStorage = newSelection
        configureMoreStack()
        let newShown = displayedController
        if newShown !== oldShown { switchShown(from: oldShown, to: newShown) }
        for controller in removed {
            if let view = controller.loadedView, view.superview === loadedView { view.detachFromSuperview() }
            controller.removeFromParent()
        }
        for controller in added { controller.callDidMove(toParent: self) }
        children = newChildren
    }

    /// Selects `viewControllers[index]` programmatically (no delegate calls). Switching tabs on screen
    /// gives trace T4: new `viewDidLoad` (first time), new `viewWillAppear`, old `viewWillDisappear`,
    /// old `viewDidDisappear`, new `viewDidAppear`.
    /// - Throws: ``RuntimeError/Code/tabIndexOutOfRange``; nothing changes.
    public func selectTab(at index: Int) throws {
        guard let controllers = viewControllers, index >= 0, index < controllers.count else {
            throw RuntimeError(
                .tabIndexOutOfRange, "-[TabBarController setSelectedIndex:]: index \(index) beyond bounds [0 .. \((viewControllers?.count ?? 0) - 1)]"
            )
        }
        select(index: index)
    }

    /// Selects `controller`: an element of ``viewControllers`` or the ``moreNavigationController``
    /// (which shows the More list).
    /// - Throws: ``RuntimeError/Code/tabNotInViewControllers`` otherwise (rule TB4); nothing changes.
    public func setSelectedViewController(_ controller: ViewController) throws {
        if controller === moreStorage, showsMoreTab {
            select(index: Self.notFound)
            return
        }
        guard let index = viewControllers?.firstIndex(where: { $0 === controller }) else {
            throw RuntimeError(
                .tabNotInViewControllers,
                "-[TabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected."
            )
        }
        select(index: index)
    }

    /// Simulates a user tap on the tab bar item at `index` (``tabItemControllers``): asks the
    /// delegate's `shouldSelect` (false: nothing happens), selects the tab - a tapped tab that is
    /// already selected and is a navigation controller pops to its root (rule TB4) - then tells the
    /// delegate `didSelect`. Out-of-range taps are ignored. Returns whether the tab was selected.
    @discardableResult
    public func userTapTab(at index: Int) -> Bool {
        let items = tabItemControllers
        guard index >= 0, index < items.count else { return false }
        let tapped = items[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: tapped) { return false }
        if tapped === displayedController, let navigation = tapped as? NavigationController {
            navigation.popToRootViewController(animated: false)
        }
        if tapped === moreStorage {
            select(index: Self.notFound)
        } else {
            select(index: index)
        }
        delegate?.tabBarController(self, didSelect: tapped)
        return true
    }

    /// Simulates a user choosing `viewControllers[index]` (rules TB4, TB5): a tab with its own item
    /// is tapped (``userTapTab(at:)``); a controller under More is reached as a user does, through
    /// the More list: the delegate's `shouldSelect` is asked for it (false: nothing happens), it is
    /// selected - shown on top of the More navigation controller's list, ``selectedIndex`` = `index`
    /// - and the delegate hears `didSelect`. Choosing it again while it is shown changes nothing;
    /// after the More list or another tab it is shown again. Out-of-range indexes are ignored.
    /// Returns whether the controller was selected.
    @discardableResult
    public func userSelectTab(at index: Int) -> Bool {
        guard let controllers = viewControllers, index >= 0, index < controllers.count else { return false }
        guard showsMoreTab, index >= 4 else { return userTapTab(at: index) }
        let controller = controllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return false }
        select(index: index)
        delegate?.tabBarController(self, didSelect: controller)
        return true
    }

    func select(index: Int) {
        guard index != selectedIndexStorage else { return }
        let oldShown = displayedController
        selectedIndexStorage = index
        configureMoreStack()
        let newShown = displayedController
        if newShown !== oldShown { switchShown(from: oldShown, to: newShown) }
    }

    /// Puts the controller selected under More on the More navigation controller's stack, or its list
    /// alone when the More list is selected.
    func configureMoreStack() {
        guard showsMoreTab, let index = selectedIndexStorage, index >= 4, let controllers = viewControllers else { return }
        let more = moreNavigationController
        guard let list = more.viewControllers.first else { return }
        let stack = index == Self.notFound ? [list] : [list, controllers[index]]
        if more.viewControllers.count != stack.count || more.viewControllers.last !== stack.last {
            try? more.checkedSetViewControllers(stack, animated: false)
        }
    }

    /// Swaps the shown child's view (trace T4 order) if on screen; otherwise only views are detached.
    func switchShown(from old: ViewController?, to new: ViewController?) {
        guard isOnScreen, let mine = loadedView else {
            if let view = old?.loadedView, view.superview === loadedView { view.detachFromSuperview() }
            return
        }
        new?.loadViewIfRequired()
        new?.beginAppearance(true, animated: false)
        old?.beginAppearance(false, animated: false)
        if let view = old?.loadedView, view.superview === mine { view.detachFromSuperview() }
        if let view = new?.loadedView {
            view.frame = mine.bounds
            mine.addWithoutChecks(view)
            ViewController.forceLayout(view)
        }
        old?.endAppearance()
        new?.endAppearance()
    }
}
