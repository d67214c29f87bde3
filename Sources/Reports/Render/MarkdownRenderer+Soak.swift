import Results

/// The Markdown summary's soak part: the verdict and its reason, the warnings by level with
/// totals, and for a merged soak a row per seed. Bounded at any length of soak: a row per
/// level and per seed, never per warning or cycle.
extension MarkdownRenderer {
    static func soakSection(_ results: RunResults) -> String {
        var out = ""
        if let soak = results.soak {
            out += "Retained memory **\(soak.verdict.rawValue)** over \(soak.cycles) cycles (\(soak.operations) operations)"
            out += (soak.reason.map { ": " + escape($0) } ?? "") + ".\n\n"
        }
        if let seeds = results.soakSeeds, !seeds.isEmpty {
            out +=
                "### Seeds\n\n| seed | verdict | retained | slope B/cycle (95% interval) | cycles | leaks | warnings | peak resident |\n|---:|---|---|---|---:|---:|---:|---:|\n"
            for seed in seeds {
                let slope =
                    "\(Format.number(seed.soak.slopeBytesPerCycle)) (\(Format.number(seed.soak.slopeLow)) to \(Format.number(seed.soak.slopeHigh)))"
                let peak = seed.peakResidentBytes.map { Format.bytes(Double($0)) } ?? "not measured"
                out +=
                    "| \(seed.seed) | \(seed.passed ? "✅ PASS" : "❌ " + escape(seed.headline)) | \(seed.soak.verdict.rawValue) | \(slope) | \(seed.soak.cycles) | \(seed.leaks) | \(seed.memoryWarnings) | \(peak) |\n"
            }
            out += "\n"
        }
        if results.kind == .soak, let tally = MemoryWarningTally.of(results) {
            out += "### Memory warnings by level\n\n| level | warnings | views unloaded |\n|---|---:|---:|\n"
            for level in WarningWindows.levels(tally) + ["total"] {
                let group = level == "total" ? tally.levels : tally.levels.filter { $0.level == level }
                let name = level == "total" ? "**total**" : escape(level)
                out +=
                    "| \(name) | \(Format.number(Double(group.reduce(0) { $0 + $1.count }))) | \(Format.number(Double(group.reduce(0) { $0 + $1.viewsUnloaded }))) |\n"
            }
            out += "\n"
        }
        return out
    }
}
