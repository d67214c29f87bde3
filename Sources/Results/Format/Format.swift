import Foundation

/// Number formatting shared by the renderers: locale-independent, so golden files and CI
/// logs are the same on every machine. Each call costs a small string allocation.
package enum Format {
    /// Integers with grouping (`1,234,567`); other values with 6 significant digits
    /// (`0.9998`, `1211.5`), rounded to integers from 100,000 up.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        if value == value.rounded(), abs(value) < 1e15 {
            return grouped(Int64(value))
        }
        // Past 10^15 a value is no count a person reads digit by digit (and past Int64's range
        // the conversion below would trap): scientific notation.
        if abs(value) >= 1e15 { return String(format: "%.3e", value) }
        if abs(value) >= 100_000 { return grouped(Int64(value.rounded())) }
        if abs(value) >= 1_000 {  // grouped like the integers beside it: 59,075.2, not 59075.2
            let tenths = Int64((abs(value) * 10).rounded())
            let text = grouped(tenths / 10) + (tenths % 10 == 0 ? "" : ".\(tenths % 10)")
            return value < 0 ? "-" + text : text
        }
        var text = String(format: "%.6g", value)
        if text.contains("."), !text.contains("e") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// A slope in bytes per soak cycle: three significant figures below 100 (`9.86`, `-0.4`),
    /// a whole number above (`275`). The soak's verdict, terminal, HTML and Markdown use it.
    package static func slope(_ value: Double) -> String {
        guard value.isFinite else { return number(value) }
        return abs(value) >= 100 ? number(value.rounded()) : String(format: "%.3g", value)
    }

    /// A value with its unit: `4,096 B`, `1,200 ns`, `3 count`.
    package static func value(_ value: Double?, unit: String) -> String {
        guard let value else { return "-" }
        return unit.isEmpty ? number(value) : "\(number(value)) \(unit)"
    }

    /// A signed change with its unit and, when defined, the relative change: `+1 B (+0.02%)`.
    package static func change(_ change: Double?, relative: Double?, unit: String) -> String {
        guard let change else { return "-" }
        if change == 0 { return "0" }
        var text = (change > 0 ? "+" : "") + number(change) + (unit.isEmpty ? "" : " \(unit)")
        if let relative { text += " (\(signedPercent(relative)))" }
        return text
    }

    /// `5%`, `12.5%`.
    package static func percent(_ fraction: Double) -> String {
        number((fraction * 1000).rounded() / 10) + "%"
    }

    /// A share such as a reuse hit ratio: like ``percent(_:)``, but with two decimals
    /// between 99% and 100% so that 99.98% is not shown as 100%.
    package static func share(_ fraction: Double) -> String {
        fraction > 0.99 && fraction < 1 ? String(format: "%.2f%%", fraction * 100) : percent(fraction)
    }

    /// `+10.0%`, `-3.2%`, always one decimal.
    package static func signedPercent(_ fraction: Double) -> String {
        guard fraction.isFinite else { return fraction > 0 ? "+inf%" : "-inf%" }
        if fraction != 0, abs(fraction) < 0.0005 { return fraction > 0 ? "+<0.1%" : "-<0.1%" }
        return (fraction >= 0 ? "+" : "") + String(format: "%.1f%%", fraction * 100)
    }

    /// A ratio with 3 decimals: `1.050`.
    package static func ratio(_ value: Double) -> String {
        value.isFinite ? String(format: "%.3f", value) : "inf"
    }

    /// A value with a fixed number of decimals and no grouping: `2.35` for 2 decimals, `12.0` for 1.
    /// For figures read beside a target written the same way (`0.00 B/row (target 0)`).
    package static func fixed(_ value: Double, decimals: Int) -> String {
        String(format: "%.\(max(0, min(decimals, 17)))f", value)
    }

    /// A speed-up or cost factor with `decimals` decimals and its `x`: `12.5x`, `1.04x`.
    package static func factor(_ value: Double, decimals: Int) -> String {
        fixed(value, decimals: decimals) + "x"
    }

    /// A rate of `count` in `total` with both counts: `12.5% (3 of 24)`; `n/a (0 tried)` when
    /// `total` is 0 (see ``Statistics/rate(_:of:)``).
    package static func rate(_ count: Int, of total: Int) -> String {
        guard let rate = Statistics.rate(count, of: total) else { return "n/a (0 tried)" }
        return fixed(100 * rate, decimals: 1) + "% (\(count) of \(total))"
    }

    /// Bytes with binary units: `512 B`, `1.5 KiB`, `12.0 MiB`.
    package static func bytes(_ value: Double) -> String {
        let units = ["B", "KiB", "MiB", "GiB", "TiB"]
        var scaled = value, index = 0
        while abs(scaled) >= 1024, index < units.count - 1 {
            scaled /= 1024
            index += 1
        }
        return index == 0 ? "\(number(scaled)) B" : String(format: "%.1f", scaled) + " " + units[index]
    }

    /// A duration given in nanoseconds, in ns, µs, ms or s with 4 significant digits at most:
    /// `646.1 ns`, `32.11 µs`, `2.1 ms`, `1.32 s`.
    package static func duration(nanoseconds value: Double) -> String {
        func round(_ v: Double, _ digits: Double) -> String { number((v * digits).rounded() / digits) }
        if value >= 1e9 { return round(value / 1e9, 100) + " s" }
        if value >= 1_000_000 { return round(value / 1e6, 100) + " ms" }
        if value >= 1000 { return round(value / 1000, value >= 100_000 ? 10 : 100) + " µs" }
        return round(value, 10) + " ns"
    }

    /// Bytes of an integer count, as ``bytes(_:)-(Double)``.
    package static func bytes(_ value: some BinaryInteger) -> String { bytes(Double(value)) }

    private static func grouped(_ value: Int64) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        return value < 0 ? "-" + out : out
    }
}
