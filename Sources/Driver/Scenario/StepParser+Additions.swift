/// The ops format 1 gained to reach the whole runtime: table edits, controls, container
/// replacement, custom containment, the virtual clock and interactive page turns. Every number
/// is ranged (``ScenarioLimits``) and every list bounded.
extension StepParser {
    /// The op `name` if it is one of the additions, else nil.
    func additionalOp(_ name: String, _ reader: inout ObjectReader, animated: Bool) throws(ScenarioError) -> Step.Op? {
        switch name {
        case "batchUpdates": return .batchUpdates(try tableEdit(&reader))
        case "reloadData": return .reloadData(rows: try rowCounts(&reader))
        case "deselectRow":
            return .deselectRow(section: try reader.int("section", in: ScenarioLimits.row) ?? 0,
                                row: try reader.requiredInt("row", in: ScenarioLimits.row))
        case "tap": return .tap(control: try nonEmptyString(&reader, "control"))
        case "sendAction": return .sendAction(action: try nonEmptyString(&reader, "action"))
        case "setViewControllers": return .setViewControllers(scenes: try sceneList(&reader), animated: animated)
        case "setTabs": return .setTabs(scenes: try sceneList(&reader))
        case "addChild":
            let (scene, into) = (try reader.requiredString("scene"), try reader.requiredString("into"))
            return try reader.bool("didMove") ?? true ? .addChild(scene: scene, into: into) : .containment(.addChild(scene: scene, into: into))
        case "willMoveToParent":
            return .containment(.willMove(scene: try reader.requiredString("scene"), parent: try parentScene(&reader)))
        case "didMoveToParent":
            return .containment(.didMove(scene: try reader.requiredString("scene"), parent: try parentScene(&reader)))
        case "removeFromParent": return .containment(.removeFromParent(scene: try reader.requiredString("scene")))
        case "removeChild": return .removeChild(scene: try reader.requiredString("scene"))
        case "advance": return .advance(milliseconds: try reader.requiredInt("ms", in: ScenarioLimits.advanceMilliseconds))
        case "pageTurn":
            return .pageTurn(forward: try reader.bool("forward") ?? true, complete: try reader.bool("complete") ?? true)
        case "tapAlertAction": return .tapAlertAction(title: try nonEmptyString(&reader, "title"))
        case "expectLayout": return .expectLayout(ambiguous: try reader.bool("ambiguous") ?? false)
        case "assert": return .assert(try stateAssertion(&reader))
        default: return nil
        }
    }

    /// `unwind` with `to` (a scene: the harness's search) or `action` (UIKit's, SB6) and its `id`.
    func unwindOp(_ reader: inout ObjectReader) throws(ScenarioError) -> Step.Op {
        guard let action = try reader.string("action") else {
            return .unwind(to: try reader.requiredString("to"))
        }
        guard reader.value("to") == nil else { throw reader.error("to", "give \"to\" (a scene) or \"action\" (an unwind action), not both") }
        guard !action.isEmpty, action.count <= ScenarioParser.maximumActionName else {
            throw reader.error("action", "expected an action name of 1 to \(ScenarioParser.maximumActionName) characters")
        }
        let identifier = try reader.string("id")
        return .unwindAction(action: ScenarioParser.actionName(action), identifier: identifier)
    }

    /// `parent`: a scene id, or `null` for none (required).
    func parentScene(_ reader: inout ObjectReader) throws(ScenarioError) -> String? {
        switch try reader.required("parent", "a scene id or null") {
        case .null: return nil
        case .string(let scene, _): return scene
        case let value: throw reader.error("parent", "expected a scene id or null, found \(value.typeName)", at: value.position)
        }
    }

    func nonEmptyString(_ reader: inout ObjectReader, _ key: String) throws(ScenarioError) -> String {
        let text = try reader.requiredString(key)
        guard !text.isEmpty else { throw reader.error(key, "expected a non-empty name") }
        return text
    }

    /// `scenes`: 1 to 1,000 scene ids.
    func sceneList(_ reader: inout ObjectReader) throws(ScenarioError) -> [String] {
        let value = try reader.required("scenes", "an array of scene ids")
        let scenes = try ScenarioParser.stringArray(value, path: reader.childPath("scenes"), file: file, nonEmpty: true)
        guard scenes.count <= ScenarioLimits.sceneList.upperBound else {
            throw reader.error("scenes", "expected at most \(ScenarioLimits.sceneList.upperBound) scene ids, found \(scenes.count)", at: value.position)
        }
        return scenes
    }

