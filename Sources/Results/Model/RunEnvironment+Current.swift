import Foundation
import MemoryProbe

extension RunEnvironment {
    /// viewpressure's version, recorded in every results file.
    package static let toolVersion = "0.1.0"

    /// The environment of this process: the allocator (read now), the toolchain it was built
    /// with, the build configuration and the machine.
    public static func current() throws -> RunEnvironment {
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        return RunEnvironment(
            allocator: try AllocatorEnvironment.current(), swiftVersion: swiftVersion, build: build,
            machine: .current, toolVersion: toolVersion
        )
    }

    /// The compiler version this binary was built with.
    static var swiftVersion: String {
        #if compiler(>=6.4)
        "Swift 6.4 or later"
        #elseif compiler(>=6.3)
        "Swift 6.3"
        #elseif compiler(>=6.2)
        "Swift 6.2"
        #else
        "Swift 6.1 or earlier"
        #endif
    }
}

extension RunEnvironment.Machine {
    /// This machine: CPU model (from /proc/cpuinfo), online cores, physical memory, kernel.
    package static var current: RunEnvironment.Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
        var name = utsname()
        uname(&name)
        func text<T>(_ field: T) -> String {
            withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return RunEnvironment.Machine(
            cpu: model, cores: ProcessInfo.processInfo.activeProcessorCount,
            memoryBytes: Int(ProcessInfo.processInfo.physicalMemory),
            os: "\(text(name.sysname)) \(text(name.release)) \(text(name.machine))"
        )
    }
}
