internal import _ProfilerShims
import Glibc

/// Names return addresses in process: `dladdr` for exported symbols, else the object file's
/// own `.symtab` (read once per file), then `swift_demangle` and ``SwiftNameSimplifier``.
///
/// No jeprof, no Perl, no external tools. Results are cached per address.
final class StackSymbolizer {
    struct Frame: Hashable {
        /// The readable name (`ContentSceneController.viewDidLoad()`), or `file+0xOFFSET`.
        var name: String
        /// The object file's base name (`viewpressure`, `libswiftCore.so`).
        var file: String
        /// The Swift module of a Swift symbol (from its mangling), if any.
        var module: String?
    }

    private var cache: [UInt: Frame] = [:]
    /// Where the executable is loaded (`dladdr` of its entry point).
    static let executableBase: UInt = {
        var file: UnsafePointer<CChar>?, symbol: UnsafePointer<CChar>?
        var base: UInt = 0, symbolAddress: UInt = 0
        return _profiler_symbolize(UInt(_profiler_entry_point()), &file, &base, &symbol, &symbolAddress) != 0 ? base : 0
    }()
    private var tables: [String: ElfSymbols.FunctionTable?] = [:]

    /// The frame for a return address (looked up at `address - 1`, inside the call).
    func frame(for address: UInt) -> Frame {
        if let cached = cache[address] { return cached }
        let frame = resolve(address &- 1)
        cache[address] = frame
        return frame
    }

    private func resolve(_ address: UInt) -> Frame {
        var file: UnsafePointer<CChar>?, symbol: UnsafePointer<CChar>?
        var fileBase: UInt = 0, symbolAddress: UInt = 0
        guard _profiler_symbolize(address, &file, &fileBase, &symbol, &symbolAddress) != 0, let file else {
            return Frame(name: "0x" + String(address, radix: 16), file: "?", module: nil)
        }
        let path = String(cString: file)
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        var mangled = symbol.map { String(cString: $0) }
        if mangled == nil || mangled?.isEmpty == true {
            // A stripped library has no .symtab: only the executable's own frames fall back to
            // /proc/self/exe (a library's offsets would name the executable's functions).
            let table = fileBase == Self.executableBase ? functionTable(for: "/proc/self/exe") : functionTable(for: path)
            mangled = table?.name(containing: UInt64(address &- fileBase)) ?? table?.name(containing: UInt64(address))
        }
        guard let mangled else {
            return Frame(name: "\(fileName)+0x" + String(address &- fileBase, radix: 16), file: fileName, module: nil)
        }
        return Frame(name: SwiftNameSimplifier.readable(mangled), file: fileName, module: SwiftNameSimplifier.module(ofMangled: mangled))
    }

    private func functionTable(for path: String) -> ElfSymbols.FunctionTable? {
        if let table = tables[path] { return table }
        let table = ElfSymbols(path: path)?.functionTable()
        tables[path] = table
        return table
    }
}
