import ViewRuntime

/// Parses the `steps` array of a scenario, recursively for `repeat`.
struct StepParser {
    let file: String?

    func parseSteps(_ value: PositionedJSON, path: String, depth: Int) throws(DriverError) -> [Step] {
        guard case .array(let elements, _) = value else {
            throw DriverError(file: file, path: path, message: "expected an array of steps, found \(value.typeName)", position: value.position)
        }
        var steps: [Step] = []
        steps.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            steps.append(try parseStep(element, path: "\(path)[\(index)]", depth: depth))
        }
        return steps
    }

    func parseStep(_ value: PositionedJSON, path: String, depth: Int) throws(DriverError) -> Step {
        var reader = try ObjectReader(value, path: path, file: file)
        let name = try reader.requiredString("op")
        let animated = try reader.bool("animated") ?? false
        let op: Step.Op
        switch name {
        case "launch": op = .launch
        case "push":
            let scene = try reader.requiredString("scene")
            op = try reader.bool("existing") ?? false ? .pushExisting(scene: scene, animated: animated) : .push(scene: scene, animated: animated)
        case "pop": op = .pop(animated: animated)
        case "popToRoot": op = .popToRoot(animated: animated)
        case "popTo": op = .popTo(depth: try reader.requiredInt("depth", in: ScenarioLimits.index), animated: animated)
        case "present":
            let scene = try reader.requiredString("scene")
            let style = try reader.choice("style", ModalPresentationStyle.self)
            if let from = try reader.string("from") {
                op = .presentFrom(scene: scene, style: style, from: from, animated: animated)
            } else {
                op = .present(scene: scene, style: style, animated: animated)
            }
        case "dismiss":
            op = try reader.string("from").map { .dismissFrom(from: $0, animated: animated) } ?? .dismiss(animated: animated)
        case "selectTab": op = .selectTab(index: try reader.requiredInt("index", in: ScenarioLimits.index))
        case "segue": op = .segue(id: try reader.requiredString("id"))
        case "unwind": op = try unwindOp(&reader)
        case "selectRow":
            op = .selectRow(
                section: try reader.int("section", in: ScenarioLimits.row) ?? 0, row: try reader.requiredInt("row", in: ScenarioLimits.row))
        case "scroll": op = .scroll(to: try scrollTarget(&reader), by: try reader.double("by", in: ScenarioLimits.scrollBy))
        case "pageForward": op = .pageForward
        case "pageBackward": op = .pageBackward
        case "interactivePop": op = .interactivePop(complete: try reader.bool("complete") ?? true)
        case "memoryWarning": op = .memoryWarning(level: try reader.namedChoice("level", MemoryWarningLevel.self) ?? .critical)
        case "resize":
            let range = ScenarioLimits.screenPoints
            let expected = "missing; expected a number from \(ObjectReader.format(range.lowerBound)) to \(ObjectReader.format(range.upperBound))"
            guard let width = try reader.double("width", in: range) else { throw reader.error("width", expected) }
            guard let height = try reader.double("height", in: range) else { throw reader.error("height", expected) }
            op = .resize(width: width, height: height)
        case "checkpoint":
            let label = try reader.requiredString("label")
            guard !label.isEmpty else { throw reader.error("label", "expected a non-empty label") }
            op = .checkpoint(label: label)
        case "repeat":
            guard depth < ScenarioLimits.repeatDepth else {
                throw reader.error(nil, "repeat nested deeper than \(ScenarioLimits.repeatDepth) levels")
            }
            let times = try reader.requiredInt("times", in: ScenarioLimits.repeatTimes)
            let body = try parseSteps(try reader.required("steps", "an array of steps"), path: reader.childPath("steps"), depth: depth + 1)
            guard !body.isEmpty else { throw reader.error("steps", "expected at least one step to repeat") }
            op = .repeat(times: times, steps: body)
        case "teardown": op = .teardown
        default:
            if let grouped = try groupedOp(name, &reader, animated: animated) {
                op = grouped
                break
            }
            let names = Step.opNames.map { "\"\($0)\"" }.joined(separator: ", ")
            throw reader.error("op", "unknown op \"\(name)\"; expected one of \(names)")
        }
        let expect = try expectation(&reader, op: name)
        let list = Step.listOpNames.contains(name) ? try listName(&reader) : nil
        try reader.rejectUnknownKeys(allowed: Self.animatable.contains(name) ? [] : [])
        if !Self.animatable.contains(name), reader.members.contains(where: { $0.key == "animated" }) {
            throw reader.error("animated", "\"\(name)\" takes no \"animated\" flag")
        }
        return Step(op: op, path: path, expect: expect, position: reader.position, list: list)
    }

    /// The op `name` from the file of its group (tables, controls, containers, containment, time,
    /// assertions), or nil when no group has it.
    func groupedOp(_ name: String, _ reader: inout ObjectReader, animated: Bool) throws(DriverError) -> Step.Op? {
        if let op = try tableOp(name, &reader) { return op }
        if let op = try controlOp(name, &reader) { return op }
        if let op = try containerOp(name, &reader, animated: animated) { return op }
        if let op = try containmentOp(name, &reader) { return op }
        if name == "advance" { return .advance(milliseconds: try reader.requiredInt("ms", in: ScenarioLimits.advanceMilliseconds)) }
        return try assertionOp(name, &reader)
    }

    static let animatable: Set<String> = ["push", "pop", "popToRoot", "popTo", "present", "dismiss", "setViewControllers"]

    func scrollTarget(_ reader: inout ObjectReader) throws(DriverError) -> ScrollTarget {
        let value = try reader.required("to", "\"top\", \"bottom\" or a row index")
        switch value {
        case .string("top", _): return .top
        case .string("bottom", _): return .bottom
        case .number:
            return .row(try ObjectReader.integer(value, path: reader.childPath("to"), in: ScenarioLimits.row, file: file))
        default:
            throw reader.error("to", "expected \"top\", \"bottom\" or a row index", at: value.position)
        }
    }
}
