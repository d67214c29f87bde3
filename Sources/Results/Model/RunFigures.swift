/// The one definition of each figure that several outputs show, so that the terminal, the
/// results, the HTML, the Markdown and the dashboards' files never give one figure several
/// numbers.
///
/// Cost: a pass over the phases or the timeline; called once per rendering.
package enum RunFigures {
    /// The run's peak resident set and where it comes from.
    package struct PeakResident: Sendable, Hashable {
        package var bytes: Int
        /// True when the figure is the kernel's exact high-water mark (`VmHWM`); false when no
        /// phase recorded one and it is the largest sampled resident figure of the timeline,
        /// which can only be below the true peak.
        package var isExact: Bool
        /// "process high-water mark" or "largest sample".
        package var source: String { isExact ? "process high-water mark" : "largest sample" }
        /// The terminal's line for it (`run` and `soak` print the same).
        package var terminalLine: String {
            "peak resident \(Format.bytes(Double(bytes))) (\(source); the HTML and Markdown reports show the same figure)"
        }
    }

    /// The run's peak resident set: the largest process high-water mark (`VmHWM`) its phases
    /// recorded, the whole process's resident pages at their maximum, read from the kernel at
    /// each phase's end. Runs whose results hold no phase (a soak merged from old files) fall
    /// back to the largest resident sample of the timeline. Nil when neither exists.
    package static func peakResident(_ results: RunResults) -> PeakResident? {
        if let peak = results.phases.map(\.processResidentPeakBytes).max(), peak > 0 {
            return PeakResident(bytes: peak, isExact: true)
        }
        if let sampled = results.timeline.map(\.residentBytes).max(), sampled > 0 {
            return PeakResident(bytes: sampled, isExact: false)
        }
        return nil
    }

    /// The column title of ``PhaseResult/peakBytes``: the heap's highest point inside the
    /// phase above where the phase started, not a process peak.
    package static let phasePeakTitle = "peak above start"
}
