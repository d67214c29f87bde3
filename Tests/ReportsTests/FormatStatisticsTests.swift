import Foundation
import Reports
import Testing

@Suite("One home for formatting and statistics")
struct FormatStatisticsTests {
    @Test("the median of sorted values: the middle one, the mean of the middle two, 0 for none")
    func median() {
        #expect(Statistics.median(ofSorted: [1, 2, 3]) == 2)
        #expect(Statistics.median(ofSorted: [1, 2, 3, 4]) == 2.5)
        #expect(Statistics.median(ofSorted: []) == 0)
    }

    @Test("bytes in binary units, from a Double or an integer")
    func bytes() {
        #expect(Format.bytes(512.0) == "512 B")
        #expect(Format.bytes(1536.0) == "1.5 KiB")
        #expect(Format.bytes(UInt64(12 * 1_048_576)) == "12.0 MiB")
        #expect(Format.bytes(-2048) == "-2.0 KiB")
    }

    @Test("durations with 4 significant digits at most, in ns, µs, ms or s")
    func durations() {
        #expect(Format.duration(nanoseconds: 646.1) == "646.1 ns")
        #expect(Format.duration(nanoseconds: 32_110) == "32.11 µs")
        #expect(Format.duration(nanoseconds: 123_400) == "123.4 µs")
        #expect(Format.duration(nanoseconds: 2_100_000) == "2.1 ms")
        #expect(Format.duration(nanoseconds: 1_320_000_000) == "1.32 s")
    }
}
