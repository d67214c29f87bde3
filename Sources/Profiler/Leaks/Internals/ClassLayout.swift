/// Where a non-generic class keeps its stored properties, for reading them without `Mirror`.
///
/// For each class level (the class, then each superclass, as `Mirror` orders them): the
/// descriptor's field records (name, ownership, mangled type name, resolved once), and the
/// field offsets from the metadata's field offset vector: `FieldOffsetVectorOffset` (u32 at
/// byte 40 of a `ClassDescriptor`) words from the metadata's address point, one word per field.
/// Generic classes (descriptor flag 0x80), classes with a resilient superclass (kind-specific
/// flag bit 13) and fields whose type does not resolve (or is `~Copyable`) are left to
/// `Mirror`: nil.
///
/// Cost: once per class per scanner; then a load per strong field, no per-child look-ups.
struct ClassLayout {
    struct Field {
        var name: String
        var offset: Int
        /// Nil for a `weak` or `unowned` field, never loaded.
        var type: (any Any.Type)?
    }

    let fields: [Field]

    init?(_ cls: AnyClass) {
        var fields: [Field] = []
        var level: UnsafeRawPointer? = SwiftMetadata.pointer(of: cls)
        while let metadata = level {
            guard SwiftMetadata.isClassKind(SwiftMetadata.kind(of: metadata)),
                let descriptor = metadata.load(fromByteOffset: 40, as: UnsafeRawPointer?.self)
            else { return nil }
            let flags = descriptor.load(as: UInt32.self)
            guard flags & 0x1F == 16, flags & 0x80 == 0, (flags >> 16) & (1 << 13) == 0 else { return nil }
            let count = Int(descriptor.load(fromByteOffset: 36, as: UInt32.self))
            let vector = Int(descriptor.load(fromByteOffset: 40, as: UInt32.self)) * MemoryLayout<UInt>.size
            guard let records = SwiftMetadata.fieldRecords(of: descriptor), records.count == count else { return nil }
            for (index, record) in records.enumerated() {
                let offset = Int(metadata.load(fromByteOffset: vector + index * MemoryLayout<UInt>.size, as: UInt.self))
                guard record.ownership == .strong else {
                    fields.append(Field(name: record.name, offset: offset, type: nil))
                    continue
                }
                guard let type = SwiftMetadata.type(ofMangledName: record.typeName), SwiftMetadata.isCopyable(type) else { return nil }
                fields.append(Field(name: record.name, offset: offset, type: type))
            }
            level = metadata.load(fromByteOffset: 8, as: UnsafeRawPointer?.self)
        }
        self.fields = fields
    }
}

/// Where a non-generic struct keeps its stored properties: the descriptor's field records and
/// the metadata's field offset vector (`FieldOffsetVectorOffset`, u32 at byte 24 of a
/// `StructDescriptor`, in words from the metadata's address point; one u32 offset per field).
/// Nil for a generic struct (descriptor flag 0x80), a type that is not a struct (kind 17),
/// missing field metadata, or a strong field whose type does not resolve (or is `~Copyable`).
struct StructLayout {
    let fields: [ClassLayout.Field]

    init?(_ type: any Any.Type) {
        guard SwiftMetadata.kind(of: SwiftMetadata.pointer(of: type)) == 0x200,
            let descriptor = SwiftMetadata.descriptor(of: type)
        else { return nil }
        let flags = descriptor.load(as: UInt32.self)
        guard flags & 0x1F == 17, flags & 0x80 == 0 else { return nil }
        let count = Int(descriptor.load(fromByteOffset: 20, as: UInt32.self))
        let vector = Int(descriptor.load(fromByteOffset: 24, as: UInt32.self)) * MemoryLayout<UInt>.size
        guard let records = SwiftMetadata.fieldRecords(of: descriptor), records.count == count else { return nil }
        let metadata = SwiftMetadata.pointer(of: type)
        var fields: [ClassLayout.Field] = []
        for (index, record) in records.enumerated() {
            let offset = Int(metadata.load(fromByteOffset: vector + index * MemoryLayout<UInt32>.size, as: UInt32.self))
            guard record.ownership == .strong else { continue }
            guard let type = SwiftMetadata.type(ofMangledName: record.typeName), SwiftMetadata.isCopyable(type) else { return nil }
            fields.append(ClassLayout.Field(name: record.name, offset: offset, type: type))
        }
        self.fields = fields
    }
}
