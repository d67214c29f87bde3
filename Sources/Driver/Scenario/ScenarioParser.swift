import ViewRuntime

/// Parses and validates scenario files (format 1).
///
/// Every error names the file, the JSON path and what was expected; malformed JSON names
/// the line and column. A scenario that parses refers only to scenes and segues that exist,
/// has no containment cycle, and launches before it acts.
public enum ScenarioParser {

    /// Parses a scenario from JSON text.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - file: The file's name, for error messages.
    ///   - scenes: the user's own classes, for scenes of type `"custom"`; the parser checks each
    ///     custom scene's class and parameters with it.
    /// - Throws: ``DriverError`` with the file, the JSON path and the position:
    ///   ``DriverError/Code/malformedJSON``, ``DriverError/Code/invalidScenario``, or for a
    ///   custom scene ``DriverError/Code/unknownClass`` or ``DriverError/Code/sceneParameter``.
    public static func parse(_ text: String, file: String? = nil, scenes registry: SceneRegistry = SceneRegistry()) throws(DriverError) -> Scenario {
        let document: PositionedJSON
        do {
            document = try PositionedJSONParser.parse(text)
        } catch {
            throw DriverError(.malformedJSON, file: file, path: "", message: "malformed JSON: \(error.message)", position: error.position)
        }
        var root = try ObjectReader(document, path: "", file: file)
        guard let format = try root.int("format", in: 0...1_000_000) else { throw root.error("format", "missing; expected 1") }
        guard format == 1 else {
            throw root.error("format", "unsupported format \(format); this version of viewpressure reads format 1")
        }
        let name = try root.string("name") ?? file ?? "scenario"
        let device = try parseDevice(&root)
        let policy = try root.choice("memoryWarningPolicy", MemoryWarningPolicy.self) ?? .unloadViews
        let initial = try root.requiredString("initial")
        let scenes = try parseScenes(try root.required("scenes", "an object of scenes"), file: file, registry: registry)
        let segues = try parseSegues(root.value("segues"), file: file)
        let stepsValue = try root.required("steps", "an array of steps")
        let steps = try StepParser(file: file).parseSteps(stepsValue, path: "steps", depth: 0)
        let budgets = try MemoryBudgetParser.parse(root.value("budgets"), file: file, scenes: scenes)
        try root.rejectUnknownKeys()

        var scenario = Scenario(
            format: format, name: name, device: device, memoryWarningPolicy: policy, initial: initial,
            scenes: scenes, segues: segues, steps: steps
        )
        scenario.budgets = budgets
        scenario.file = file
        try ScenarioValidator(scenario: scenario, file: file, root: root).validate()
        return scenario
    }

    static func parseDevice(_ root: inout ObjectReader) throws(DriverError) -> Screen {
        guard let value = root.value("device") else { return .iPhone }
        var reader = try ObjectReader(value, path: "device", file: root.file)
        let device = Screen(
            width: try reader.double("width", in: ScenarioLimits.screenPoints) ?? Screen.iPhone.size.width,
            height: try reader.double("height", in: ScenarioLimits.screenPoints) ?? Screen.iPhone.size.height,
            scale: try reader.double("scale", in: ScenarioLimits.scale) ?? Screen.iPhone.scale
        )
        try reader.rejectUnknownKeys()
        return device
    }

    static func parseScenes(_ value: PositionedJSON, file: String?, registry: SceneRegistry) throws(DriverError) -> [Scene] {
        guard case .object(let members, let position) = value else {
            throw DriverError(
                file: file, path: "scenes", message: "expected an object of scenes, found \(value.typeName)", position: value.position)
        }
        guard !members.isEmpty else {
            throw DriverError(file: file, path: "scenes", message: "expected at least one scene", position: position)
        }
        var scenes: [Scene] = []
        for (id, body) in members {
            scenes.append(try parseScene(id: id, body, path: "scenes.\(id)", file: file, registry: registry))
        }
        return scenes
    }

