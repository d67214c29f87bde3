/// A JSON value as a scenario file wrote it: what a custom scene's `"parameters"` hold.
///
/// Numbers keep their source text, so an integer is never rounded through `Double`. Objects
/// keep their members in file order.
public indirect enum JSONValue: Sendable, Hashable {
    case object([Member])
    case array([JSONValue])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    /// One member of an object.
    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: JSONValue
    }

    /// "object", "array", "string", "number", "boolean" or "null", for error messages.
    package var typeName: String {
        switch self {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }

    init(_ value: PositionedJSON) {
        switch value {
        case .object(let members, _): self = .object(members.map { Member(key: $0.key, value: JSONValue($0.value)) })
        case .array(let elements, _): self = .array(elements.map(JSONValue.init))
        case .string(let text, _): self = .string(text)
        case .number(let text, _): self = .number(text)
        case .bool(let flag, _): self = .bool(flag)
        case .null: self = .null
        }
    }
}
