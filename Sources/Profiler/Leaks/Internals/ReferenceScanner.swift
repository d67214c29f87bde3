/// A reference out of an object: strong, or of unknown ownership (weak and unowned
/// references are not listed: they hold nothing).
struct HeapReference {
    /// The field path inside the holder (`helper`, `screens[0]`, `onTap{capture 0: Model}`).
    var label: String
    var status: RetainEdgeStatus
    /// The referenced object; nil when only its address is known (a C pointer, a word of a
    /// closure context whose layout could not be read), which the walk never dereferences.
    var object: AnyObject?
    var address: UInt
    var typeName: String
}

/// Lists the references an object holds, telling strong from weak and unowned by the
/// reflection metadata of each type on the way: stored properties of classes and structs
/// (field descriptors), elements of the standard library's collections, enum payloads and
/// closure captures (capture descriptors, through ``ClosureContextReader``).
///
/// A non-generic class's stored properties are read at their offsets (``ClassLayout``);
/// other values with `Mirror`, child by child. A `weak` or `unowned` field is never loaded. Call only at leak checks: a few microseconds per object, plus one metadata read
/// per type (cached for the scanner's life).
struct ReferenceScanner {
    /// Field names and ownership per type, in declaration order (nil: no field metadata).
    private var fieldTables: [ObjectIdentifier: [(name: String, ownership: ReferenceOwnership)]?] = [:]
    /// Per class: where its stored properties are (nil: read it with `Mirror`).
    private var classLayouts: [ObjectIdentifier: ClassLayout?] = [:]
    /// Per type: its short name, whether it is plain data (trivial, and no pointer or
    /// `Unmanaged` inside, which are trivial too but may refer to an object) and whether it
    /// belongs to the standard library (whose custom mirrors are trusted).
    private var typeFacts: [ObjectIdentifier: (name: String, trivial: Bool, standard: Bool)] = [:]
    /// Values nested deeper than this (collections in structs in closures...) are not read.
    static let maximumDepth = 10

    mutating func references(of object: AnyObject) -> [HeapReference] {
        var found: [HeapReference] = []
        if let layout = classLayout(type(of: object)) {
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            for field in layout.fields {
                guard let type = field.type, !facts(type).trivial else { continue }
                collect(ClosureContextReader.load(type, at: base + field.offset), label: field.name, status: .strong, depth: 0, into: &found)
            }
            return found
        }
        let mirror = Mirror(reflecting: object)
        if object is any CustomReflectable {
            let reason = "\(TypeNames.short(type(of: object))) has a custom Mirror: its children are what it chooses to show"
            for child in mirror.children { collect(child.value, label: child.label ?? "?", status: .unknown(reason: reason), depth: 0, into: &found) }
            return found
        }
        var level: Mirror? = mirror
        while let current = level {
            collectFields(of: current, label: nil, status: .strong, depth: 0, into: &found)
            level = current.superclassMirror
        }
        return found
    }

    /// The stored properties of one class level or struct, each with its declared ownership.
    private mutating func collectFields(of mirror: Mirror, label: String?, status: RetainEdgeStatus, depth: Int, into found: inout [HeapReference]) {
        let children = mirror.children
        let prefix = label.map { $0 + "." } ?? ""
        guard let fields = fieldTable(mirror.subjectType), fields.count == children.count else {
            let reason = "no field metadata for \(TypeNames.short(mirror.subjectType)): weak and strong cannot be told apart"
            for child in children { collect(child.value, label: prefix + (child.label ?? "?"), status: .unknown(reason: reason), depth: depth, into: &found) }
            return
        }
        for (position, index) in children.indices.enumerated() where fields[position].ownership == .strong {
            collect(children[index].value, label: prefix + fields[position].name, status: status, depth: depth, into: &found)
        }
    }

    mutating func facts(_ type: any Any.Type) -> (name: String, trivial: Bool, standard: Bool) {
        let key = ObjectIdentifier(type)
        if let cached = typeFacts[key] { return cached }
        func isTrivial<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        let name = TypeNames.short(type)
        let opaque = name.contains("Pointer") || name.contains("Unmanaged<")
        let facts = (name, isTrivial(type) && !opaque, String(reflecting: type).hasPrefix("Swift."))
        typeFacts[key] = facts
        return facts
    }

    private mutating func classLayout(_ cls: AnyClass) -> ClassLayout? {
        let key = ObjectIdentifier(cls)
        if let cached = classLayouts[key] { return cached }
        let layout = ClassLayout(cls)
        classLayouts[key] = layout
        return layout
    }

    private mutating func fieldTable(_ type: any Any.Type) -> [(name: String, ownership: ReferenceOwnership)]? {
        let key = ObjectIdentifier(type)
        if let cached = fieldTables[key] { return cached }
        let table = SwiftMetadata.fieldOwnership(of: type)
        fieldTables[key] = table
        return table
    }

