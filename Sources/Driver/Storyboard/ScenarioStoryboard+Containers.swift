import ViewRuntime

/// Scenes whose controllers come from other parts of ViewRuntime.
extension ScenarioStoryboard {
    func makeTableController(_ table: TableScene, scene: Scene) throws -> ViewController {
        throw DriverError("scene \"\(scene.id)\": table scenes are not available in this build")
    }

    func makePagesController(_ pages: PagesScene, scene: Scene) throws -> ViewController {
        throw DriverError("scene \"\(scene.id)\": page scenes are not available in this build")
    }

    func makeSplitController(primary: String, secondary: String, scene: Scene) throws -> ViewController {
        throw DriverError("scene \"\(scene.id)\": split scenes are not available in this build")
    }
}
