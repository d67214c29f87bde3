import Foundation
import MemoryProbe
import Results

/// Progress on standard error for work longer than a second: a bar redrawn in place when
/// standard error is a terminal, plain lines every 10% otherwise (CI logs).
final class ProgressReporter {
    let label: String
    let unit: String
    var total: Int
    let start = AllocatorProbe.monotonicNanoseconds()
    let interactive = isatty(2) != 0
    var lastDraw: UInt64 = 0
    var lastDecile = 0
    var shown = false

    init(label: String, total: Int, unit: String) {
        self.label = label
        self.total = max(total, 1)
        self.unit = unit
        // Foundation sets up per-thread formatting state the first time `String(format:)`
        // runs on a thread (about 1.3 KiB, kept): do it now, before a soak starts counting
        // the thread's retained bytes, not at the first update a second into the run.
        _ = Format.fixed(0, decimals: 1)
    }

    func update(_ done: Int, total: Int? = nil) {
        if let total { self.total = max(total, 1) }
        let now = AllocatorProbe.monotonicNanoseconds()
        guard now &- start > 1_000_000_000 else { return }
        let fraction = min(1, Double(done) / Double(self.total))
        if interactive {
            guard now &- lastDraw > 100_000_000 || done == self.total else { return }
            lastDraw = now
            let width = 30
            let filled = Int(fraction * Double(width))
            let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
            FileHandleStream.standardError.write("\r\(label) [\(bar)] \(Int(fraction * 100))% \(done)/\(self.total) \(unit)")
            shown = true
        } else {
            let decile = Int(fraction * 10)
            guard decile > lastDecile else { return }
            lastDecile = decile
            let seconds = Double(now &- start) / 1e9
            FileHandleStream.standardError.write(
                "\(label): \(decile * 10)% (\(done)/\(self.total) \(unit), \(Format.fixed(seconds, decimals: 1)) s)\n")
        }
    }

    func finish() {
        if interactive && shown { FileHandleStream.standardError.write("\n") }
    }
}
