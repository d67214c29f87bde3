/// A hash table from addresses (objects, type metadata) to small numbers, for the leak walk's
/// per-object look-ups: a multiplicative hash of the address and linear probing over two
/// flat arrays, where `Dictionary` spent about a fifth of a check's instructions hashing
/// `ObjectIdentifier`s with SipHash (docs/PERFORMANCE.md, "The leak check").
struct AddressTable {
    /// 0 marks an empty slot (no object or metadata lives at address 0).
    private var keys: [UInt]
    private var values: [Int]
    private var count = 0
    private var shift: UInt

    init(capacity: Int = 256) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = Array(repeating: 0, count: size)
        values = Array(repeating: 0, count: size)
        shift = UInt(UInt.bitWidth - size.trailingZeroBitCount)
    }

    private func slot(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The number stored for `key`, or nil.
    func value(for key: UInt) -> Int? {
        var index = slot(of: key)
        let mask = keys.count - 1
        while true {
            let stored = keys[index]
            if stored == key { return values[index] }
            if stored == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Stores `value` for `key` (not yet in the table; not 0).
    mutating func insert(_ key: UInt, _ value: Int) {
        if (count + 1) * 2 > keys.count { grow() }
        var index = slot(of: key)
        let mask = keys.count - 1
        while keys[index] != 0 { index = (index + 1) & mask }
        keys[index] = key
        values[index] = value
        count += 1
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: 0, count: oldKeys.count * 2)
        shift -= 1
        count = 0
        for (key, value) in zip(oldKeys, oldValues) where key != 0 { insert(key, value) }
    }
}
