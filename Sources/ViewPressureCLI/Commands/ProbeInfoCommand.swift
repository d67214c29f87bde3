import ArgumentParser
import Foundation
import MemoryProbe
import Results

/// `viewpressure probe info`: the allocator's environment and the active-allocator verdict.
struct ProbeInfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show jemalloc's version, build flags and options, and whether it serves this process.",
        discussion: """
            Examples:
              viewpressure probe info
              viewpressure probe info --json | jq .options
              MALLOC_CONF=prof:true,prof_active:false viewpressure probe info --json
            Exits 1 when jemalloc is linked but not the active allocator.
            """
    )

    @Flag(help: "Print JSON instead of text.")
    var json = false

    struct Output: Codable {
        var allocator: String
        var active: Bool
        var version: String
        var options: [String: String]
        var effectiveMallocConf: String
        var environmentMallocConf: String?
        var compiledMallocConf: String
        var config: [String: Bool]
        var arenas: Int
        var pageSize: Int
        var quantum: Int
        var threadCacheMax: Int
        var mallocProvider: String?
        var problem: String?
    }

    func run() throws {
        let check = AllocatorProbe.verifyActiveAllocator()
        let environment = try AllocatorEnvironment.current()
        let output = Output(
            allocator: environment.allocator, active: check.active, version: environment.version,
            options: environment.options, effectiveMallocConf: environment.effectiveMallocConf,
            environmentMallocConf: environment.environmentMallocConf,
            compiledMallocConf: environment.compiledMallocConf, config: environment.config,
            arenas: environment.arenas, pageSize: environment.pageSize, quantum: environment.quantum,
            threadCacheMax: environment.threadCacheMax, mallocProvider: check.mallocProvider, problem: check.problem
        )
        if json {
            print(try JSONOutput.encode(output))
        } else {
            print("allocator      jemalloc \(output.version)")
            print("active         \(output.active ? "yes" : "NO")  (malloc from \(output.mallocProvider ?? "?"))")
            print("MALLOC_CONF    \(output.environmentMallocConf ?? "(unset)")")
            print("arenas         \(output.arenas)   page \(output.pageSize) B   quantum \(output.quantum) B   tcache_max \(output.threadCacheMax) B")
            let flags = output.config.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            print("config         \(flags.joined(separator: " "))")
            print("options")
            for (name, value) in output.options.sorted(by: { $0.key < $1.key }) {
                print("  \(name.padding(toLength: 26, withPad: " ", startingAt: 0)) \(value)")
            }
            if let problem = output.problem { print("\nproblem: \(problem)") }
        }
        if !check.active { throw ExitCode(ExitReason.runFailed.code) }
    }
}

/// Pretty, key-sorted JSON, the format every JSON output of the CLI uses.
enum JSONOutput {
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
