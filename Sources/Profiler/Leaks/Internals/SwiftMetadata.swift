internal import _ProfilerShims

/// How a stored property or a closure capture holds what it refers to, as the reflection
/// metadata records it: the mangled type name of a `weak`, `unowned` or `unowned(unsafe)`
/// field or capture ends in `Xw`, `Xo` or `Xu` (swift/docs/ABI/Mangling.rst).
enum ReferenceOwnership: Sendable, Equatable {
    case strong, weak, unowned, unownedUnsafe

    /// The Swift spelling, for reports.
    var keyword: String {
        switch self {
        case .strong: "strong"
        case .weak: "weak"
        case .unowned: "unowned"
        case .unownedUnsafe: "unowned(unsafe)"
        }
    }
}

/// Reads the Swift runtime's in-process metadata (64-bit Linux, no Objective-C interop): the
/// layouts of swift/include/swift/ABI/Metadata.h and swift/RemoteInspection/Records.h.
///
/// Every read is of memory the runtime or the binary's reflection sections own and never
/// free, so a read cannot dangle. Nothing here is called outside a leak check.
enum SwiftMetadata {
    /// `MetadataKind` values (swift/ABI/MetadataKind.def). Class metadata on Linux has kind 0;
    /// a value above 0x7FF would be an Objective-C isa pointer, also a class.
    static let structKind: UInt = 0x200
    static let enumKind: UInt = 0x201
    static let optionalKind: UInt = 0x202
    static let functionKind: UInt = 0x302
    /// A closure context or a fixed-layout box: `HeapLocalVariableMetadata`.
    static let heapLocalVariableKind: UInt = 0x400
    /// A box made by `swift_allocBox`: `GenericBoxHeapMetadata`.
    static let genericBoxKind: UInt = 0x500

    static func pointer(of type: any Any.Type) -> UnsafeRawPointer {
        unsafeBitCast(type, to: UnsafeRawPointer.self)
    }

    static func kind(of metadata: UnsafeRawPointer) -> UInt {
        metadata.load(as: UInt.self)
    }

    static func isClassKind(_ kind: UInt) -> Bool { kind == 0 || kind > 0x7FF }

    /// Whether a function type is thick (a function pointer and a context object): the
    /// `FunctionTypeFlags` convention (bits 16-23) is `swift` (0), not block, thin or C.
    static func isThickFunction(_ type: any Any.Type) -> Bool {
        let metadata = pointer(of: type)
        guard kind(of: metadata) == functionKind else { return false }
        let flags = metadata.load(fromByteOffset: 8, as: UInt.self)
        return (flags >> 16) & 0xFF == 0
    }

    /// Whether values of `type` can be copied: the value witness table (one word before the
    /// metadata) holds eight functions, size, stride, then flags (u32, byte 80), where
    /// `IsNonCopyable` is 0x0080_0000. A `~Copyable` value must never be loaded as a copy.
    static func isCopyable(_ type: any Any.Type) -> Bool {
        let witnesses = pointer(of: type).load(fromByteOffset: -MemoryLayout<UInt>.size, as: UnsafeRawPointer.self)
        return witnesses.load(fromByteOffset: 80, as: UInt32.self) & 0x0080_0000 == 0
    }

    /// The nominal type descriptor of a class, struct or enum's metadata, or nil. Class
    /// metadata (no Objective-C interop) holds it after kind, superclass, flags, instance
    /// address point, size, alignment mask, class size and address point: at byte 40; value
    /// metadata right after the kind, at byte 8.
    static func descriptor(of type: any Any.Type) -> UnsafeRawPointer? {
        let metadata = pointer(of: type)
        let kind = kind(of: metadata)
        if isClassKind(kind) { return metadata.load(fromByteOffset: 40, as: UnsafeRawPointer?.self) }
        if kind == structKind || kind == enumKind || kind == optionalKind {
            return metadata.load(fromByteOffset: 8, as: UnsafeRawPointer?.self)
        }
        return nil
    }

