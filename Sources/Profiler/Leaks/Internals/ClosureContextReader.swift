internal import _ProfilerShims

/// One value a closure context (or a `var` box) holds, as its capture descriptor records it.
struct ClosureCapture {
    enum Content {
        /// A value of a known type, copied out of the context.
        case value(Any)
        /// Another heap context: a captured `var`'s box or a captured closure's context.
        case context(UnsafeRawPointer, kind: String)
        /// The layout stops being readable here; `words` are the context's remaining
        /// pointer-aligned words, which the walk only compares with the leaked controller's
        /// address (never dereferences).
        case unknown(reason: String, words: [UInt])
    }

    /// The capture's position among the context's captures.
    var index: Int
    /// The capture's type, short (`ViewController`, `var`, `closure`).
    var typeName: String
    var ownership: ReferenceOwnership
    var content: Content
}

/// Reads what a closure's context holds, through the capture descriptor the compiler emits
/// into the binary's reflection metadata (section `swift5_capture`).
///
/// A thick closure value is two words, a function pointer and a context object (a native
/// Swift heap object), or null when it captures nothing. The context's metadata tells what
/// it is:
/// - class metadata: the closure captured exactly one strong class reference and the
///   compiler used that object itself as the context;
/// - `HeapLocalVariableMetadata` (kind 0x400): after the kind, `OffsetToFirstCapture` (u32,
///   byte 8) and a pointer to the `CaptureDescriptor` (byte 16): `NumCaptureTypes`,
///   `NumMetadataSources`, `NumBindings` (u32 each), then one relative mangled type name per
///   capture. Captures start at `OffsetToFirstCapture`, after `NumBindings` metadata words,
///   each at its type's alignment. A `weak`/`unowned` capture's name ends in `Xw`/`Xo`; a
///   captured `var` is a box (`...Xx`), itself such a context; a captured closure is an
///   `@callee_guaranteed` SIL function type (`I...g_`), two words;
/// - `GenericBoxHeapMetadata` (kind 0x500): a `swift_allocBox` box, its value at `Offset`
///   (u32, byte 8), of type `BoxedType` (byte 16).
///
/// Cost: a few loads per capture and one cached runtime look-up per capture type.
enum ClosureContextReader {
    static func captures(of context: UnsafeRawPointer) -> [ClosureCapture] {
        let metadata = context.load(as: UnsafeRawPointer.self)
        let kind = SwiftMetadata.kind(of: metadata)
        if SwiftMetadata.isClassKind(kind) {
            let object = Unmanaged<AnyObject>.fromOpaque(context).takeUnretainedValue()
            return [ClosureCapture(index: 0, typeName: TypeNames.short(type(of: object)), ownership: .strong, content: .value(object))]
        }
        if kind == SwiftMetadata.genericBoxKind {
            let offset = Int(metadata.load(fromByteOffset: 8, as: UInt32.self))
            let boxed = unsafeBitCast(metadata.load(fromByteOffset: 16, as: UnsafeRawPointer.self), to: Any.Type.self)
            return [
                ClosureCapture(index: 0, typeName: TypeNames.short(boxed), ownership: .strong, content: .value(load(boxed, at: context + offset)))
            ]
        }
        guard kind == SwiftMetadata.heapLocalVariableKind else {
            // Not a context the compiler lays out (a task, an error box...): not even its words
            // are read, since its allocation is not known to come from malloc.
            return [
                ClosureCapture(
                    index: 0, typeName: "?", ownership: .strong,
                    content: .unknown(reason: "a context of metadata kind \(kind), which the walk does not read", words: []))
            ]
        }
        let start = Int(metadata.load(fromByteOffset: 8, as: UInt32.self))
        guard let descriptor = metadata.load(fromByteOffset: 16, as: UnsafeRawPointer?.self) else {
            return [
                unreadable(
                    0, "a closure context without a capture descriptor (reflection metadata off, or an opened existential)", context: context,
                    from: start)
            ]
        }
        let count = Int(descriptor.load(as: UInt32.self))
        let bindings = Int(descriptor.load(fromByteOffset: 8, as: UInt32.self))
        var offset = start + bindings * MemoryLayout<UInt>.size
        var result: [ClosureCapture] = []
        for index in 0..<count {
            guard let name = SwiftMetadata.relative(descriptor + 12 + index * 4) else { break }
            let tail = SwiftMetadata.mangledTail(name)
            let ownership = SwiftMetadata.ownership(ofMangledName: name)
            if tail.hasSuffix("Xx") {  // a captured `var`: a pointer to its box
                offset = align(offset, 8)
                let box = context.load(fromByteOffset: offset, as: UnsafeRawPointer?.self)
                offset += 8
                if let box { result.append(ClosureCapture(index: index, typeName: "var", ownership: .strong, content: .context(box, kind: "var"))) }
                continue
            }
            if let thick = calleeIsThick(tail) {  // a captured closure, as SIL lowers it
                offset = align(offset, 8)
                if thick, let inner = context.load(fromByteOffset: offset + 8, as: UnsafeRawPointer?.self) {
                    result.append(ClosureCapture(index: index, typeName: "closure", ownership: .strong, content: .context(inner, kind: "closure")))
                }
                offset += thick ? 16 : 8
                continue
            }
            guard let type = SwiftMetadata.type(ofMangledName: name), SwiftMetadata.isCopyable(type) else {
                result.append(
                    unreadable(
                        index, "capture \(index) has a type the walk cannot resolve without its generic context", context: context, from: offset))
                break
            }
            let (size, alignment) = layout(of: type)
            offset = align(offset, alignment)
            let value: Any? = ownership == .strong ? load(type, at: context + offset) : nil
            result.append(
                ClosureCapture(
                    index: index, typeName: TypeNames.short(type), ownership: ownership,
                    content: value.map { .value($0) } ?? .unknown(reason: ownership.keyword, words: [])))
            offset += size
        }
        return result
    }

