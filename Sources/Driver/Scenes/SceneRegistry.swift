public import ViewRuntime

/// The user's own view controllers, by the class name a scenario file uses for them.
///
/// A scenario scene `{"type": "custom", "class": "Inbox", "parameters": {"messages": 5000}}`
/// is made by the factory registered under `"Inbox"`. Register every class before parsing a
/// scenario (``ScenarioParser/parse(_:file:scenes:)``), and pass the same registry to the
/// runner or soak (``RunOptions/scenes``, ``SoakOptions/scenes``), or to
/// `ViewPressureCLI.main(scenes:)`, which does both.
///
/// ```swift
/// var scenes = SceneRegistry()
/// scenes.register("Inbox") { parameters in
///     try parameters.int("messages", in: 0...1_000_000, default: 1000)
/// } make: { runtime, messages in
///     InboxController(runtime: runtime, messages: messages)
/// }
/// ```
///
/// `configure` reads and checks the parameters. It runs when the file is parsed, so a bad
/// parameter is exit 2 with its JSON path before anything runs, and again for every instance.
/// `make` builds the controller on the main actor; it must create the scene's controller
/// before any other controller, because the runtime names the next controller created
/// `scene#n` (the label that traces, results and leak reports use).
///
/// Cost: a dictionary lookup per scene instance, plus what the closures do.
public struct SceneRegistry: Sendable {
    /// One registered class.
    public struct Entry: Sendable {
        public let className: String
        /// One line for `viewpressure list`.
        public let summary: String
        let validate: @Sendable (SceneParameters) throws(DriverError) -> Void
        let instantiate: @MainActor @Sendable (Runtime, SceneParameters) throws -> ViewController
    }

    private var entries: [String: Entry] = [:]
    /// Extra leak roots, named, read at each leak check (``addLeakRoots(_:)``).
    package private(set) var leakRoots: [(name: String, read: @MainActor @Sendable () -> Any)] = []

    public init() {}

    /// Registers `className`.
    ///
    /// - Parameters:
    ///   - className: the name scenario files use in `"class"`.
    ///   - summary: one line that says what the screen is, for `viewpressure list`.
    ///   - configure: reads the scene's parameters into whatever `make` needs; throws
    ///     ``DriverError/sceneParameter(key:message:)`` for a bad one. Parameters it does not read are rejected.
    ///   - make: builds the controller from the runtime and the configuration.
    public mutating func register<Configuration>(
        _ className: String, summary: String = "",
        configure: @escaping @Sendable (SceneParameters) throws(DriverError) -> Configuration,
        make: @escaping @MainActor @Sendable (Runtime, Configuration) throws -> ViewController
    ) {
        entries[className] = Entry(
            className: className, summary: summary,
            validate: { parameters throws(DriverError) in _ = try configure(parameters) },
            instantiate: { runtime, parameters in
                let configuration: Configuration
                do { configuration = try configure(parameters) } catch { throw DriverError(.sceneConfiguration, "\(className): \(error)") }
                return try make(runtime, configuration)
            })
    }

    /// Registers `className` for a controller that takes no parameters.
    public mutating func register(
        _ className: String, summary: String = "", make: @escaping @MainActor @Sendable (Runtime) throws -> ViewController
    ) {
        register(className, summary: summary, configure: { _ throws(DriverError) in () }, make: { runtime, _ in try make(runtime) })
    }

    /// Registers holders of controllers that the leak walk cannot find by itself as roots of
    /// every run and soak made with this registry: the globals and statics of the executable's
    /// modules are roots already (docs/LEAKS.md), so this is for a global of a shared library,
    /// or a cache handed out by a computed property.
    ///
    /// ```swift
    /// scenes.addLeakRoots(["ImageLoader.shared.screens": { ImageLoader.shared.screens }])
    /// ```
    /// Each closure is called at each leak check, its value walked like a stored property.
    public mutating func addLeakRoots(_ roots: KeyValuePairs<String, @MainActor @Sendable () -> Any>) {
        for (name, read) in roots { leakRoots.append((name, read)) }
    }

    /// The entry for `className`, if registered.
    public func entry(_ className: String) -> Entry? { entries[className] }

    /// The parameters `className`'s factory reads (its `configure` run once with none given:
    /// each accessor records itself and returns its default), in the order it reads them.
    /// A factory that reads some only after others had particular values lists what it read.
    public func parameters(of className: String) -> [SceneParameterInfo] {
        guard let entry = entries[className] else { return [] }
        let discovery = SceneParameters.Discovery()
        try? entry.validate(SceneParameters(discovering: discovery))
        return discovery.found
    }

    /// The registered class names, sorted.
    public var classNames: [String] { entries.keys.sorted() }

    /// Whether nothing is registered (the built-in CLI).
    public var isEmpty: Bool { entries.isEmpty }

    /// Checks `parameters` with the factory of `className` (the parser's half).
    func validate(_ className: String, _ parameters: JSONValue) throws(DriverError) {
        guard let entry = entries[className] else {
            let known = classNames.map { "\"\($0)\"" }.joined(separator: ", ")
            throw DriverError(
                .unknownClass,
                "unknown class \"\(className)\"; "
                    + (known.isEmpty
                        ? "no custom scenes are registered (register them with SceneRegistry and run your own profiler executable)"
                        : "expected one of \(known)"))
        }
        let reader = SceneParameters(parameters)
        try entry.validate(reader)
        try reader.rejectUnreadKeys()
    }

    /// A new controller of `className` (the storyboard's half).
    @MainActor
    func instantiate(_ className: String, parameters: JSONValue, runtime: Runtime) throws -> ViewController {
        guard let entry = entries[className] else { throw DriverError(.unknownClass, "unknown class \"\(className)\"") }
        return try entry.instantiate(runtime, SceneParameters(parameters))
    }
}
