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
/// A non-generic class's stored properties are read at their offsets (``ClassLayout``), each
/// through its type's ``ReferencePlan`` (class references, optionals, arrays, sets,
/// dictionaries and closures read in place); other values with `Mirror`, child by child. A
/// `weak` or `unowned` field is never loaded. Call only at leak checks. Layouts and plans are
/// worked out once per type and kept by the profiler from one check to the next
/// (`RuntimeProfiler.leakScanner`), so a check pays per object only for the loads and the
/// references it lists.
struct ReferenceScanner {
    /// Field names and ownership per type, in declaration order (nil: no field metadata).
    private var fieldTables: [ObjectIdentifier: [(name: String, ownership: ReferenceOwnership)]?] = [:]
    /// Per class: where its stored properties are and how to read each (nil: read it with
    /// `Mirror`).
    private var classPlans: [[(name: String, offset: Int, plan: ReferencePlan)]?] = []
    /// Per class metadata address: its index in `classPlans`.
    private var classPlanIndex = AddressTable()
    /// Per static type: how to read a value of it in place.
    private var plans: [ObjectIdentifier: ReferencePlan] = [:]
    /// Per type: its short name, whether it is plain data (trivial, and no pointer or
    /// `Unmanaged` inside, which are trivial too but may refer to an object) and whether it
    /// belongs to the standard library (whose custom mirrors are trusted).
    private var typeFacts: [ObjectIdentifier: (name: String, trivial: Bool, standard: Bool)] = [:]
    /// Values nested deeper than this (collections in structs in closures...) are not read.
    static let maximumDepth = 10
    /// Whether the plans' readings form each reference's label and type name. A search needs
    /// neither (only the references, in order); ``RetainPathFinder`` reads a holder again,
    /// with them, for the edges of the path it found. The order is the same either way.
    var labelsWanted = true
    /// Whether values are read through their types' plans; false reads every value with
    /// `Mirror`, as before plans (the reference the tests compare plans with).
    var plansEnabled = true

