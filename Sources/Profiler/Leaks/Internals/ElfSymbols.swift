import Glibc

/// The object symbols of an ELF64 file's `.symtab`, read with `pread` (only the section
/// headers, the symbol table and its string table; never the whole file).
///
/// Layouts (the System V gABI): the ELF header holds `e_entry` at byte 24, `e_shoff` at 40,
/// `e_shentsize`/`e_shnum` at 58/60; a section header holds its type at 4, file offset at 24,
/// size at 32 and linked section at 40; an `Elf64_Sym` (24 bytes) holds its name offset at 0,
/// info at 4 (type in the low nibble, `STT_OBJECT` = 1), value at 8 and size at 16.
struct ElfSymbols {
    struct Symbol {
        var name: String
        var value: UInt64
        var size: UInt64
    }

    /// The entry point as the file records it (its load bias is the running entry minus it).
    let entry: UInt
    let symbols: [UInt8]
    let strings: [UInt8]

    init?(path: String) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        func read(_ offset: UInt64, _ count: Int) -> [UInt8]? {
            guard count > 0, count < 1 << 30 else { return nil }
            var bytes = [UInt8](repeating: 0, count: count)
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
            return got == count ? bytes : nil
        }
        guard let header = read(0, 64), header[0] == 0x7F, header[1] == UInt8(ascii: "E"), header[4] == 2 else { return nil }
        entry = UInt(Self.u64(header, 24))
        let sectionsOffset = Self.u64(header, 40)
        let sectionSize = Int(Self.u16(header, 58)), count = Int(Self.u16(header, 60))
        guard sectionSize >= 64, let sections = read(sectionsOffset, sectionSize * count) else { return nil }
        for index in 0..<count where Self.u32(sections, index * sectionSize + 4) == 2 {  // SHT_SYMTAB
            let base = index * sectionSize
            let link = Int(Self.u32(sections, base + 40))
            guard link < count, let table = read(Self.u64(sections, base + 24), Int(Self.u64(sections, base + 32))),
                let names = read(Self.u64(sections, link * sectionSize + 24), Int(Self.u64(sections, link * sectionSize + 32)))
            else { return nil }
            symbols = table
            strings = names
            return
        }
        return nil
    }

    /// The `STT_OBJECT` symbols (of `size` bytes, or of any size when nil) whose names start
    /// with `prefix` and end with one of `suffixes` (checked on the bytes, before any string is
    /// made). Local symbols (`static` storage, once-tokens) are included.
    func objects(withPrefix prefix: String, suffixes: [String], size: UInt64?) -> [Symbol] {
        let wanted = Array(prefix.utf8)
        let endings = suffixes.map { Array($0.utf8) }
        var found: [Symbol] = []
        var offset = 0
        while offset + 24 <= symbols.count {
            defer { offset += 24 }
            let length = Self.u64(symbols, offset + 16)
            guard symbols[offset + 4] & 0xF == 1, length > 0, size == nil || length == size else { continue }
            let start = Int(Self.u32(symbols, offset))
            guard start + wanted.count < strings.count, strings[start..<start + wanted.count].elementsEqual(wanted),
                let end = strings[start...].firstIndex(of: 0),
                endings.contains(where: { end - start >= $0.count && strings[(end - $0.count)..<end].elementsEqual($0) })
            else { continue }
            found.append(
                Symbol(
                    name: String(decoding: strings[start..<end], as: UTF8.self),
                    value: Self.u64(symbols, offset + 8), size: length))
        }
        return found
    }

    static func u16(_ bytes: [UInt8], _ at: Int) -> UInt16 { UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 }
    static func u32(_ bytes: [UInt8], _ at: Int) -> UInt32 { (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * $1) } }
    static func u64(_ bytes: [UInt8], _ at: Int) -> UInt64 { (0..<8).reduce(0) { $0 | UInt64(bytes[at + $1]) << (8 * $1) } }
}
