/// The function symbols of an ELF file, for naming addresses the dynamic linker cannot
/// (a Swift executable exports few of its symbols; `.symtab` has them all).
extension ElfSymbols {
    /// A sorted table of `STT_FUNC` symbols (`value`, `size`, name offset).
    struct FunctionTable {
        var starts: [UInt64] = []
        var ends: [UInt64] = []
        var nameOffsets: [Int] = []
        let strings: [UInt8]

        /// The mangled name of the function whose range contains `value`, if any.
        func name(containing value: UInt64) -> String? {
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= value { low = middle + 1 } else { high = middle }
            }
            guard low > 0, value < ends[low - 1], let end = strings[nameOffsets[low - 1]...].firstIndex(of: 0) else { return nil }
            return String(decoding: strings[nameOffsets[low - 1]..<end], as: UTF8.self)
        }
    }

    /// Every function symbol with a non-zero size, sorted by address.
    func functionTable() -> FunctionTable {
        var rows: [(UInt64, UInt64, Int)] = []
        var offset = 0
        while offset + 24 <= symbols.count {
            defer { offset += 24 }
            guard symbols[offset + 4] & 0xF == 2 else { continue }  // STT_FUNC
            let value = Self.u64(symbols, offset + 8), size = Self.u64(symbols, offset + 16)
            guard size > 0 else { continue }
            rows.append((value, value + size, Int(Self.u32(symbols, offset))))
        }
        rows.sort { $0.0 < $1.0 }
        var table = FunctionTable(strings: strings)
        table.starts = rows.map(\.0)
        table.ends = rows.map(\.1)
        table.nameOffsets = rows.map(\.2)
        return table
    }
}
