import Foundation
import MemoryProbe
import Testing

@Suite("HeapProfile: jemalloc's heap_v2 dump, parsed")
struct HeapProfileTests {
    /// The shape of a real `prof.dump` (jemalloc 5.3, `prof_accum:true`), shortened.
    static let dump = """
        heap_v2/4096
          t*: 4303: 5472095 [4775: 3245223]
          t0: 4303: 5472095 [4775: 3245223]
        @ 0x7f298c0a2630 0x7f298c0a2d21 0x55f3120cbbc1
          t*: 4303: 5472095 [4303: 5472095]
          t0: 4303: 5472095 [4303: 5472095]
        @ 0x7f298c0a2630 0x55f311cb393d
          t*: 0: 0 [176: 8444]
          t0: 0: 0 [176: 8444]

        MAPPED_LIBRARIES:
        55f311c00000-55f311c9c000 r--p 00000000 08:01 1234 /usr/bin/viewpressure
        """

    @Test("stacks, their live and cumulative counts, and the sample period")
    func parsesStacks() throws {
        let profile = try HeapProfile.parse(Self.dump)
        #expect(profile.samplePeriod == 4096)
        #expect(profile.stacks.count == 2)
        #expect(profile.stacks[0].addresses == [0x7f29_8c0a_2630, 0x7f29_8c0a_2d21, 0x55f3_120c_bbc1])
        #expect(profile.stacks[0].liveBytes == 5_472_095 && profile.stacks[0].cumulativeBytes == 5_472_095)
        #expect(profile.stacks[1].liveObjects == 0 && profile.stacks[1].cumulativeObjects == 176)
        #expect(profile.stacks[1].cumulativeBytes == 8444)
    }

    @Test("estimates scale sampled bytes by the probability of sampling their mean size")
    func estimates() {
        let small = HeapProfile.Stack(addresses: [], liveObjects: 0, liveBytes: 0, cumulativeObjects: 10, cumulativeBytes: 640)
        // 64-byte objects at 4 KiB: sampled with probability 1 - e^(-1/64), about 1/64.5.
        #expect(small.estimatedCumulativeBytes(samplePeriod: 4096) == 41_281)
        #expect(small.estimatedCumulativeBytes(samplePeriod: 1) == 640)
        let large = HeapProfile.Stack(addresses: [], liveObjects: 0, liveBytes: 0, cumulativeObjects: 1, cumulativeBytes: 1 << 20)
        #expect(large.estimatedCumulativeBytes(samplePeriod: 4096) == 1 << 20)
    }

    @Test("a file that is not a heap_v2 profile is an error, not a trap")
    func rejectsOtherText() {
        let error = #expect(throws: ProbeError.self) { try HeapProfile.parse("--- heapprofile\n") }
        #expect(error?.code == .heapProfileUnreadable)
    }

    @Test("MALLOC_CONF for stacks keeps the user's other options and replaces the profiler's")
    func mergesMallocConf() {
        #expect(
            StackSampler.mallocConf(sampleIntervalLog2: 12, merging: nil)
                == "prof:true,prof_active:false,prof_accum:true,prof_thread_active_init:false,lg_prof_sample:12")
        #expect(
            StackSampler.mallocConf(sampleIntervalLog2: 0, merging: "narenas:2,prof:false,lg_prof_sample:19,dirty_decay_ms:0")
                == "narenas:2,dirty_decay_ms:0,prof:true,prof_active:false,prof_accum:true,prof_thread_active_init:false,lg_prof_sample:0")
    }
}
