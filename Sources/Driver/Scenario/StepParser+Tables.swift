/// The table and collection-view ops: `batchUpdates` (row or item and section edits with the data
/// source's new counts; a collection view's keys are spelled with `items`), `reloadData`,
/// `deselectRow`, `selectItem` and `deselectItem`. Every number is ranged (``ScenarioLimits``) and every list bounded.
extension StepParser {
    /// The table op `name`, or nil when `name` is not one.
    func tableOp(_ name: String, _ reader: inout ObjectReader) throws(DriverError) -> Step.Op? {
        switch name {
        case "batchUpdates": return .batchUpdates(try tableEdit(&reader))
        case "reloadData": return .reloadData(rows: try rowCounts(&reader))
        case "deselectRow":
            return .deselectRow(
                section: try reader.int("section", in: ScenarioLimits.row) ?? 0,
                row: try reader.requiredInt("row", in: ScenarioLimits.row))
        case "selectItem":
            return .selectItem(
                section: try reader.int("section", in: ScenarioLimits.row) ?? 0,
                item: try reader.requiredInt("item", in: ScenarioLimits.row))
        case "deselectItem":
            return .deselectItem(
                section: try reader.int("section", in: ScenarioLimits.row) ?? 0,
                item: try reader.requiredInt("item", in: ScenarioLimits.row))
        default: return nil
        }
    }

    /// A list step's `"table"` or `"view"`: which table or collection view it acts on.
    func listName(_ reader: inout ObjectReader) throws(DriverError) -> String? {
        let table = try reader.string("table")
        let view = try reader.string("view")
        if table != nil, view != nil { throw reader.error("view", "give \"table\" or \"view\", not both") }
        guard let name = table ?? view else { return nil }
        guard !name.isEmpty else { throw reader.error(table != nil ? "table" : "view", "expected a non-empty name") }
        return name
    }

    /// `key`, or its collection-view spelling `alias` (`items` for `rows`, `insertItems` for
    /// `insertRows`...); both is an error.
    func aliased(_ reader: inout ObjectReader, _ key: String, _ alias: String) throws(DriverError) -> String {
        let hasKey = reader.value(key) != nil
        let hasAlias = reader.value(alias) != nil
        if hasKey, hasAlias { throw reader.error(alias, "give \"\(key)\" or \"\(alias)\", not both") }
        return hasAlias ? alias : key
    }

    /// `rows`: the data source's row counts after the step, ranged as a table scene's.
    func rowCounts(_ reader: inout ObjectReader) throws(DriverError) -> [Int]? {
        let key = try aliased(&reader, "rows", "items")
        guard let value = reader.value(key) else { return nil }
        let path = reader.childPath(key)
        let counts = try array(value, path: path, what: "an array of row counts, one per section", bound: ScenarioLimits.sections.upperBound)
        guard counts.count >= ScenarioLimits.sections.lowerBound else {
            throw DriverError(
                file: file, path: path, message: "expected at least \(ScenarioLimits.sections.lowerBound) section", position: value.position)
        }
        var rows: [Int] = []
        var total = 0
        for (index, count) in counts.enumerated() {
            rows.append(try ObjectReader.integer(count, path: "\(path)[\(index)]", in: ScenarioLimits.rows, file: file))
            total += rows[index]
            guard total <= ScenarioLimits.rows.upperBound else {
                throw DriverError(
                    file: file, path: path,
                    message: "expected at most \(ScenarioLimits.rows.upperBound) rows in all sections together, found \(total) by section \(index)",
                    position: value.position)
            }
        }
        return rows
    }

    func tableEdit(_ reader: inout ObjectReader) throws(DriverError) -> TableEdit {
        var edit = TableEdit(rows: try rowCounts(&reader))
        edit.deleteSections = try sections(&reader, "deleteSections")
        edit.insertSections = try sections(&reader, "insertSections")
        edit.deleteRows = try indexes(&reader, try aliased(&reader, "deleteRows", "deleteItems"))
        edit.insertRows = try indexes(&reader, try aliased(&reader, "insertRows", "insertItems"))
        edit.reloadRows = try indexes(&reader, try aliased(&reader, "reloadRows", "reloadItems"))
        let moveKey = try aliased(&reader, "moveRows", "moveItems")
        if let value = reader.value(moveKey) {
            let path = reader.childPath(moveKey)
            for (index, element) in try array(value, path: path, what: "an array of moves", bound: ScenarioLimits.batchItems.upperBound).enumerated()
            {
                var move = try ObjectReader(element, path: "\(path)[\(index)]", file: file)
                let from = try indexPath(try move.required("from", "[section, row]"), path: move.childPath("from"))
                let to = try indexPath(try move.required("to", "[section, row]"), path: move.childPath("to"))
                try move.rejectUnknownKeys()
                edit.moveRows.append(TableMove(from: from, to: to))
            }
        }
        guard edit.operationCount > 0 || edit.rows != nil else {
            throw reader.error(
                nil,
                "a batchUpdates step needs at least one of \"rows\", \"insertRows\", \"deleteRows\", \"moveRows\", \"reloadRows\", \"insertSections\", \"deleteSections\" (for a collection view: \"items\", \"insertItems\", \"deleteItems\", \"moveItems\", \"reloadItems\")"
            )
        }
        return edit
    }

    func array(_ value: PositionedJSON, path: String, what: String, bound: Int) throws(DriverError) -> [PositionedJSON] {
        guard case .array(let elements, let position) = value else {
            throw DriverError(file: file, path: path, message: "expected \(what), found \(value.typeName)", position: value.position)
        }
        guard elements.count <= bound else {
            throw DriverError(file: file, path: path, message: "expected at most \(bound) entries, found \(elements.count)", position: position)
        }
        return elements
    }

    func sections(_ reader: inout ObjectReader, _ key: String) throws(DriverError) -> [Int] {
        guard let value = reader.value(key) else { return [] }
        let path = reader.childPath(key)
        var result: [Int] = []
        for (index, element) in try array(value, path: path, what: "an array of section indexes", bound: ScenarioLimits.batchItems.upperBound)
            .enumerated()
        {
            result.append(try ObjectReader.integer(element, path: "\(path)[\(index)]", in: ScenarioLimits.row, file: file))
        }
        return result
    }

    func indexes(_ reader: inout ObjectReader, _ key: String) throws(DriverError) -> [TableIndex] {
        guard let value = reader.value(key) else { return [] }
        let path = reader.childPath(key)
        var result: [TableIndex] = []
        for (index, element) in try array(value, path: path, what: "an array of [section, row] pairs", bound: ScenarioLimits.batchItems.upperBound)
            .enumerated()
        {
            result.append(try indexPath(element, path: "\(path)[\(index)]"))
        }
        return result
    }

    /// `[section, row]`, each 0 to 10,000,000.
    func indexPath(_ value: PositionedJSON, path: String) throws(DriverError) -> TableIndex {
        guard case .array(let pair, _) = value, pair.count == 2 else {
            throw DriverError(file: file, path: path, message: "expected [section, row], found \(value.typeName)", position: value.position)
        }
        return TableIndex(
            section: try ObjectReader.integer(pair[0], path: "\(path)[0]", in: ScenarioLimits.row, file: file),
            row: try ObjectReader.integer(pair[1], path: "\(path)[1]", in: ScenarioLimits.row, file: file))
    }
}