    static let sceneTypes = ["navigation", "table", "collection", "content", "tabs", "pages", "split", "custom"]

    static func parseScene(id: String, _ value: PositionedJSON, path: String, file: String?, registry: SceneRegistry) throws(DriverError) -> Scene {
        var reader = try ObjectReader(value, path: path, file: file)
        let type = try reader.requiredString("type")
        let title = try reader.string("title")
        let kind: Scene.Kind
        switch type {
        case "navigation":
            kind = .navigation(root: try reader.requiredString("root"))
        case "table":
            let rows = try counts(&reader, "rows", what: "row", path: path, file: file)
            kind = .table(
                TableScene(
                    rows: rows,
                    rowHeight: try reader.double("rowHeight", in: ScenarioLimits.rowHeight) ?? 44,
                    variableHeightSpread: try reader.int("variableHeights", in: ScenarioLimits.variableHeights),
                    select: try reader.string("select"),
                    reuse: try reader.bool("reuse") ?? true
                ))
        case "collection":
            kind = .collection(
                CollectionScene(
                    items: try counts(&reader, "items", what: "item", path: path, file: file),
                    columns: try reader.int("columns", in: ScenarioLimits.columns) ?? 3,
                    itemHeight: try reader.double("itemHeight", in: ScenarioLimits.itemHeight),
                    select: try reader.string("select"),
                    reuse: try reader.bool("reuse") ?? true))
        case "content":
            kind = .content(
                ContentScene(
                    subviews: try reader.int("subviews", in: ScenarioLimits.subviews) ?? 0,
                    cacheBytes: try reader.int("cacheBytes", in: ScenarioLimits.cacheBytes) ?? 0,
                    retainCycle: try reader.bool("retainCycle") ?? false,
                    transientBytes: try reader.int("transientBytes", in: ScenarioLimits.cacheBytes) ?? 0,
                    ignoresMemoryWarnings: try reader.bool("ignoresMemoryWarnings") ?? false,
                    controls: try reader.value("controls").map { value throws(DriverError) in
                        try SceneControl.parse(value, path: "\(path).controls", file: file)
                    } ?? []
                ))
        case "tabs":
            let tabsValue = try reader.required("tabs", "an array of scene ids")
            kind = .tabs(try stringArray(tabsValue, path: "\(path).tabs", file: file, nonEmpty: true))
        case "pages":
            kind = .pages(
                PagesScene(
                    page: try reader.requiredString("page"),
                    count: try reader.int("count", in: ScenarioLimits.pages) ?? 3,
                    style: try reader.oneOf("style", ["scroll", "pageCurl"], default: "scroll"),
                    orientation: try reader.oneOf("orientation", ["horizontal", "vertical"], default: "horizontal"),
                    spine: try reader.oneOf("spine", ["none", "min", "mid", "max"], default: "min"),
                    doubleSided: try reader.bool("doubleSided")
                ))
        case "split":
            kind = .split(primary: try reader.requiredString("primary"), secondary: try reader.requiredString("secondary"))
        case "custom":
            kind = .custom(try parseCustom(&reader, path: path, registry: registry))
        default:
            let names = sceneTypes.map { "\"\($0)\"" }.joined(separator: ", ")
            throw reader.error("type", "unknown scene type \"\(type)\"; expected one of \(names)")
        }
        var scene = Scene(id: id, title: title, kind: kind)
        try parseSceneKeys(&reader, into: &scene)
        try reader.rejectUnknownKeys()
        return scene
    }

