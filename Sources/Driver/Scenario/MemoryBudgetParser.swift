/// Parses the `"budgets"` object.
enum MemoryBudgetParser {
    /// Bytes a budget can name: 16 TiB.
    static let bytesRange: ClosedRange<Int> = 0...(1 << 44)
    static let instancesRange: ClosedRange<Int> = 0...1_000_000

    static func parse(_ value: PositionedJSON?, file: String?, scenes: [Scene]) throws(DriverError) -> [MemoryBudget] {
        guard let value else { return [] }
        guard case .object(let members, _) = value else {
            throw DriverError(
                file: file, path: "budgets", message: "expected an object of budgets, found \(value.typeName)", position: value.position)
        }
        var budgets: [MemoryBudget] = []
        for (key, body) in members {
            let path = "budgets.\(key)"
            let subject: MemoryBudget.Subject
            if key.hasPrefix("class:") {
                let name = String(key.dropFirst("class:".count))
                guard !name.isEmpty else {
                    throw DriverError(file: file, path: path, message: "expected a class name after \"class:\"", position: body.position)
                }
                subject = .className(name)
            } else {
                guard scenes.contains(where: { $0.id == key }) else {
                    throw DriverError(
                        file: file, path: path, message: "no scene \"\(key)\"; a budget names a scene id or \"class:ClassName\"",
                        position: body.position)
                }
                subject = .scene(key)
            }
            var reader = try ObjectReader(body, path: path, file: file)
            let budget = MemoryBudget(
                subject: subject, path: path,
                maxInstances: try reader.int("maxInstances", in: instancesRange),
                bytes: try reader.int("bytes", in: bytesRange),
                bytesAfterWarning: try reader.int("bytesAfterWarning", in: bytesRange),
                retention: try MemoryBudget.Retention(
                    rawValue: reader.oneOf("retention", MemoryBudget.Retention.allCases.map(\.rawValue), default: "none")) ?? .none
            )
            try reader.rejectUnknownKeys()
            if budget.maxInstances == nil, budget.bytes == nil, budget.bytesAfterWarning == nil, budget.retention == .none {
                throw DriverError(
                    file: file, path: path, message: "expected at least one of \"maxInstances\", \"bytes\", \"bytesAfterWarning\", \"retention\"",
                    position: body.position)
            }
            budgets.append(budget)
        }
        return budgets
    }
}