    /// The name and ownership of each stored property a type declares itself (not its
    /// superclass's), in declaration order (`Mirror`'s order), read from its field descriptor; nil when the type has no field metadata
    /// (reflection metadata stripped, or not a nominal type).
    ///
    /// Layout: `TypeContextDescriptor.Fields` is a relative pointer at byte 16 of the
    /// descriptor; the `FieldDescriptor` holds its record size (u16) at 10 and count (u32) at
    /// 12, then `FieldRecord`s of flags (u32), mangled type name and field name (relative).
    static func fieldOwnership(of type: any Any.Type) -> [(name: String, ownership: ReferenceOwnership)]? {
        guard let descriptor = descriptor(of: type) else { return nil }
        return fieldRecords(of: descriptor)?.map { ($0.name, $0.ownership) }
    }

    /// The field records of a nominal type descriptor: name, ownership and mangled type name.
    static func fieldRecords(of descriptor: UnsafeRawPointer) -> [(name: String, ownership: ReferenceOwnership, typeName: UnsafeRawPointer)]? {
        guard let fields = relative(descriptor + 16) else { return nil }
        let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
        let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
        guard recordSize >= 12 else { return nil }
        var result: [(name: String, ownership: ReferenceOwnership, typeName: UnsafeRawPointer)] = []
        for index in 0..<count {
            let record = fields + 16 + index * recordSize
            guard let typeName = relative(record + 4), let name = relative(record + 8) else { return nil }
            result.append((String(cString: name.assumingMemoryBound(to: CChar.self)), ownership(ofMangledName: typeName), typeName))
        }
        return result
    }

    /// Follows a 32-bit relative pointer stored at `address`; nil when it is zero.
    static func relative(_ address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = address.load(as: Int32.self)
        return offset == 0 ? nil : address + Int(offset)
    }

    /// The length of a mangled name: up to its NUL, skipping symbolic references (a byte
    /// 0x01-0x17 followed by a 4-byte relative offset, 0x18-0x1F by an 8-byte pointer), whose
    /// payload may contain zero bytes.
    static func mangledNameLength(_ name: UnsafeRawPointer) -> Int {
        var index = 0
        while true {
            let byte = name.load(fromByteOffset: index, as: UInt8.self)
            switch byte {
            case 0: return index
            case 0x01...0x17: index += 5
            case 0x18...0x1F: index += 9
            default: index += 1
            }
        }
    }

    /// The printable suffix of a mangled name (the characters after its last symbolic
    /// reference), which is where reference-storage and function-type operators sit.
    static func mangledTail(_ name: UnsafeRawPointer) -> String {
        let length = mangledNameLength(name)
        var index = 0, tailStart = 0
        while index < length {
            let byte = name.load(fromByteOffset: index, as: UInt8.self)
            switch byte {
            case 0x01...0x17: index += 5; tailStart = index
            case 0x18...0x1F: index += 9; tailStart = index
            default: index += 1
            }
        }
        let bytes = UnsafeRawBufferPointer(start: name + tailStart, count: length - tailStart)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func ownership(ofMangledName name: UnsafeRawPointer) -> ReferenceOwnership {
        let tail = mangledTail(name)
        if tail.hasSuffix("Xw") { return .weak }
        if tail.hasSuffix("Xo") { return .unowned }
        if tail.hasSuffix("Xu") { return .unownedUnsafe }
        return .strong
    }

    /// The type a mangled name in reflection metadata denotes (for a reference-storage name,
    /// its referent type), or nil when it mentions a generic parameter or is a SIL-only type
    /// (a box, an `@callee_guaranteed` function).
    static func type(ofMangledName name: UnsafeRawPointer) -> (any Any.Type)? {
        let length = mangledNameLength(name)
        guard let metadata = _profiler_type_by_mangled_name(name.assumingMemoryBound(to: CChar.self), length) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}
