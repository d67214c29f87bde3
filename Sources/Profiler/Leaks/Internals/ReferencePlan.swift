/// How to read the references a value of one static type holds, worked out once per type
/// (``ReferenceScanner/plan(for:)``) so that a leak check reads each value in place, at its
/// address, with no `Mirror`, dynamic cast or conformance look-up per value. Each case reads
/// exactly what ``ReferenceScanner/collect(_:label:status:depth:into:)`` reads for a value of
/// that type (same references, labels, statuses and depths; `ReferencePlanTests` compares
/// the two on every shape); ``general`` is that reading itself, for the types without a plan.
indirect enum ReferencePlan {
    /// Plain data, or a standard-library type whose mirror shows no child (`String`).
    case nothing
    /// A strong reference to an instance of a concrete class: the object's own class names it.
    case object
    /// An optional strong reference to an instance of a concrete class: one word, 0 for nil.
    case optionalObject
    /// An optional thick closure whose nil is a zero first word (the function pointer):
    /// read as ``closure`` when that word is not 0.
    case optionalClosure
    /// An `Array` or `ContiguousArray` of strong class references, read from its storage:
    /// the element count at byte 16 of the buffer object, the references from byte 32.
    case objectArray
    /// An `Optional`: nothing when nil, else its payload (stored at the same address).
    case optional(any OptionalLayout.Type, wrapped: ReferencePlan)
    /// An `Array`, `ContiguousArray` or `Set`: each element, labelled `[i]`, one level deeper.
    case sequence(any SequenceLayout.Type, element: ReferencePlan)
    /// A `Dictionary`: each value, labelled `[key]`, in key order, one level deeper.
    case dictionary(any DictionaryLayout.Type, value: ReferencePlan)
    /// A thick closure: what its context captures.
    case closure
    /// A struct (not the standard library's, without a custom mirror): its strong stored
    /// properties at their offsets, each labelled `.name`, one level deeper.
    case fields([(name: String, offset: Int, plan: ReferencePlan)])
    /// Anything else: copied out as `Any` and read through `Mirror`.
    case general(any Any.Type)

    /// Whether a value with this plan can hold no reference at all (its collections need not
    /// be walked).
    var holdsNothing: Bool {
        if case .nothing = self { return true }
        return false
    }
}

/// `Optional` seen from a plan: whether the value at an address holds a payload.
protocol OptionalLayout {
    static var wrappedType: any Any.Type { get }
    /// Whether `nil` is stored as a zero first word (checked on `nil` itself).
    static var nilIsZeroFirstWord: Bool { get }
    static func isSome(at address: UnsafeRawPointer) -> Bool
}

extension Optional: OptionalLayout {
    static var wrappedType: any Any.Type { Wrapped.self }

    static var nilIsZeroFirstWord: Bool {
        MemoryLayout<Self>.size >= MemoryLayout<UInt>.size && withUnsafeBytes(of: Self.none) { $0.load(as: UInt.self) == 0 }
    }

    static func isSome(at address: UnsafeRawPointer) -> Bool {
        switch address.assumingMemoryBound(to: Self.self).pointee {
        case .some: true
        case .none: false
        }
    }
}

/// `Array`, `ContiguousArray` and `Set` seen from a plan: their elements in `Mirror`'s order,
/// each at an address valid for the call.
protocol SequenceLayout {
    static var elementType: any Any.Type { get }
    /// Whether the value is one reference to a contiguous buffer object (count at byte 16,
    /// elements from byte 32): `Array` (native, as on Linux) and `ContiguousArray`.
    static var isContiguousBuffer: Bool { get }
    static func forEachElement(at address: UnsafeRawPointer, _ body: (UnsafeRawPointer, Int) -> Void)
}

extension Array: SequenceLayout {
    static var elementType: any Any.Type { Element.self }
    static var isContiguousBuffer: Bool { true }

    static func forEachElement(at address: UnsafeRawPointer, _ body: (UnsafeRawPointer, Int) -> Void) {
        address.assumingMemoryBound(to: Self.self).pointee.withUnsafeBufferPointer { forEachContiguousElement(of: $0, body) }
    }
}

extension ContiguousArray: SequenceLayout {
    static var elementType: any Any.Type { Element.self }
    static var isContiguousBuffer: Bool { true }

