/// Checks what a scenario's references mean once every value has parsed: scenes, segues
/// and steps must name things that exist, containers must not contain themselves, and the
/// steps must launch before they act.
struct ScenarioValidator {
    let scenario: Scenario
    let file: String?
    let document: PositionedJSON

    init(scenario: Scenario, file: String?, root: ObjectReader) {
        self.scenario = scenario
        self.file = file
        self.document = .object(root.members, root.position)
    }

    func error(_ path: String, _ message: String) -> DriverError {
        DriverError(file: file, path: path, message: message, position: document.position(at: path))
    }

    var sceneList: String { scenario.scenes.map { "\"\($0.id)\"" }.joined(separator: ", ") }

    /// A table or collection scene's `select`: a segue that starts at the scene.
    func checkSelect(_ select: String?, of scene: Scene, at path: String) throws(DriverError) {
        guard let select else { return }
        guard let segue = scenario.segue(select) else {
            let names = scenario.segues.map { "\"\($0.id)\"" }.joined(separator: ", ")
            throw error(path, "unknown segue \"\(select)\"; expected one of \(names.isEmpty ? "(no segues defined)" : names)")
        }
        guard segue.from == scene.id else {
            throw error(path, "segue \"\(select)\" starts at \"\(segue.from)\", not at \"\(scene.id)\"")
        }
    }

    func requireScene(_ id: String, at path: String) throws(DriverError) -> Scene {
        guard let scene = scenario.scene(id) else { throw error(path, "unknown scene \"\(id)\"; expected one of \(sceneList)") }
        return scene
    }

    func validate() throws(DriverError) {
        _ = try requireScene(scenario.initial, at: "initial")
        for scene in scenario.scenes { try validateScene(scene) }
        try validateNoCycles()
        for segue in scenario.segues { try validateSegue(segue) }
        try validateSteps(scenario.steps, insideRepeat: false, launched: false)
        try checkExpandedCount(scenario.steps)
    }

    /// Checks that the steps, with every `repeat` expanded, stay within
    /// ``ScenarioLimits/totalSteps``; the error names the innermost `repeat` that crosses it.
    ///
    /// - Returns: the number of steps the scenario runs.
    @discardableResult
    func checkExpandedCount(_ steps: [Step]) throws(DriverError) -> Int {
        var total = 0
        for step in steps {
            var count = 1
            if case .repeat(let times, let body) = step.op {
                let (product, overflow) = try checkExpandedCount(body).multipliedReportingOverflow(by: times)
                count = overflow ? Int.max : product
                if count > ScenarioLimits.totalSteps {
                    let runs = overflow ? "more than \(Int.max)" : String(count)
                    throw error(
                        "\(step.path).times",
                        "this repeat runs \(runs) steps; a scenario runs at most \(ScenarioLimits.totalSteps) steps in all (repeat counts multiply)")
                }
            }
            total += count
            if total > ScenarioLimits.totalSteps {
                throw error(step.path, "the steps run more than \(ScenarioLimits.totalSteps) steps in all (repeat counts multiply)")
            }
        }
        return total
    }

    func validateScene(_ scene: Scene) throws(DriverError) {
        let base = "scenes.\(scene.id)"
        switch scene.kind {
        case .navigation(let root):
            let child = try requireScene(root, at: "\(base).root")
            if child.isContainer(excludingPages: true) {
                throw error("\(base).root", "a navigation controller's root cannot be a \(child.typeName) controller (\"\(root)\")")
            }
        case .tabs(let tabs):
            for (index, tab) in tabs.enumerated() { _ = try requireScene(tab, at: "\(base).tabs[\(index)]") }
        case .pages(let pages):
            _ = try requireScene(pages.page, at: "\(base).page")
            if pages.style == "scroll", pages.spine != "min", pages.spine != "none" {
                throw error("\(base).spine", "a scroll-style page view controller has no spine (\"none\"); found \"\(pages.spine)\"")
            }
            // PV3, PV2: what UIKit raises when the first pages are installed, reported at launch.
            if pages.style == "pageCurl", pages.spine == "mid", pages.doubleSided == false {
                throw error("\(base).doubleSided", "If 'UIPageViewControllerSpineLocationMid' is specified, 'doubleSided' must be 'YES'.")
            }
            if pages.count < pages.requiredPageCount {
                throw error(
                    "\(base).count",
                    "The number of view controllers provided (\(pages.count)) doesn't match the number required (\(pages.requiredPageCount)) for the requested transition"
                )
            }
        case .split(let primary, let secondary):
            _ = try requireScene(primary, at: "\(base).primary")
            _ = try requireScene(secondary, at: "\(base).secondary")
        case .table(let table):
            try checkSelect(table.select, of: scene, at: "\(base).select")
        case .collection(let collection):
            try checkSelect(collection.select, of: scene, at: "\(base).select")
        case .content(let content):
            try validateControls(content.controls, base: base)
        case .custom:
            break
        }
    }

