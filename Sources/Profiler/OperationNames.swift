/// The names of the operations controllers leave the hierarchy under ("pop", "dismiss", a
/// scenario's op...), each numbered once, so that recording a departure on the callback path
/// stores a number: no string is copied or released there (a release could free memory inside
/// a measured window).
///
/// Bounded: ``capacity`` names at most (scenario ops, soak operations and the fixed names are a
/// few dozen); names beyond it all share ``overflowCode``, whose name says so.
struct OperationNames {
    /// No departure recorded.
    static let noneCode = 0
    /// Left without a named operation in progress.
    static let removalCode = 1
    /// Left by being dismissed.
    static let dismissCode = 2
    /// How many names are numbered; later names share ``overflowCode``.
    static let capacity = 4_096
    static let overflowCode = 3

    private(set) var names = ["", "removal", "dismiss", "(one of the operations beyond the first \(capacity) names)"]
    private var codes: [String: Int] = ["removal": removalCode, "dismiss": dismissCode]

    /// The number of `name` (nil: ``removalCode``), numbering it if it is new.
    mutating func code(for name: String?) -> Int {
        guard let name else { return Self.removalCode }
        if let code = codes[name] { return code }
        guard names.count < Self.capacity else { return Self.overflowCode }
        names.append(name)
        codes[name] = names.count - 1
        return names.count - 1
    }

    /// The name numbered `code`, or nil for ``noneCode``.
    func name(_ code: Int) -> String? {
        code == Self.noneCode || code >= names.count ? nil : names[code]
    }
}
