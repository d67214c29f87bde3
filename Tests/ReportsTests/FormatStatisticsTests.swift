import Foundation
import Results
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

    @Test("the median of unsorted values equals the median of them sorted")
    func medianOfUnsorted() {
        #expect(Statistics.median(of: [3, 1, 2]) == 2)
        #expect(Statistics.median(of: [4, 1, 3, 2]) == 2.5)
        #expect(Statistics.median(of: []) == 0)
    }

    @Test("quantiles interpolate linearly at q * (n - 1); one value is every quantile; none gives 0")
    func quantile() {
        #expect(Statistics.quantile(ofSorted: [10, 20, 30, 40, 50], 0.25) == 20)
        #expect(Statistics.quantile(ofSorted: [10, 20, 30, 40], 0.5) == 25)
        #expect(Statistics.quantile(ofSorted: [10, 20], 0.75) == 17.5)
        #expect(Statistics.quantile(ofSorted: [7], 0.9) == 7)
        #expect(Statistics.quantile(ofSorted: [], 0.5) == 0)
    }

    @Test("the percentile interval leaves as many estimates below its low end as above its high end")
    func percentileInterval() {
        let estimates = (0..<2_000).map(Double.init)
        let interval = Statistics.percentileInterval(ofSorted: estimates, confidence: 0.95)
        #expect(interval.low == 50)
        #expect(interval.high == 1_949)
        #expect(estimates.filter { $0 < interval.low }.count == estimates.filter { $0 > interval.high }.count)
        let one = Statistics.percentileInterval(ofSorted: [3], confidence: 0.95)
        #expect(one.low == 3 && one.high == 3)
    }

    @Test("a rate is nil when nothing was tried, and its text says so instead of dividing by zero")
    func rate() {
        #expect(Statistics.rate(3, of: 24) == 0.125)
        #expect(Statistics.rate(0, of: 0) == nil)
        #expect(Format.rate(3, of: 24) == "12.5% (3 of 24)")
        #expect(Format.rate(0, of: 0) == "n/a (0 tried)")
    }

    @Test("fixed decimals and factors: the figures the workloads print beside their targets")
    func fixedAndFactor() {
        #expect(Format.fixed(0.004, decimals: 2) == "0.00")
        #expect(Format.fixed(12.345, decimals: 1) == "12.3")
        #expect(Format.factor(1.0234, decimals: 3) == "1.023x")
        #expect(Format.factor(12.46, decimals: 1) == "12.5x")
    }
}