    static func forEachElement(at address: UnsafeRawPointer, _ body: (UnsafeRawPointer, Int) -> Void) {
        address.assumingMemoryBound(to: Self.self).pointee.withUnsafeBufferPointer { forEachContiguousElement(of: $0, body) }
    }
}

/// Each element's address and index in a contiguous buffer (Array's and ContiguousArray's storage).
private func forEachContiguousElement<Element>(of buffer: UnsafeBufferPointer<Element>, _ body: (UnsafeRawPointer, Int) -> Void) {
    guard let base = buffer.baseAddress else { return }
    for index in 0..<buffer.count { body(UnsafeRawPointer(base + index), index) }
}

extension Set: SequenceLayout {
    static var elementType: any Any.Type { Element.self }
    static var isContiguousBuffer: Bool { false }

    static func forEachElement(at address: UnsafeRawPointer, _ body: (UnsafeRawPointer, Int) -> Void) {
        for (index, element) in address.assumingMemoryBound(to: Self.self).pointee.enumerated() {
            withUnsafePointer(to: element) { body(UnsafeRawPointer($0), index) }
        }
    }
}

/// `Dictionary` seen from a plan: its values with their keys as the path prints them, sorted
/// by that text (the order ``ReferenceScanner`` reports a dictionary's entries in).
protocol DictionaryLayout {
    static var valueType: any Any.Type { get }
    static func forEachValue(at address: UnsafeRawPointer, _ body: (String, UnsafeRawPointer) -> Void)
}

extension Dictionary: DictionaryLayout {
    static var valueType: any Any.Type { Value.self }

    /// Read from the native storage (a `__RawDictionaryStorage`: count at byte 16, scale
    /// (log2 of the bucket count) at 32, the keys' and values' buffers at 48 and 56, the
    /// occupied-bucket bitmap from 64, whose bits past the last bucket are set), in bucket order, which is the order the dictionary
    /// iterates in and so the order Mirror lists it in; then by key text, as the scanner
    /// sorts. Generic code that iterated the dictionary looked its views' and tuples' metadata
    /// up on every call: about 4,000 instructions for a one-entry dictionary.
    static func forEachValue(at address: UnsafeRawPointer, _ body: (String, UnsafeRawPointer) -> Void) {
        let storage = address.load(as: UnsafeRawPointer.self)
        let count = storage.load(fromByteOffset: 16, as: Int.self)
        guard count > 0 else { return }
        let buckets = 1 << Int(storage.load(fromByteOffset: 32, as: Int8.self))
        let keys = storage.load(fromByteOffset: 48, as: UnsafeRawPointer.self)
        let values = storage.load(fromByteOffset: 56, as: UnsafeRawPointer.self)
        let keyStride = MemoryLayout<Key>.stride, valueStride = MemoryLayout<Value>.stride
        var occupied: [Int] = []
        occupied.reserveCapacity(count)
        for word in 0..<(buckets + UInt.bitWidth - 1) / UInt.bitWidth {
            var bits = storage.load(fromByteOffset: 64 + word * MemoryLayout<UInt>.size, as: UInt.self)
            // A table smaller than a word marks the bits past its buckets occupied.
            if buckets < UInt.bitWidth { bits &= (1 << UInt(buckets)) &- 1 }
            while bits != 0 {
                occupied.append(word * UInt.bitWidth + bits.trailingZeroBitCount)
                bits &= bits &- 1
            }
        }
        if occupied.count == 1 {
            body(text(ofKeyAt: keys + occupied[0] * keyStride), values + occupied[0] * valueStride)
            return
        }
        let texts = occupied.map { text(ofKeyAt: keys + $0 * keyStride) }
        for index in texts.indices.sorted(by: { texts[$0] < texts[$1] }) {
            body(texts[index], values + occupied[index] * valueStride)
        }
    }

    /// The text of the key stored at `address`.
    private static func text(ofKeyAt address: UnsafeRawPointer) -> String {
        if Key.self == String.self { return address.load(as: String.self) }
        return text(of: address.assumingMemoryBound(to: Key.self).pointee)
    }

    /// A key as a path prints it: a string as is, anything else described.
    private static func text(of key: Key) -> String {
        if Key.self == String.self { return unsafeBitCast(key, to: String.self) }
        return key as? String ?? TypeNames.stable(String(describing: key))
    }
}