    /// A custom scene: its class must be registered and its factory must accept its parameters.
    static func parseCustom(_ reader: inout ObjectReader, path: String, registry: SceneRegistry) throws(DriverError) -> CustomScene {
        let className = try reader.requiredString("class")
        let parametersValue = reader.value("parameters")
        if let parametersValue, case .object = parametersValue {
        } else if let parametersValue {
            throw reader.error("parameters", "expected an object, found \(parametersValue.typeName)", at: parametersValue.position)
        }
        let parameters = parametersValue.map(JSONValue.init) ?? .object([])
        do {
            try registry.validate(className, parameters)
        } catch {
            guard let key = error.key else {
                let position = reader.members.first { $0.key == "class" }?.value.position ?? reader.position
                throw DriverError(error.code, file: reader.file, path: reader.childPath("class"), message: error.message, position: position)
            }
            var position = parametersValue?.position
            if case .object(let members, _) = parametersValue, let member = members.first(where: { $0.key == key }) {
                position = member.value.position
            }
            throw DriverError(error.code, file: reader.file, path: "\(path).parameters.\(key)", message: error.message, position: position)
        }
        return CustomScene(className: className, parameters: parameters)
    }

    static func parseSegues(_ value: PositionedJSON?, file: String?) throws(DriverError) -> [ScenarioSegue] {
        guard let value else { return [] }
        guard case .object(let members, _) = value else {
            throw DriverError(
                file: file, path: "segues", message: "expected an object of segues, found \(value.typeName)", position: value.position)
        }
        var segues: [ScenarioSegue] = []
        for (id, body) in members {
            var reader = try ObjectReader(body, path: "segues.\(id)", file: file)
            var segue = ScenarioSegue(
                id: id,
                from: try reader.requiredString("from"),
                to: try reader.requiredString("to"),
                kind: try reader.choice("kind", ScenarioSegue.Kind.self) ?? .show,
                style: try reader.choice("style", ModalPresentationStyle.self)
            )
            segue.shouldPerform = try reader.bool("shouldPerform") ?? true
            try reader.rejectUnknownKeys()
            segues.append(segue)
        }
        return segues
    }

    static func stringArray(_ value: PositionedJSON, path: String, file: String?, nonEmpty: Bool) throws(DriverError) -> [String] {
        guard case .array(let elements, let position) = value else {
            throw DriverError(file: file, path: path, message: "expected an array of scene ids, found \(value.typeName)", position: value.position)
        }
        if nonEmpty, elements.isEmpty {
            throw DriverError(file: file, path: path, message: "expected at least one scene id", position: position)
        }
        var strings: [String] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let text, _) = element else {
                throw DriverError(
                    file: file, path: "\(path)[\(index)]", message: "expected a scene id (string), found \(element.typeName)",
                    position: element.position)
            }
            strings.append(text)
        }
        return strings
    }
}

extension ScenarioParser {
    /// A table's `rows` or a collection's `items`: counts per section, each and their sum ranged
    /// as ``ScenarioLimits/rows``.
    static func counts(
        _ reader: inout ObjectReader, _ key: String, what: String, path: String, file: String?
    ) throws(DriverError) -> [Int] {
        let value = try reader.required(key, "an array of \(what) counts, one per section")
        guard case .array(let counts, _) = value else {
            throw reader.error(key, "expected an array of \(what) counts, found \(value.typeName)", at: value.position)
        }
        guard ScenarioLimits.sections.contains(counts.count) else {
            throw reader.error(
                key,
                "expected from \(ScenarioLimits.sections.lowerBound) to \(ScenarioLimits.sections.upperBound) sections, found \(counts.count)",
                at: value.position)
        }
        var result: [Int] = []
        var total = 0
        for (index, count) in counts.enumerated() {
            result.append(try ObjectReader.integer(count, path: "\(path).\(key)[\(index)]", in: ScenarioLimits.rows, file: file))
            total += result[index]
            guard total <= ScenarioLimits.rows.upperBound else {
                throw reader.error(
                    key,
                    "expected at most \(ScenarioLimits.rows.upperBound) \(what)s in all sections together, found \(total) by section \(index)",
                    at: value.position)
            }
        }
        return result
    }
}
