import ViewRuntime

/// Scenes whose controllers are containers other than navigation and tabs.
extension ScenarioStoryboard {
    func makeTableController(_ table: TableScene, scene: Scene) throws -> ViewController {
        throw DriverError("scene \"\(scene.id)\": table scenes are not available in this build")
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
        try split.setViewControllers([primaryController, secondaryController])
        return split
    }
}
