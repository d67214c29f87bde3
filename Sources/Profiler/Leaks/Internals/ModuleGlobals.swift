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
    /// Storage symbols found but not read, with the reason.
    var skipped: [String] = []

    init(module: String) {
        let prefix = "$s\(module.utf8.count)\(module)"
        guard let image = ElfSymbols(path: "/proc/self/exe") else {
            skipped.append("\(module): the executable's symbol table cannot be read")
            return
        }
        let bias = UInt(_profiler_entry_point()) &- image.entry
        for symbol in image.objects(withPrefix: prefix) where symbol.name.hasSuffix("vp") || symbol.name.hasSuffix("vpZ") {
            guard let text = Self.demangle(symbol.name), let (declared, typeName) = Self.split(text) else { continue }
            var name = declared
            if name.hasPrefix("static ") { name.removeFirst(7) }
            if name.hasPrefix(module + ".") { name.removeFirst(module.count + 1) }
            guard symbol.size == 8, let type = _typeByName(typeName) as? AnyClass,
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
