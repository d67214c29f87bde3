import Glibc
internal import _ProfilerShims

/// The globals and static stored properties a module defines in the running executable, of
/// any type, read from the executable's ELF symbol table (`/proc/self/exe`, `.symtab`).
///
/// Swift records no list of a module's globals in its reflection metadata, but each stored
/// global or static has a storage symbol: `$s` + the module's length-prefixed name + ... +
/// `vp` (`vpZ` for a static), as large as the value. Its demangled text names its type
/// (`static App.DetailCache.screens : [App.DetailController]`), which ``TypeNameMangler``
/// resolves to metadata; the storage is then read as a value of that type, exactly as the
/// program stores it. A lazily initialized global has a once-token (`..._Wz`): while the token
/// is zero the storage is not read. A global without one that is still all zero bytes
/// (top-level code not yet run) is not read either.
///
/// `private` globals and statics are read like any other when their type is not private: the
/// demangled text keeps their discriminator (`(shared in _3AE0…)`), which the name shown drops
/// (`SessionStore.shared`). A global whose type is `private` or `fileprivate` is skipped (see
/// ``TypeNameMangler``). Function-typed globals (`var onLogout: (() -> Void)?`) are read
/// as closures, their captures through the context.
///
/// Out of reach, listed in ``skipped`` with the reason: types the text cannot be resolved
/// from (generic parameters, local types, labelled tuples), globals of shared libraries, and
/// `@TaskLocal`/`@ThreadLocal`-style wrappers whose storage is not the value. A generic type
/// cannot declare a stored static at all (Swift refuses `static let` in a generic type), so a
/// generic singleton lives in a non-generic holder (`static let shared = Store<Screen>()`),
/// which is read. A `weak` optional global is stored as a side-table reference that the
/// symbol does not distinguish from a strong optional: an optional class reference is read
/// only when its first word points at an object whose first word is class metadata (kind 0,
/// its type descriptor in a loaded image); a side table's first word is its object instead,
/// so a weak global is skipped.
///
/// Cost: one pass over the symbol table when called (tens of milliseconds for a large test
/// binary) plus one type resolution per global; reading a global at a leak check is one
/// copy of its value.
struct ModuleGlobals {
    struct Global {
        /// `DetailCache.screens`, `appServices`: the demangled name without the module.
        var name: String
        /// The defining module (`App`).
        var module: String
        var address: UnsafeRawPointer
        var type: any Any.Type
        /// The once-token of a lazily initialized global.
        var token: UnsafeRawPointer?
        var size: Int
        /// An optional class (or class-bound existential) reference, which may be `weak`.
        var optionalReference: Bool

        /// The global's current value; nil while uninitialized, or when an optional reference
        /// may be a weak one (see ``ModuleGlobals``).
        func value() -> Any? {
            if let token {
                guard token.load(as: UInt32.self) != 0 else { return nil }
            } else if (0..<size).allSatisfy({ address.load(fromByteOffset: $0, as: UInt8.self) == 0 }) {
                return nil
            }
            if optionalReference {
                let word = address.load(as: UInt.self)
                guard word != 0, word & 7 == 0, let object = UnsafeRawPointer(bitPattern: word) else { return nil }
                guard ModuleGlobals.isClassMetadata(object.load(as: UInt.self)) else { return nil }
            }
            return ClosureContextReader.load(type, at: address)
        }
    }

    var globals: [Global] = []
    /// Storage symbols found but not read, with the reason.
    var skipped: [String] = []

    /// The current value of each initialized global, named without its module.
    func values() -> [(name: String, module: String, value: Any)] {
        globals.compactMap { global in global.value().map { (global.name, global.module, $0) } }
    }

    /// The globals of every Swift module in this executable whose name `harness` does not
    /// contain (the application's: roots of every leak walk), or, with `ofHarness`, of those
    /// it does (ViewPressure's own: read only for a leak without a proven path). Each set is
    /// read once per process (the symbol table does not change while it runs), when first
    /// needed: resolving a global's type is most of a first leak check's cost, and the
    /// harness's globals are most of the globals.
    @MainActor static func executable(ofHarness: Bool, harness: Set<String>) -> ModuleGlobals {
        if let cached = executableCache[ofHarness] { return cached }
        let globals = ModuleGlobals(module: nil) { harness.contains($0) == ofHarness }
        executableCache[ofHarness] = globals
        return globals
    }
    @MainActor private static var executableCache: [Bool: ModuleGlobals] = [:]

    /// The globals of `module`; with no module, those of every Swift module linked into the
    /// executable for which `including` is true.
    init(module: String?, including: (String) -> Bool = { _ in true }) {
        let prefix = module.map { "$s\($0.utf8.count)\($0)" } ?? "$s"
        guard let image = ElfSymbols(path: "/proc/self/exe") else {
            skipped.append("\(module ?? "executable"): the executable's symbol table cannot be read")
            return
        }
        let bias = UInt(_profiler_entry_point()) &- image.entry
        var tokens: [String: UInt64] = [:]
        for token in image.objects(withPrefix: prefix, suffixes: ["_Wz"], size: nil) { tokens[String(token.name.dropLast(3))] = token.value }
        var mangler = TypeNameMangler()
        for symbol in image.objects(withPrefix: prefix, suffixes: ["vp", "vpZ"], size: nil) {
            // The module is the mangled name's first identifier: a module left out is skipped
            // before the costlier demangling and type resolution.
            if let mangledModule = Self.mangledModule(symbol.name), !including(mangledModule) { continue }
            guard let text = Self.demangle(symbol.name), let (declared, typeName) = Self.split(text) else { continue }
            var qualified = declared
            if qualified.hasPrefix("static ") { qualified.removeFirst(7) }
            let module = String(qualified.prefix { $0 != "." })
            guard including(module) else { continue }
            let name = Self.withoutDiscriminators(qualified.count > module.count ? String(qualified.dropFirst(module.count + 1)) : qualified)
            guard let type = mangler.resolve(typeName) else {
                skipped.append("\(name) : \(typeName) (a type the symbol's text does not resolve)")
                continue
            }
            guard Self.size(of: type) == Int(symbol.size), let address = UnsafeRawPointer(bitPattern: UInt(symbol.value) &+ bias) else {
                skipped.append("\(name) : \(typeName) (its storage is not the value: a wrapper)")
                continue
            }
            guard !Self.isPlainData(type) else { continue }
            guard SwiftMetadata.isCopyable(type) else {
                skipped.append("\(name) : \(typeName) (noncopyable: reading it would take it)")
                continue
            }
            let token = Self.token(of: symbol.name, in: tokens).flatMap { UnsafeRawPointer(bitPattern: UInt($0) &+ bias) }
            globals.append(
                Global(
                    name: name, module: module, address: address, type: type, token: token,
                    size: Int(symbol.size), optionalReference: Self.isOptionalReference(type)))
        }
    }

