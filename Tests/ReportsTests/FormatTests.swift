@testable import Results
import Testing
@testable import Reports

/// Number formatting, used by every output: never a trap, whatever the value.
struct FormatTests {
    @Test(
        "numbers: grouped from 1,000 (with tenths below 100,000), six significant digits below, scientific past 10^15 (a trend band's bound once trapped at 1.5e19)"
    )
    func numbers() {
        #expect(Format.number(224_982) == "224,982")
        #expect(Format.number(59_075.2) == "59,075.2" && Format.number(-1_234.56) == "-1,234.6" && Format.number(1_000.04) == "1,000")
        #expect(Format.number(9.86275) == "9.86275")
        #expect(Format.number(1.5e19) == "1.500e+19")
        #expect(Format.number(-4.2e30) == "-4.200e+30")
        #expect(Format.number(Double.greatestFiniteMagnitude).hasSuffix("e+308"))
        #expect(Format.number(.infinity) == "inf" && Format.number(.nan) == "nan")
        #expect(Format.value(1.5e19, unit: "ns").hasPrefix("1.500e+19"))
        #expect(Format.bytes(1.5e19) == "13.0 EiB" || Format.bytes(1.5e19).hasSuffix("TiB"))
    }

    @Test("the trend page's axis: times per op through Format.duration, short enough for the margin")
    func trendAxis() {
        #expect(HistoryTrendHTML.axisLabel(150_000, unit: "ns/op") == "150 µs/op")
        #expect(HistoryTrendHTML.axisLabel(2_500_000, unit: "ns/row") == "2.5 ms/row")
        #expect(HistoryTrendHTML.axisLabel(500, unit: "ns/op") == "500 ns/op")
        #expect(HistoryTrendHTML.axisLabel(3, unit: "ratio") == "3 ratio")
    }

    @Test("slopes in bytes per cycle: three significant figures, whole numbers from 100")
    func slopes() {
        #expect(Format.slope(9.862749819407657) == "9.86")
        #expect(Format.slope(-0.4) == "-0.4")
        #expect(Format.slope(275.4) == "275")
        #expect(Format.slope(48) == "48")
    }
}