    /// A container that contains itself, directly or through other containers, can never
    /// be instantiated: report the cycle with its path.
    func validateNoCycles() throws(DriverError) {
        var state: [String: Int] = [:]  // 1 visiting, 2 done
        func visit(_ id: String, _ trail: [String]) throws(DriverError) {
            if state[id] == 2 { return }
            if state[id] == 1 {
                let cycle = (trail.drop { $0 != id } + [id]).joined(separator: " -> ")
                throw error("scenes.\(trail.last ?? id)", "containment cycle: \(cycle)")
            }
            state[id] = 1
            for child in scenario.scene(id)?.children ?? [] { try visit(child, trail + [id]) }
            state[id] = 2
        }
        for scene in scenario.scenes { try visit(scene.id, []) }
    }

    func validateSegue(_ segue: ScenarioSegue) throws(DriverError) {
        let base = "segues.\(segue.id)"
        _ = try requireScene(segue.from, at: "\(base).from")
        _ = try requireScene(segue.to, at: "\(base).to")
        if segue.style != nil, segue.kind != .modal {
            throw error("\(base).style", "a presentation style applies only to \"modal\" segues, not \"\(segue.kind.rawValue)\"")
        }
    }

    @discardableResult
    func validateSteps(_ steps: [Step], insideRepeat: Bool, launched: Bool) throws(DriverError) -> Bool {
        var launched = launched
        for step in steps {
            switch step.op {
            case .launch:
                if insideRepeat { throw error("\(step.path).op", "launch cannot be repeated") }
                if launched { throw error("\(step.path).op", "the scenario is already launched (teardown first)") }
                launched = true
                continue
            case .checkpoint:
                continue
            case .teardown:
                if insideRepeat { throw error("\(step.path).op", "teardown cannot be repeated") }
                if !launched { throw error("\(step.path).op", "teardown before launch") }
                launched = false
                continue
            case .repeat(_, let body):
                if !launched { throw error("\(step.path).op", "\"repeat\" before launch; the first step that acts must be launch") }
                try validateSteps(body, insideRepeat: true, launched: true)
                continue
            default:
                if !launched { throw error("\(step.path).op", "\"\(step.opName)\" before launch; the first step that acts must be launch") }
            }
            switch step.op {
            case .push(let scene, _):
                let target = try requireScene(scene, at: "\(step.path).scene")
                if target.isContainer(excludingPages: true) {
                    throw error("\(step.path).scene", "cannot push a \(target.typeName) controller (\"\(scene)\")")
                }
            case .present(let scene, _, _):
                _ = try requireScene(scene, at: "\(step.path).scene")
            case .segue(let id):
                guard scenario.segue(id) != nil else {
                    let names = scenario.segues.map { "\"\($0.id)\"" }.joined(separator: ", ")
                    throw error("\(step.path).id", "unknown segue \"\(id)\"; expected one of \(names.isEmpty ? "(no segues defined)" : names)")
                }
            case .unwind(let to):
                _ = try requireScene(to, at: "\(step.path).to")
            default:
                try validatePresentation(step)
                try validateContainers(step)
                try validateContainment(step)
                try validateAssertion(step)
            }
        }
        return launched
    }
}

extension Scene {
    /// The scene type's name as written in files.
    var typeName: String {
        switch kind {
        case .navigation: "navigation"
        case .table: "table"
        case .collection: "collection"
        case .content: "content"
        case .custom(let custom): "custom (\(custom.className))"
        case .tabs: "tabs"
        case .pages: "pages"
        case .split: "split"
        }
    }

    /// Navigation, tab and split controllers cannot be pushed (UIKit N4).
    func isContainer(excludingPages: Bool) -> Bool {
        switch kind {
        case .navigation, .tabs, .split: true
        case .pages: !excludingPages
        case .table, .collection, .content, .custom: false
        }
    }
}

extension PositionedJSON {
    /// The position of the value at a JSON path such as `steps[3].scene`, or of the deepest
    /// ancestor that exists.
    func position(at path: String) -> SourcePosition {
        var node = self
        for component in PathComponent.parse(path) {
            switch (component, node) {
            case (.key(let key), .object(let members, _)):
                guard let next = members.first(where: { $0.key == key })?.value else { return node.position }
                node = next
            case (.index(let index), .array(let elements, _)) where elements.indices.contains(index):
                node = elements[index]
            default:
                return node.position
            }
        }
        return node.position
    }

    enum PathComponent {
        case key(String), index(Int)

        /// Splits `a.b[2].c` into components. Keys containing dots are not addressable.
        static func parse(_ path: String) -> [PathComponent] {
            var components: [PathComponent] = []
            for part in path.split(separator: ".", omittingEmptySubsequences: true) {
                var rest = Substring(part)
                if let bracket = rest.firstIndex(of: "[") {
                    if bracket > rest.startIndex { components.append(.key(String(rest[..<bracket]))) }
                    rest = rest[bracket...]
                    while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                        if let index = Int(rest[rest.index(after: rest.startIndex)..<close]) { components.append(.index(index)) }
                        rest = rest[rest.index(after: close)...]
                    }
                } else {
                    components.append(.key(String(rest)))
                }
            }
            return components
        }
    }
}