    /// Adds the objects `value` holds, through optionals, collections, structs, tuples, enum
    /// payloads and closure contexts.
    mutating func collect(_ value: Any, label: String, status: RetainEdgeStatus, depth: Int, into found: inout [HeapReference]) {
        guard depth < Self.maximumDepth else { return }
        let dynamicType = type(of: value)
        if dynamicType is AnyClass {
            let object = Self.object(in: value)
            found.append(HeapReference(label: label, status: status, object: object,
                                       address: UInt(bitPattern: ObjectIdentifier(object)), typeName: facts(dynamicType).name))
            return
        }
        if SwiftMetadata.isThickFunction(dynamicType) {
            var visited: Set<UInt> = []
            if let context = FunctionValue.context(of: value) { collectContext(context, label: label, status: status, depth: depth + 1, visited: &visited, into: &found) }
            return
        }
        let (typeName, trivial, standard) = facts(dynamicType)
        if typeName.hasPrefix("Unsafe") && typeName.contains("Pointer") || typeName == "OpaquePointer" {
            if let address = FunctionValue.firstWord(of: value), address != 0 {
                found.append(HeapReference(label: label, status: .unknown(reason: "a C pointer (\(typeName)): the walk does not read through pointers"),
                                           object: nil, address: address, typeName: "?"))
            }
            return
        }
        let mirror = Mirror(reflecting: value)
        if typeName.hasPrefix("Unmanaged<") {
            let reason = "\(typeName): retained and released by hand, so whether it holds cannot be read"
            for child in mirror.children { collect(child.value, label: label, status: .unknown(reason: reason), depth: depth + 1, into: &found) }
            return
        }
        if trivial { return }  // plain data: no reference to follow
        let custom = !standard && value is any CustomReflectable
        let childStatus = custom ? .unknown(reason: "\(typeName) has a custom Mirror: its children are what it chooses to show") : status
        switch mirror.displayStyle {
        case .optional:
            if let some = mirror.children.first { collect(some.value, label: label, status: status, depth: depth, into: &found) }
        case .collection, .set:
            for (index, element) in mirror.children.enumerated() {
                collect(element.value, label: "\(label)[\(index)]", status: childStatus, depth: depth + 1, into: &found)
            }
        case .dictionary:
            var pairs: [(key: String, value: Any)] = []
            for element in mirror.children {
                let pair = Array(Mirror(reflecting: element.value).children)
                guard pair.count == 2 else { continue }
                let key = pair[0].value as? String ?? TypeNames.stable(String(describing: pair[0].value))
                pairs.append((key, pair[1].value))
            }
            for pair in pairs.sorted(by: { $0.key < $1.key }) {
                collect(pair.value, label: "\(label)[\(pair.key)]", status: childStatus, depth: depth + 1, into: &found)
            }
        case .struct where !custom:
            collectFields(of: mirror, label: label, status: status, depth: depth + 1, into: &found)
        case .struct, .tuple, .enum, .class:
            for (index, child) in mirror.children.enumerated() {
                // A tuple's children are labelled `.0`, `.1`: the path says `pair.1`.
                let name = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? String(index)
                collect(child.value, label: "\(label).\(name)", status: childStatus, depth: depth + 1, into: &found)
            }
        default:
            break
        }
    }

    /// The class instance `value` holds: its single word reinterpreted when the payload is a
    /// class reference (no bridging cast), else the ordinary `as AnyObject`.
    static func object(in value: Any) -> AnyObject {
        func open<T>(_ payload: T) -> AnyObject {
            MemoryLayout<T>.size == MemoryLayout<AnyObject>.size && T.self is AnyClass ? unsafeBitCast(payload, to: AnyObject.self) : payload as AnyObject
        }
        return _openExistential(value, do: open)
    }

    /// Adds what a closure context or a box holds, each capture labelled with its type.
    private mutating func collectContext(_ context: UnsafeRawPointer, label: String, status: RetainEdgeStatus, depth: Int,
                                         visited: inout Set<UInt>, into found: inout [HeapReference]) {
        guard depth < Self.maximumDepth, visited.insert(UInt(bitPattern: context)).inserted else { return }
        for capture in ClosureContextReader.captures(of: context) where capture.ownership == .strong {
            let captureLabel = "\(label){capture \(capture.index): \(capture.typeName)}"
            switch capture.content {
            case .value(let value):
                collect(value, label: captureLabel, status: status, depth: depth + 1, into: &found)
            case .context(let inner, _):
                collectContext(inner, label: captureLabel, status: status, depth: depth + 1, visited: &visited, into: &found)
            case .unknown(let reason, let words):
                for word in words where word != 0 {
                    found.append(HeapReference(label: "\(label){capture \(capture.index)...}", status: .unknown(reason: reason), object: nil, address: word, typeName: "?"))
                }
            }
        }
    }
}

/// The raw words of a function value or a pointer held in an `Any`.
enum FunctionValue {
    /// The context of a thick closure held in `value` (the second of its two words), or nil
    /// when it captures nothing. A thick function is 16 bitwise-takable bytes, so an `Any`
    /// stores it inline; a nested `Any` is opened first.
    static func context(of value: Any) -> UnsafeRawPointer? {
        func open<T>(_ payload: T) -> UnsafeRawPointer? {
            if T.self == Any.self { return context(of: unsafeBitCast(payload, to: Any.self)) }
            guard SwiftMetadata.isThickFunction(T.self) else { return nil }
            return withUnsafeBytes(of: payload) { UnsafeRawPointer(bitPattern: $0.load(fromByteOffset: 8, as: UInt.self)) }
        }
        return _openExistential(value, do: open)
    }

    /// The first word of a pointer-like value (its address).
    static func firstWord(of value: Any) -> UInt? {
        func open<T>(_ payload: T) -> UInt? {
            if T.self == Any.self { return firstWord(of: unsafeBitCast(payload, to: Any.self)) }
            guard MemoryLayout<T>.size >= 8 else { return nil }
            return withUnsafeBytes(of: payload) { $0.load(as: UInt.self) }
        }
        return _openExistential(value, do: open)
    }
}
