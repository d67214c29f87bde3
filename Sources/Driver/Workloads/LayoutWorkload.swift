import Foundation
import MemoryProbe
import Results
import ViewRuntime

/// Auto Layout passes (docs/AUTOLAYOUT.md): a screen of V constrained views (4 constraints each)
/// re-laid out with unchanged constants and with one constant changed per pass, and a cell-sized
/// view with S constrained labels laid out once per reuse (its texts change, as a dequeued cell's).
/// Time and bytes per pass in steady state, after one warm-up pass. A stop request is looked at
/// between rounds, between passes and between the views built; the finished rounds are kept.
package struct LayoutWorkload: Workload {
    package static let name = "layout"
    package static let summary =
        "re-lay out a screen of V views with 4V constraints (constants unchanged, one changed) and a cell of S constrained labels per reuse"
    package static let parameters: [WorkloadParameter] = [
        .init("views", "50", range: 1...2_000, "constrained views on the screen (4 constraints each)"),
        .init("passes", "2000", quick: "200", range: 1...1_000_000, "layout passes per sample"),
        .init("cellSubviews", "8", range: 1...200, "constrained labels in the cell"),
        .init("rounds", "5", quick: "3", range: 1...1000, "samples"),
    ]

    let views: Int, passes: Int, cellSubviews: Int, rounds: Int

    package init(values: WorkloadValues, quick: Bool) throws {
        try values.validate(against: Self.parameters, workload: Self.name)
        let p = Self.parameters
        views = try values.int("views", in: p, quick: quick)
        passes = max(1, try values.int("passes", in: p, quick: quick))
        cellSubviews = try values.int("cellSubviews", in: p, quick: quick)
        rounds = max(1, try values.int("rounds", in: p, quick: quick))
    }

    /// ns and bytes per pass of `pass`, after one warm-up call. A stop request between passes
    /// throws ``WorkloadInterrupted`` with `partial` (the rounds finished).
    func measure(
        _ context: WorkloadContext, partial: () -> WorkloadReport, _ pass: (Int) -> Void
    ) throws(WorkloadInterrupted) -> (ns: Double, bytes: Double) {
        pass(0)
        let before = context.counters.read()
        let start = AllocatorProbe.monotonicNanoseconds()
        for index in 1...passes {
            if RunInterruption.requested != nil { try context.stopIfRequested(partial: partial()) }
            pass(index)
        }
        let elapsed = AllocatorProbe.monotonicNanoseconds() &- start
        let bytes = context.counters.read().since(before).allocatedBytes
        return (Double(elapsed) / Double(passes), Double(bytes) / Double(passes))
    }

    package func run(_ context: WorkloadContext) throws -> WorkloadReport {
        var unchanged: [Double] = [], changed: [Double] = [], cell: [Double] = []
        var unchangedBytes = 0.0, changedBytes = 0.0, cellBytes = 0.0
        func partial() -> WorkloadReport {
            report(unchanged: unchanged, changed: changed, cell: cell, bytes: (unchangedBytes, changedBytes, cellBytes))
        }
        for round in 0..<rounds {
            try context.stopIfRequested(partial: partial())
            let runtime = Runtime(screen: Screen(width: 390, height: 844, scale: 1))
            let window = Window(runtime: runtime)
            let root = WorkloadController(runtime: runtime, subviews: 0)
            window.rootViewController = root
            window.makeKeyAndVisible()
            let screen = root.view!
            let first: LayoutConstraint
            do { first = try Self.buildScreen(in: screen, views: views) } catch let stop as WorkloadInterrupted {
                throw WorkloadInterrupted(signal: stop.signal, partial: partial())
            }
            screen.layoutIfNeeded()
            let a = try measure(context, partial: partial) { _ in
                screen.setNeedsLayout()
                screen.layoutIfNeeded()
            }
            let b = try measure(context, partial: partial) { index in
                first.constant = index % 2 == 0 ? 10 : 11
                screen.layoutIfNeeded()
            }
            let (cellView, labels) = try Self.buildCell(subviews: cellSubviews)
            let texts = ["Row title", "A longer detail text", "Short", "Another value"]
            let c = try measure(context, partial: partial) { index in
                for (offset, label) in labels.enumerated() {
                    label.text = texts[(index + offset) % texts.count]
                    label.invalidateIntrinsicContentSize()
                }
                cellView.setNeedsLayout()
                cellView.layoutIfNeeded()
            }
            window.tearDown()
            unchanged.append(a.ns); changed.append(b.ns); cell.append(c.ns)
            unchangedBytes = a.bytes; changedBytes = b.bytes; cellBytes = c.bytes
            context.progress(round + 1, rounds)
        }
        return partial()
    }

    /// The report of the rounds measured (all of them, or those a stop left).
    func report(unchanged: [Double], changed: [Double], cell: [Double], bytes: (Double, Double, Double)) -> WorkloadReport {
        guard !unchanged.isEmpty else { return WorkloadReport() }
        let (unchangedBytes, changedBytes, cellBytes) = bytes
        let n = Self.name
        func median(_ samples: [Double]) -> String { Format.duration(nanoseconds: Statistics.median(of: samples)) }
        return WorkloadReport(
            metrics: [
                .timing("\(n).unchangedPassNs", samples: unchanged, unit: "ns/op"),
                .exact("\(n).unchangedPassBytes", unchangedBytes, unit: "B"),
                .timing("\(n).constantChangedPassNs", samples: changed, unit: "ns/op"),
                .exact("\(n).constantChangedPassBytes", changedBytes, unit: "B"),
                .timing("\(n).cellPassNs", samples: cell, unit: "ns/op"),
                .exact("\(n).cellPassBytes", cellBytes, unit: "B"),
            ],
            lines: [
                "screen of \(views) views, \(views * 4) constraints: unchanged \(median(unchanged))/pass, "
                    + "\(Format.bytes(unchangedBytes))/pass; one constant changed \(median(changed))/pass, \(Format.bytes(changedBytes))/pass",
                "cell of \(cellSubviews) constrained labels: \(median(cell))/reuse, \(Format.bytes(cellBytes))/reuse",
            ]
        )
    }

    /// A column of `views` views under `screen`, each with 4 constraints; returns the first
    /// view's height constraint (the one the "changed" passes move).
    @MainActor
    static func buildScreen(in screen: View, views: Int) throws -> LayoutConstraint {
        var previous: View?
        var firstHeight: LayoutConstraint?
        for index in 0..<views {
            if let signal = RunInterruption.requested { throw WorkloadInterrupted(signal: signal, partial: WorkloadReport()) }
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            try screen.addSubview(view)
            let height = view.heightAnchor.constraint(equalToConstant: 10)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: Double(index % 20)),
                view.widthAnchor.constraint(equalTo: screen.widthAnchor, multiplier: 0.5),
                view.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? screen.topAnchor, constant: 1),
                height,
            ])
            if firstHeight == nil { firstHeight = height }
            previous = view
        }
        return firstHeight!
    }

    /// A 390 x 88 cell-like view with `subviews` labels in two columns, 4 constraints each.
    @MainActor
    static func buildCell(subviews: Int) throws -> (View, [Label]) {
        let cell = View(frame: Rect(x: 0, y: 0, width: 390, height: 88))
        var labels: [Label] = []
        for index in 0..<subviews {
            let label = Label()
            label.translatesAutoresizingMaskIntoConstraints = false
            try cell.addSubview(label)
            let column = index % 2, row = index / 2
            LayoutConstraint.activate([
                column == 0
                    ? label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16)
                    : label.leadingAnchor.constraint(equalTo: labels[index - 1].trailingAnchor, constant: 8),
                label.topAnchor.constraint(equalTo: row == 0 ? cell.topAnchor : labels[index - 2].bottomAnchor, constant: 4),
                label.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
                label.heightAnchor.constraint(greaterThanOrEqualToConstant: 16),
            ])
            labels.append(label)
        }
        return (cell, labels)
    }
}
