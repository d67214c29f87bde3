import Foundation
import Testing

/// End-to-end tests of `viewpressure probe`: each runs the built binary in a child process.
@Suite("viewpressure probe (end to end)")
struct ProbeCLITests {
    @Test("probe info --json reports jemalloc, active, its version and options")
    func infoJSON() throws {
        let result = try CLIRunner.run(["probe", "info", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try result.json()
        #expect(json["allocator"] as? String == "jemalloc")
        #expect(json["active"] as? Bool == true)
        #expect((json["version"] as? String)?.hasPrefix("5.3.0-") == true)
        let options = json["options"] as? [String: String]
        #expect(options?["tcache"] == "true")
        #expect(options?["narenas"] != nil)
    }

    @Test("probe info records MALLOC_CONF in the options in force")
    func infoRecordsMallocConf() throws {
        let result = try CLIRunner.run(["probe", "info", "--json"], environment: ["MALLOC_CONF": "dirty_decay_ms:0,narenas:2"])
        let json = try result.json()
        let options = json["options"] as? [String: String]
        #expect(options?["dirty_decay_ms"] == "0")
        #expect(options?["narenas"] == "2")
        #expect(json["environmentMallocConf"] as? String == "dirty_decay_ms:0,narenas:2")
    }

    @Test("when another malloc is interposed, probe info says jemalloc is not active, why, and exits 1")
    func inactiveAllocatorIsReported() throws {
        let libc = "/lib/x86_64-linux-gnu/libc.so.6"
        guard FileManager.default.fileExists(atPath: libc) else { return }
        let result = try CLIRunner.run(["probe", "info", "--json"], environment: ["LD_PRELOAD": libc])
        #expect(result.status == 1)
        let json = try result.json()
        #expect(json["active"] as? Bool == false)
        let problem = json["problem"] as? String ?? ""
        #expect(problem.contains("does not serve this process's allocations"))
        #expect(problem.contains("LD_PRELOAD"))
        #expect(problem.contains("Fix:"))
    }

    @Test("probe counts: exactly N allocation requests for N mallocs", arguments: [(1, 8), (1000, 64), (1000, 5000), (200, 100_000)])
    func exactCounts(mallocs: Int, size: Int) throws {
        let result = try CLIRunner.run(["probe", "counts", "--mallocs", "\(mallocs)", "--size", "\(size)", "--json"])
        #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
        let json = try result.json()
        #expect(json["countedAllocations"] as? Int == mallocs)
        #expect(json["exact"] as? Bool == true)
    }

    @Test("probe heap-profile dumps a jemalloc heap profile when prof:true was set at start")
    func heapProfileWhenEnabled() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewpressure-\(UUID().uuidString).heap").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLIRunner.run(
            ["probe", "heap-profile", "--output", path, "--megabytes", "4"],
            environment: ["MALLOC_CONF": "prof:true,prof_active:false"]
        )
        #expect(result.status == 0, "\(result.stderr)")
        let contents = try String(contentsOfFile: path, encoding: .utf8)
        #expect(contents.hasPrefix("heap_v2/"))
        #expect(contents.contains("MAPPED_LIBRARIES"))
    }

    @Test("probe heap-profile says profiling is not enabled, and how to enable it, otherwise")
    func heapProfileWhenNotEnabled() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("never-\(UUID().uuidString).heap").path
        let result = try CLIRunner.run(["probe", "heap-profile", "--output", path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("heap profiling not enabled"))
        #expect(result.stderr.contains("MALLOC_CONF=prof:true,prof_active:false"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("probe bench --json has the contract's keys, and the probe allocated 0 bytes")
    func benchJSON() throws {
        let result = try CLIRunner.run(
            ["probe", "bench", "--json", "--rounds", "1", "--counter-reads", "100000", "--sampled-reads", "50"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try result.json()
        for key in [
            "threadCountersReadNs", "heapSnapshotNs", "allocationCountNs", "probeAllocatedBytes", "epochRefreshNs", "processStatmReadNs",
            "processPeakReadNs",
        ] {
            #expect(json[key] != nil, "missing \(key)")
        }
        #expect(json["probeAllocatedBytes"] as? Int == 0)
        #expect((json["heapSnapshotNs"] as? Double ?? 0) > 0)
        // The snapshot's two parts are timed alone too, and the peak read beside them (no
        // relation between the timings is checked: they are separate measurements on a shared machine).
        #expect((json["epochRefreshNs"] as? Double ?? 0) > 0 && (json["processStatmReadNs"] as? Double ?? 0) > 0)
        #expect((json["processPeakReadNs"] as? Double ?? 0) > 0)
    }

    @Test("probe purge returns most of 128 MiB of freed small objects to the kernel")
    func purge() throws {
        let result = try CLIRunner.run(["probe", "purge", "--megabytes", "128", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try result.json()
        func resident(_ key: String, _ field: String = "residentBytes") -> Int {
            (json[key] as? [String: Any])?[field] as? Int ?? 0
        }
        let purge = json["purge"] as? [String: Any]
        let purged = (purge?["after"] as? [String: Any])?["residentBytes"] as? Int ?? Int.max
        let added = resident("live") - resident("baseline")
        #expect(added > 120 << 20, "the objects added \(added >> 20) MiB resident")
        // Most of it: at least 90% of what the objects added is no longer resident.
        #expect(
            resident("live") - purged > added * 9 / 10,
            "resident \(resident("live") >> 20) MiB live -> \(purged >> 20) MiB purged")
        #expect((json["returnedShare"] as? Double ?? 0) > 0.9)
    }

    @Test("invalid usage exits 2", arguments: [["probe", "bench", "--rounds", "0"], ["probe", "nosuch"], ["--bogus"]])
    func invalidUsage(arguments: [String]) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(!result.stderr.isEmpty)
    }

    @Test("--help exits 0 and lists the exit codes")
    func help() throws {
        let result = try CLIRunner.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Exit codes"))
    }
}