    mutating func references(of object: AnyObject) -> [HeapReference] {
        var found: [HeapReference] = []
        if plansEnabled, let fields = classPlan(type(of: object)) {
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            for field in fields {
                walk(field.plan, at: base + field.offset, label: field.name, status: .strong, depth: 0, into: &found)
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
            for child in children {
                collect(child.value, label: prefix + (child.label ?? "?"), status: .unknown(reason: reason), depth: depth, into: &found)
            }
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
        let facts = (name, isTrivial(type) && !opaque, TypeNames.qualified(type).hasPrefix("Swift."))
        typeFacts[key] = facts
        return facts
    }

    /// The stored properties of `cls` that may hold a reference, each with its offset and
    /// plan (weak, unowned and plain-data fields left out), or nil for `Mirror`.
    private mutating func classPlan(_ cls: AnyClass) -> [(name: String, offset: Int, plan: ReferencePlan)]? {
        let key = UInt(bitPattern: ObjectIdentifier(cls))
        if let index = classPlanIndex.value(for: key) { return classPlans[index] }
        let fields = ClassLayout(cls).map { layout in
            layout.fields.compactMap { field -> (name: String, offset: Int, plan: ReferencePlan)? in
                guard let type = field.type else { return nil }
                let plan = plan(for: type)
                return plan.holdsNothing ? nil : (field.name, field.offset, plan)
            }
        }
        classPlanIndex.insert(key, classPlans.count)
        classPlans.append(fields)
        return fields
    }

    /// How to read a value of static type `type` in place (worked out once per type).
    mutating func plan(for type: any Any.Type) -> ReferencePlan {
        let key = ObjectIdentifier(type)
        if let cached = plans[key] { return cached }
        let plan = makePlan(type)
        plans[key] = plan
        return plan
    }

    /// Adds the strong class reference stored at `address` (never 0).
    private mutating func addObject(at address: UnsafeRawPointer, label: String, status: RetainEdgeStatus, into found: inout [HeapReference]) {
        let pointer = address.load(as: UnsafeRawPointer.self)
        let object = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
        found.append(
            HeapReference(
                label: label, status: status, object: object, address: UInt(bitPattern: pointer),
                typeName: labelsWanted ? facts(type(of: object)).name : ""))
    }

    /// The plan for `type`, deciding in ``collect(_:label:status:depth:into:)``'s order.
    private mutating func makePlan(_ type: any Any.Type) -> ReferencePlan {
        if type is AnyClass { return .object }
        if SwiftMetadata.isThickFunction(type) { return .closure }
        let (name, trivial, _) = facts(type)
        if name.hasPrefix("Unsafe") && name.contains("Pointer") || name == "OpaquePointer" || name.hasPrefix("Unmanaged<") { return .general(type) }
        if trivial || type == String.self { return .nothing }
        if let optional = type as? any OptionalLayout.Type {
            let wrapped = plan(for: optional.wrappedType)
            if case .object = wrapped, MemoryLayout<UInt>.size == ClosureContextReader.layout(of: type).size { return .optionalObject }
            if case .closure = wrapped, optional.nilIsZeroFirstWord { return .optionalClosure }
            return wrapped.holdsNothing ? .nothing : .optional(optional, wrapped: wrapped)
        }
        if let sequence = type as? any SequenceLayout.Type {
            let element = plan(for: sequence.elementType)
            if case .object = element, sequence.isContiguousBuffer { return .objectArray }
            return element.holdsNothing ? .nothing : .sequence(sequence, element: element)
        }
        if let dictionary = type as? any DictionaryLayout.Type {
            let value = plan(for: dictionary.valueType)
            return value.holdsNothing ? .nothing : .dictionary(dictionary, value: value)
        }
        if !facts(type).standard, !(type is any CustomReflectable.Type), let fields = StructLayout(type)?.fields {
            // A struct Mirror would read field by field (`collectFields`): its strong fields at
            // their offsets. A struct that holds itself through a collection meets its own
            // plan under construction: that inner occurrence is read as before, with Mirror.
            plans[ObjectIdentifier(type)] = .general(type)
            let planned = fields.compactMap { field -> (name: String, offset: Int, plan: ReferencePlan)? in
                guard let fieldType = field.type else { return nil }
                let plan = plan(for: fieldType)
                return plan.holdsNothing ? nil : (field.name, field.offset, plan)
            }
            return planned.isEmpty ? .nothing : .fields(planned)
        }
        return .general(type)
    }

    /// Adds the references the value at `address` holds, read by `plan`: the same as
    /// ``collect(_:label:status:depth:into:)`` on a copy of that value.
    mutating func walk(
        _ plan: ReferencePlan, at address: UnsafeRawPointer, label: String, status: RetainEdgeStatus, depth: Int,
        into found: inout [HeapReference]
    ) {
        guard depth < Self.maximumDepth else { return }
        switch plan {
        case .nothing:
            return
        case .object:
            addObject(at: address, label: label, status: status, into: &found)
        case .optionalObject:
            if address.load(as: UInt.self) != 0 { addObject(at: address, label: label, status: status, into: &found) }
        case .objectArray:
            guard depth + 1 < Self.maximumDepth else { return }
            let storage = address.load(as: UnsafeRawPointer.self)
            let count = storage.load(fromByteOffset: 16, as: Int.self)
            found.reserveCapacity(found.count + count)
            for index in 0..<count {
                addObject(
                    at: storage + 32 + index * MemoryLayout<UInt>.size, label: labelsWanted ? "\(label)[\(index)]" : "", status: status, into: &found)
            }
        case .optional(let layout, let wrapped):
            if layout.isSome(at: address) { walk(wrapped, at: address, label: label, status: status, depth: depth, into: &found) }
        case .sequence(let layout, let element):
            layout.forEachElement(at: address) { element_, index in
                walk(element, at: element_, label: labelsWanted ? "\(label)[\(index)]" : "", status: status, depth: depth + 1, into: &found)
            }
        case .dictionary(let layout, let value):
            layout.forEachValue(at: address) { key, pointer in
                walk(value, at: pointer, label: labelsWanted ? "\(label)[\(key)]" : "", status: status, depth: depth + 1, into: &found)
            }
        case .fields(let fields):
            for field in fields {
                walk(
                    field.plan, at: address + field.offset, label: labelsWanted ? "\(label).\(field.name)" : "", status: status,
                    depth: depth + 1, into: &found)
            }
        case .optionalClosure:
            if address.load(as: UInt.self) != 0 { walk(.closure, at: address, label: label, status: status, depth: depth, into: &found) }
        case .closure:
            guard let context = address.load(fromByteOffset: 8, as: UnsafeRawPointer?.self) else { return }
            if !addCapturedObject(context: context, label: label, status: status, depth: depth + 1, into: &found) {
                var visited: Set<UInt> = [UInt(bitPattern: context)]
                collectContext(context, label: label, status: status, depth: depth + 1, visited: &visited, into: &found, entered: true)
            }
        case .general(let type):
            collect(ClosureContextReader.load(type, at: address), label: label, status: status, depth: depth, into: &found)
        }
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
        if plansEnabled {
            // A value whose type has a plan is read in place by it (the same references).
            func open<T>(_ payload: T) -> Bool {
                let plan = plan(for: T.self)
                if case .general = plan { return false }
                withUnsafePointer(to: payload) { walk(plan, at: UnsafeRawPointer($0), label: label, status: status, depth: depth, into: &found) }
                return true
            }
            if _openExistential(value, do: open) { return }
        }
        let dynamicType = type(of: value)
        if dynamicType is AnyClass {
            let object = Self.object(in: value)
            found.append(
                HeapReference(
                    label: label, status: status, object: object,
                    address: UInt(bitPattern: ObjectIdentifier(object)), typeName: facts(dynamicType).name))
            return
        }
        if SwiftMetadata.isThickFunction(dynamicType) {
            var visited: Set<UInt> = []
            if let context = FunctionValue.context(of: value) {
                collectContext(context, label: label, status: status, depth: depth + 1, visited: &visited, into: &found)
            }
            return
        }
        let (typeName, trivial, standard) = facts(dynamicType)
        if typeName.hasPrefix("Unsafe") && typeName.contains("Pointer") || typeName == "OpaquePointer" {
            if let address = FunctionValue.firstWord(of: value), address != 0 {
                found.append(
                    HeapReference(
                        label: label, status: .unknown(reason: "a C pointer (\(typeName)): the walk does not read through pointers"),
                        object: nil, address: address, typeName: "?"))
            }
            return
        }
        if standard, typeName.hasPrefix("Task<"), let word = FunctionValue.firstWord(of: value), let task = UnsafeRawPointer(bitPattern: word) {
            // A task handle: the closure the task still runs, with its captures (TK3, TK5).
            let result = unsafeBitCast(SwiftMetadata.pointer(of: dynamicType).load(fromByteOffset: 16, as: UnsafeRawPointer.self), to: Any.Type.self)
            if let context = TaskClosureReader.context(ofTask: task, result: result) {
                var visited: Set<UInt> = []
                collectContext(context, label: "\(label){Task closure}", status: status, depth: depth + 1, visited: &visited, into: &found)
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
            MemoryLayout<T>.size == MemoryLayout<AnyObject>.size && T.self is AnyClass
                ? unsafeBitCast(payload, to: AnyObject.self) : payload as AnyObject
        }
        return _openExistential(value, do: open)
    }

    /// When the compiler used the one captured object as the context (class metadata), adds
    /// it as capture 0, named by its class (what ``ClosureContextReader/captures(of:)``
    /// reports, without its name look-up), and returns true; false for any other context.
    /// A top-level closure's own context needs no visited set then: nothing is read past it.
    private mutating func addCapturedObject(
        context: UnsafeRawPointer, label: String, status: RetainEdgeStatus, depth: Int,
        into found: inout [HeapReference]
    ) -> Bool {
        guard depth < Self.maximumDepth else { return true }
        let metadata = context.load(as: UnsafeRawPointer.self)
        guard SwiftMetadata.isClassKind(SwiftMetadata.kind(of: metadata)) else { return false }
        guard depth + 1 < Self.maximumDepth else { return true }
        let object = Unmanaged<AnyObject>.fromOpaque(context).takeUnretainedValue()
        let name = labelsWanted ? facts(type(of: object)).name : ""
        found.append(
            HeapReference(
                label: labelsWanted ? "\(label){capture 0: \(name)}" : "", status: status, object: object,
                address: UInt(bitPattern: context), typeName: name))
        return true
    }

    /// Adds what a closure context or a box holds, each capture labelled with its type.
    private mutating func collectContext(
        _ context: UnsafeRawPointer, label: String, status: RetainEdgeStatus, depth: Int,
        visited: inout Set<UInt>, into found: inout [HeapReference], entered: Bool = false
    ) {
        guard depth < Self.maximumDepth, entered || visited.insert(UInt(bitPattern: context)).inserted else { return }
        if addCapturedObject(context: context, label: label, status: status, depth: depth, into: &found) { return }
        for capture in ClosureContextReader.captures(of: context) where capture.ownership == .strong {
            let captureLabel = "\(label){capture \(capture.index): \(capture.typeName)}"
            switch capture.content {
            case .value(let value):
                collect(value, label: captureLabel, status: status, depth: depth + 1, into: &found)
            case .context(let inner, _):
                collectContext(inner, label: captureLabel, status: status, depth: depth + 1, visited: &visited, into: &found)
            case .unknown(let reason, let words):
                for word in words where word != 0 {
                    found.append(
                        HeapReference(
                            label: "\(label){capture \(capture.index)...}", status: .unknown(reason: reason), object: nil, address: word,
                            typeName: "?"))
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
