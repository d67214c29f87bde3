import Glibc
internal import _ProfilerShims

/// The class-typed globals and static stored properties a module defines in the running
/// executable, read from the executable's ELF symbol table (`/proc/self/exe`, `.symtab`).
///
/// Swift records no list of a module's globals in its reflection metadata, but each stored
/// global or static has a storage symbol: `$s` + the module's length-prefixed name + ... +
/// `vp` (`vpZ` for a static), 8 bytes for a class reference. Its demangled text names its
/// type (`static App.Registry.shared : App.Registry`); a type `_typeByName` resolves (a
/// top-level class) and that is not optional is read as a strong reference. Optional,
/// generic, nested, value-typed globals and those of shared libraries are not read (a
/// `weak` global is optional, and its storage is not a plain pointer): they are listed in
/// ``skipped``. Storage still zero (a `static let` never touched) is no root yet.
///
/// Cost: one pass over the symbol table when called (tens of milliseconds for a large test
/// binary); reading the globals at a leak check is one load each.
struct ModuleGlobals {
    struct Global {
        /// `Registry.shared`, `appServices`: the demangled name without the module.
        var name: String
        var address: UnsafeRawPointer
        var type: AnyClass
    }

    var globals: [Global] = []

    /// The current value of each initialized global (storage still zero is skipped).
    func objects() -> [(name: String, object: AnyObject)] {
        globals.compactMap { global in
            global.address.load(as: UInt.self) == 0 ? nil : (global.name, global.address.load(as: AnyObject.self))
        }
    }
    /// Storage symbols found but not read, with the reason.
    var skipped: [String] = []

    /// The globals of `module`, named without the module; with no module, those of every
    /// Swift module linked into the executable, named with theirs.
    /// Every Swift module's globals in this executable, read once per process (the symbol
    /// table does not change while it runs).
    @MainActor static var executable: ModuleGlobals {
        if let cached = executableCache { return cached }
        let globals = ModuleGlobals(module: nil)
        executableCache = globals
        return globals
    }
    @MainActor private static var executableCache: ModuleGlobals?

    init(module: String?) {
        let prefix = module.map { "$s\($0.utf8.count)\($0)" } ?? "$s"
        guard let image = ElfSymbols(path: "/proc/self/exe") else {
            skipped.append("\(module ?? "executable"): the executable's symbol table cannot be read")
            return
        }
        let bias = UInt(_profiler_entry_point()) &- image.entry
        for symbol in image.objects(withPrefix: prefix, suffixes: ["vp", "vpZ"], size: 8) {
            guard let text = Self.demangle(symbol.name), let (declared, typeName) = Self.split(text) else { continue }
            var name = declared
            if name.hasPrefix("static ") { name.removeFirst(7) }
            if let module, name.hasPrefix(module + ".") { name.removeFirst(module.count + 1) }
            guard !typeName.hasSuffix("?"), let type = _typeByName(typeName) as? AnyClass,
                  let address = UnsafeRawPointer(bitPattern: UInt(symbol.value) &+ bias) else {
                skipped.append("\(name) : \(typeName)")
                continue
            }
            globals.append(Global(name: name, address: address, type: type))
        }
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
