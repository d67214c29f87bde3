import ViewRuntime

/// Scenes whose controllers are containers other than navigation and tabs.
extension ScenarioStoryboard {
    func makeTableController(_ table: TableScene, scene: Scene) throws -> ViewController {
        nameNext(scene)
        let controller =
            table.variableHeightSpread != nil
            ? VariableHeightTableSceneController(runtime: runtime, scene: table)
            : TableSceneController(runtime: runtime, scene: table)
        let id = controller.instanceID  // captured by value: capturing the controller would be a cycle
        controller.onSelect = { [weak self] indexPath in self?.selections.append((id, indexPath)) }
        return controller
    }

    func makeCollectionController(_ collection: CollectionScene, scene: Scene) -> ViewController {
        nameNext(scene)
        let controller = CollectionSceneController(runtime: runtime, scene: collection)
        let id = controller.instanceID  // captured by value: capturing the controller would be a cycle
        controller.onSelect = { [weak self] indexPath in self?.selections.append((id, indexPath)) }
        return controller
    }

    func makePagesController(_ pages: PagesScene, scene: Scene) throws -> ViewController {
        nameNext(scene)
        return PagesSceneController(runtime: runtime, pages: pages, storyboard: self)
    }

    func makeSplitController(primary: String, secondary: String, scene: Scene) throws -> ViewController {
        let primaryController = try instantiate(primary)
        let secondaryController = try instantiate(secondary)
        nameNext(scene)
        let split = SplitViewController(runtime: runtime)
        split.setViewControllers([primaryController, secondaryController])
        return split
    }
}
