import Foundation
import Testing

@testable import MemoryProbe

@Suite("Probe errors and environment")
struct ProbeErrorTests {
    @Test("a bad mallctl name gives a ProbeError naming it, with ENOENT")
    func badNameByMIB() {
        let error = #expect(throws: ProbeError.self) { try MIB("thread.no_such_counter") }
        #expect(error?.code == .mallctlFailed)
        #expect(error?.mallctl == "thread.no_such_counter")
        #expect(error?.status == 2)
        #expect(error?.description == "mallctl failed: thread.no_such_counter returned 2 (ENOENT)")
    }

    @Test("a bad mallctl name read by name gives a ProbeError naming it")
    func badNameByName() {
        let error = #expect(throws: ProbeError.self) { try Mallctl.read("stats.no_such_stat", as: Int.self) }
        #expect(error?.mallctl == "stats.no_such_stat")
        #expect(error?.status == 2)
    }

    @Test("a read with the wrong value size is an error, not a trap")
    func wrongSize() {
        let error = #expect(throws: ProbeError.self) { try Mallctl.read("opt.narenas", as: UInt64.self) }
        #expect(error?.mallctl == "opt.narenas")
        #expect(error?.status == 22)
    }

    @Test("jemalloc is the active allocator of the test process")
    func activeAllocator() throws {
        let check = AllocatorProbe.verifyActiveAllocator()
        #expect(check.active, "\(check.problem ?? "")")
        #expect(check.observedMallocBytes >= 4096)
        #expect(check.observedSwiftBytes >= 4096)
        #expect(check.mallocProvider?.contains("libjemalloc") == true)
        try AllocatorProbe.requireActiveAllocator()
    }

    @Test("the environment records version, config flags, options and arenas")
    func environment() throws {
        let environment = try AllocatorEnvironment.current()
        #expect(environment.allocator == "jemalloc")
        #expect(environment.version.hasPrefix("5.3.0-"))
        #expect(environment.config["stats"] == true)
        #expect(environment.options["tcache"] != nil)
        #expect(environment.options["narenas"] != nil)
        #expect(environment.options.count >= 30)
        #expect(environment.pageSize == 4096)
        #expect(environment.arenas >= 1)
        #expect(environment.effectiveMallocConf.contains("tcache:"))
    }

    @Test("environments with different versions or options are incompatible, naming the difference")
    func incompatibility() throws {
        let current = try AllocatorEnvironment.current()
        #expect(current.incompatibility(with: current) == nil)
        var otherVersion = current
        otherVersion.version = "5.2.1-0-gea6b3e973b477b8061e0076bb257dbd7f3faa756"
        #expect(current.incompatibility(with: otherVersion)?.contains("versions differ") == true)
        var otherOptions = current
        otherOptions.options["dirty_decay_ms"] = "0"
        let reason = current.incompatibility(with: otherOptions)
        #expect(reason?.contains("dirty_decay_ms") == true)
        var otherPrefix = current
        otherPrefix.options["prof_prefix"] = "elsewhere"
        #expect(current.incompatibility(with: otherPrefix) == nil)
    }

    @Test("without prof:true at start, heap profiling says it is not enabled")
    func profilingNotEnabled() throws {
        let probe = try AllocatorProbe()
        guard !probe.heapProfilingEnabled else { return }  // the test process was started with prof:true
        let error = #expect(throws: ProbeError.self) { try probe.startHeapProfiling() }
        #expect(error?.code == .profilingNotEnabled)
        #expect(error?.description.contains("MALLOC_CONF=prof:true,prof_active:false") == true)
        let dumpError = #expect(throws: ProbeError.self) { try probe.dumpHeapProfile(to: "/tmp/never.heap") }
        #expect(dumpError?.code == .profilingNotEnabled)
    }

    @Test("VmRSS and VmHWM are parsed from /proc/self/status text")
    func procStatusParsing() {
        let text = "Name:\tx\nVmPeak:\t  100 kB\nVmHWM:\t    2048 kB\nVmRSS:\t    1024 kB\n"
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { raw in
            #expect(ProcStatus.kilobytes(after: ProcStatus.rssKey, in: raw) == 1024)
            #expect(ProcStatus.kilobytes(after: ProcStatus.hwmKey, in: raw) == 2048)
        }
        Array("Name:\tx\nVmRSS:\t kB\n".utf8).withUnsafeBytes { raw in
            #expect(ProcStatus.kilobytes(after: ProcStatus.rssKey, in: raw) == nil)
            #expect(ProcStatus.kilobytes(after: ProcStatus.hwmKey, in: raw) == nil)
        }
    }
}