    /// The once-token whose name is the longest prefix of `storage` (`$s3App5CacheO7screens`
    /// for `$s3App5CacheO7screensSayAA...GvpZ`): identifiers are length-prefixed, so the
    /// prefix ends exactly at the global's name.
    static func token(of storage: String, in tokens: [String: UInt64]) -> UInt64? {
        guard !tokens.isEmpty else { return nil }
        let characters = Array(storage.utf8)
        for length in stride(from: characters.count - 1, through: 3, by: -1) {
            if let value = tokens[String(decoding: characters[..<length], as: UTF8.self)] { return value }
        }
        return nil
    }

    static func size(of type: any Any.Type) -> Int {
        func open<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return open(type)
    }

    /// Trivial values hold no reference (pointers and `Unmanaged` are trivial too, and kept).
    static func isPlainData(_ type: any Any.Type) -> Bool {
        func open<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        let name = _typeName(type, qualified: false)
        return open(type) && !name.contains("Pointer") && !name.contains("Unmanaged<")
    }

    /// `Optional<C>` of a class `C` or of a class-bound existential: the shape a `weak` global has.
    static func isOptionalReference(_ type: any Any.Type) -> Bool {
        let metadata = SwiftMetadata.pointer(of: type)
        guard SwiftMetadata.kind(of: metadata) == SwiftMetadata.optionalKind else { return false }
        let wrapped = metadata.load(fromByteOffset: 16, as: UnsafeRawPointer.self)
        let kind = SwiftMetadata.kind(of: wrapped)
        return SwiftMetadata.isClassKind(kind) || kind == 0x303  // existential
    }

    /// Whether `address` is class metadata: a non-generic class's lies in a loaded image; a
    /// generic class instance's is allocated at run time, with kind 0 (no Objective-C
    /// runtime on Linux) and its nominal type descriptor (byte 40) in a loaded image.
    static func isClassMetadata(_ address: UInt) -> Bool {
        if isImageAddress(address) { return true }
        guard address != 0, address & 7 == 0, let metadata = UnsafeRawPointer(bitPattern: address) else { return false }
        guard metadata.load(as: UInt.self) == 0 else { return false }
        return isImageAddress(metadata.load(fromByteOffset: 40, as: UInt.self))
    }

    /// `SessionStore.(shared in _3AE0…)` shown as `SessionStore.shared`.
    static func withoutDiscriminators(_ name: String) -> String {
        var result = ""
        var discriminator = false
        for character in name {
            switch character {
            case "(": continue
            case ")": discriminator = false
            case " " where !discriminator: discriminator = true
            default: if !discriminator { result.append(character) }
            }
        }
        return result
    }

    /// Whether `address` lies in a loaded image (class metadata of a non-generic class does; a
    /// heap address such as a weak reference's side table does not).
    static func isImageAddress(_ address: UInt) -> Bool {
        var file: UnsafePointer<CChar>?, base: UInt = 0, symbol: UnsafePointer<CChar>?, symbolAddress: UInt = 0
        return _profiler_symbolize(address, &file, &base, &symbol, &symbolAddress) != 0
    }

    /// The module a mangled global's name starts with (`$s3App...` -> `App`), or nil when it
    /// does not start with a length-prefixed identifier (a substitution such as `$ss`).
    static func mangledModule(_ symbol: String) -> String? {
        let characters = Array(symbol.utf8)
        guard characters.count > 3, characters[0] == UInt8(ascii: "$"), characters[1] == UInt8(ascii: "s") else { return nil }
        var index = 2, length = 0
        while index < characters.count, characters[index] >= UInt8(ascii: "0"), characters[index] <= UInt8(ascii: "9") {
            length = length * 10 + Int(characters[index] - UInt8(ascii: "0"))
            index += 1
        }
        guard length > 0, index + length <= characters.count else { return nil }
        return String(decoding: characters[index..<(index + length)], as: UTF8.self)
    }

    /// `name : type` split at its first ` : `.
    static func split(_ text: String) -> (String, String)? {
        let characters = Array(text)
        guard characters.count > 3 else { return nil }
        for index in 0..<(characters.count - 2) where characters[index] == " " && characters[index + 1] == ":" && characters[index + 2] == " " {
            return (String(characters[..<index]), String(characters[(index + 3)...]))
        }
        return nil
    }

    static func demangle(_ symbol: String) -> String? {
        symbol.withCString { name in
            guard let text = _profiler_demangle(name, strlen(name)) else { return nil }
            defer { free(text) }
            return String(cString: text)
        }
    }
}