    /// For a SIL function type's mangled tail (`...I` attributes `_`): whether its callee is
    /// thick (`y`, `g`, `x`: a context word follows the function pointer) or thin (`t`); nil
    /// when the name is not a SIL function type.
    static func calleeIsThick(_ tail: String) -> Bool? {
        guard tail.hasSuffix("_"), let marker = tail.lastIndex(of: "I") else { return nil }
        var rest = tail[tail.index(after: marker)...].drop { $0 == "e" || $0 == "A" }
        guard let callee = rest.popFirst() else { return nil }
        switch callee {
        case "y", "g", "x": return true
        case "t": return false
        default: return nil
        }
    }

    /// The remaining words of a context whose layout stops being readable, for an address
    /// comparison only. The context's allocation size comes from the allocator: a context the
    /// compiler lays out is always allocated by `swift_allocObject`, with `malloc`.
    static func unreadable(_ index: Int, _ reason: String, context: UnsafeRawPointer, from offset: Int) -> ClosureCapture {
        var words: [UInt] = []
        let size = _profiler_allocation_size(context)
        var position = align(offset, 8)
        while position + 8 <= size, words.count < 64 {
            words.append(context.load(fromByteOffset: position, as: UInt.self))
            position += 8
        }
        return ClosureCapture(index: index, typeName: "?", ownership: .strong, content: .unknown(reason: reason, words: words))
    }

    static func align(_ offset: Int, _ alignment: Int) -> Int {
        (offset + alignment - 1) & ~(alignment - 1)
    }

    static func layout(of type: any Any.Type) -> (size: Int, alignment: Int) {
        func open<T>(_: T.Type) -> (Int, Int) { (MemoryLayout<T>.size, MemoryLayout<T>.alignment) }
        return open(type)
    }

    /// A copy of the value of `type` stored at `address` (retained: the copy owns a +1).
    static func load(_ type: any Any.Type, at address: UnsafeRawPointer) -> Any {
        func open<T>(_: T.Type) -> Any {
            if T.self == Any.self { return address.assumingMemoryBound(to: Any.self).pointee }
            return address.assumingMemoryBound(to: T.self).pointee
        }
        return open(type)
    }
}