    /// `rows`: the data source's row counts after the step, ranged as a table scene's.
    func rowCounts(_ reader: inout ObjectReader) throws(ScenarioError) -> [Int]? {
        guard let value = reader.value("rows") else { return nil }
        let path = reader.childPath("rows")
        let counts = try array(value, path: path, what: "an array of row counts, one per section", bound: ScenarioLimits.sections.upperBound)
        guard counts.count >= ScenarioLimits.sections.lowerBound else {
            throw ScenarioError(file: file, path: path, message: "expected at least \(ScenarioLimits.sections.lowerBound) section", position: value.position)
        }
        var rows: [Int] = []
        var total = 0
        for (index, count) in counts.enumerated() {
            rows.append(try ObjectReader.integer(count, path: "\(path)[\(index)]", in: ScenarioLimits.rows, file: file))
            total += rows[index]
            guard total <= ScenarioLimits.rows.upperBound else {
                throw ScenarioError(file: file, path: path, message: "expected at most \(ScenarioLimits.rows.upperBound) rows in all sections together, found \(total) by section \(index)", position: value.position)
            }
        }
        return rows
    }

    func tableEdit(_ reader: inout ObjectReader) throws(ScenarioError) -> TableEdit {
        var edit = TableEdit(rows: try rowCounts(&reader))
        edit.deleteSections = try sections(&reader, "deleteSections")
        edit.insertSections = try sections(&reader, "insertSections")
        edit.deleteRows = try indexes(&reader, "deleteRows")
        edit.insertRows = try indexes(&reader, "insertRows")
        edit.reloadRows = try indexes(&reader, "reloadRows")
        if let value = reader.value("moveRows") {
            let path = reader.childPath("moveRows")
            for (index, element) in try array(value, path: path, what: "an array of moves", bound: ScenarioLimits.batchItems.upperBound).enumerated() {
                var move = try ObjectReader(element, path: "\(path)[\(index)]", file: file)
                let from = try indexPath(try move.required("from", "[section, row]"), path: move.childPath("from"))
                let to = try indexPath(try move.required("to", "[section, row]"), path: move.childPath("to"))
                try move.rejectUnknownKeys()
                edit.moveRows.append(TableMove(from: from, to: to))
            }
        }
        guard edit.operationCount > 0 || edit.rows != nil else {
            throw reader.error(nil, "a batchUpdates step needs at least one of \"rows\", \"insertRows\", \"deleteRows\", \"moveRows\", \"reloadRows\", \"insertSections\", \"deleteSections\"")
        }
        return edit
    }

    func array(_ value: PositionedJSON, path: String, what: String, bound: Int) throws(ScenarioError) -> [PositionedJSON] {
        guard case .array(let elements, let position) = value else {
            throw ScenarioError(file: file, path: path, message: "expected \(what), found \(value.typeName)", position: value.position)
        }
        guard elements.count <= bound else {
            throw ScenarioError(file: file, path: path, message: "expected at most \(bound) entries, found \(elements.count)", position: position)
        }
        return elements
    }

    func sections(_ reader: inout ObjectReader, _ key: String) throws(ScenarioError) -> [Int] {
        guard let value = reader.value(key) else { return [] }
        let path = reader.childPath(key)
        var result: [Int] = []
        for (index, element) in try array(value, path: path, what: "an array of section indexes", bound: ScenarioLimits.batchItems.upperBound).enumerated() {
            result.append(try ObjectReader.integer(element, path: "\(path)[\(index)]", in: ScenarioLimits.row, file: file))
        }
        return result
    }

    func indexes(_ reader: inout ObjectReader, _ key: String) throws(ScenarioError) -> [TableIndex] {
        guard let value = reader.value(key) else { return [] }
        let path = reader.childPath(key)
        var result: [TableIndex] = []
        for (index, element) in try array(value, path: path, what: "an array of [section, row] pairs", bound: ScenarioLimits.batchItems.upperBound).enumerated() {
            result.append(try indexPath(element, path: "\(path)[\(index)]"))
        }
        return result
    }

    /// `[section, row]`, each 0 to 10,000,000.
    func indexPath(_ value: PositionedJSON, path: String) throws(ScenarioError) -> TableIndex {
        guard case .array(let pair, _) = value, pair.count == 2 else {
            throw ScenarioError(file: file, path: path, message: "expected [section, row], found \(value.typeName)", position: value.position)
        }
        return TableIndex(
            section: try ObjectReader.integer(pair[0], path: "\(path)[0]", in: ScenarioLimits.row, file: file),
            row: try ObjectReader.integer(pair[1], path: "\(path)[1]", in: ScenarioLimits.row, file: file))
    }
}
