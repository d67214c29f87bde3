import MemoryProbe
import Results

/// The HTML report's tables and lists.
extension HTMLReportRenderer {
    static func table(_ header: [String], _ rows: [[String]], numeric: Set<Int> = [], wrap: Set<Int> = [], cssClass: String = "") -> String {
        guard !rows.isEmpty else { return "<p class=\"none\">None.</p>" }
        var html = "<div class=\"scroll\"><table class=\"\(cssClass)\"><thead><tr>"
        for (index, cell) in header.enumerated() { html += "<th\(numeric.contains(index) ? " class=\"n\"" : "")>\(HTML.escape(cell))</th>" }
        html += "</tr></thead><tbody>"
        for row in rows {
            html += "<tr>"
            for (index, cell) in row.enumerated() {
                let cls = numeric.contains(index) ? " class=\"n\"" : (wrap.contains(index) ? " class=\"wrap\"" : "")
                html += "<td\(cls)>\(HTML.escape(cell))</td>"
            }
            html += "</tr>"
        }
        return html + "</tbody></table></div>"
    }

    static func warningsTable(_ results: RunResults) -> String {
        let rows = results.memoryWarnings.map { w in
            // A warning whose arenas were not purged (a soak's walk) says so beside its figures.
            let unpurged = w.purged == false ? " (not purged)" : ""
            return [
                String(w.seq), w.level, w.phase, String(w.viewsUnloaded), Format.bytes(w.backingStoreBytesFreed),
                "\(Format.bytes(w.allocatedBefore)) → \(Format.bytes(w.allocatedAfter))",
                "\(Format.bytes(w.residentBefore)) → \(Format.bytes(w.residentAfter))\(unpurged)",
                "\(Format.bytes(w.processResidentBefore)) → \(Format.bytes(w.processResidentAfter))\(unpurged)",
            ]
        }
        return "<h3>Memory warnings</h3>"
            + table(
                ["seq", "level", "phase", "views unloaded", "backing stores freed", "allocated", "resident", "process RSS"], rows, numeric: [0, 3, 4])
    }

    static func callbacksTable(_ results: RunResults) -> String {
        let rows = results.callbacks.map { c in
            [
                c.kind, Format.number(Double(c.totals.count)), Format.bytes(c.totals.exclusiveAllocatedBytes),
                Format.bytes(c.totals.exclusiveFreedBytes),
                Format.bytes(Double(c.totals.exclusiveNetBytes)), Format.bytes(c.totals.inclusiveAllocatedBytes),
                Format.duration(nanoseconds: Double(c.totals.exclusiveNanoseconds)),
            ]
        }
        return table(
            ["callback", "count", "allocated (excl.)", "freed (excl.)", "net (excl.)", "allocated (incl.)", "time (excl.)"], rows,
            numeric: [1, 2, 3, 4, 5, 6])
    }

    static func reuseTable(_ results: RunResults) -> String {
        let rows = results.tables.map { t in
            [
                t.table, t.identifier, Format.number(Double(t.cellsCreated)), Format.number(Double(t.dequeues)), Format.number(Double(t.reused)),
                t.dequeues == 0 ? "-" : Format.share(Double(t.reused) / Double(t.dequeues)), String(t.poolHighWater), String(t.cellsDiscarded),
            ]
        }
        return table(
            ["table", "identifier", "created", "dequeues", "reused", "hit ratio", "pool high water", "discarded"], rows, numeric: [2, 3, 4, 5, 6, 7])
    }

    static func phasesTable(_ results: RunResults) -> String {
        let rows = results.phases.map { p in
            [
                String(p.index), p.label, Format.number(Double(p.operations)), Format.bytes(p.allocatedBytes), Format.bytes(p.freedBytes),
                Format.number(Double(p.allocations)), Format.bytes(p.peakBytes), Format.bytes(p.end.allocatedBytes),
                Format.bytes(p.end.residentBytes), Format.bytes(p.processResidentPeakBytes),
                Format.number(Double(p.elapsedNanoseconds) / 1_000_000) + " ms", String(p.liveControllers),
            ]
        }
        return table(
            [
                "#", "phase", "ops", "allocated", "freed", "allocations", RunFigures.phasePeakTitle, "heap at end", "resident at end", "process HWM",
                "time", "live controllers",
            ], rows, numeric: [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    }

    static func leaksList(_ results: RunResults) -> String {
        guard !results.leaks.isEmpty else { return "<p class=\"none ok\">No leaks.</p>" }
        var html = "<ul class=\"findings\">"
        for group in LeakGroup.of(results.leaks) {
            let leak = group.first
            let more = group.count > 1 ? " and \(group.count - 1) more with the same path" : ""
            html +=
                "<li><b>\(HTML.escape(leak.controller))</b>\(more) (\(HTML.escape(leak.class))) after <i>\(HTML.escape(leak.departure))</i>\(leakPath(leak))</li>"
        }
        return html + "</ul>"
    }

    /// A leak's path: each edge with its status, or "no proven path" and the candidates;
    /// results written before edges were recorded show their labels.
    static func leakPath(_ leak: LeakResult) -> String {
        func chain(_ root: String, _ edges: [LeakEdgeResult]) -> String {
            let steps = edges.map { edge in
                let reason = edge.reason.map { ": " + HTML.escape($0) } ?? ""
                return
                    "<code>\(HTML.escape(edge.from)).\(HTML.escape(edge.field))</code> <span class=\"edge \(edge.status == "strong" ? "ok" : "muted")\">(\(HTML.escape(edge.status))\(reason))</span>"
            }
            let end = edges.last.map { ["<code>\(HTML.escape($0.to))</code>"] } ?? []
            return "<div class=\"path\">" + (["<code>\(HTML.escape(root))</code>"] + steps + end).joined(separator: " → ") + "</div>"
        }
        let fingerprint = leak.fingerprint.map { "<div class=\"muted\">fingerprint <code>\(HTML.escape($0))</code></div>" } ?? ""
        switch leak.proven {
        case true?:
            let others = (leak.otherPaths ?? []).enumerated().map {
                "<div class=\"path\">also held (path \($0.offset + 2))</div>" + chain($0.element.root, $0.element.edges)
            }
            return "<div class=\"path\">proven path</div>" + chain(leak.path.first ?? "?", leak.edges ?? []) + others.joined() + fingerprint
        case false?:
            let candidates = (leak.candidates ?? []).enumerated().map {
                "<div class=\"path\">candidate \($0.offset + 1)</div>" + chain($0.element.root, $0.element.edges)
            }
            let note = leak.explanation.map { HTML.escape($0) } ?? "no proven path"
            return "<div class=\"path\"><b>no proven path</b> <span class=\"muted\">\(note)</span></div>" + candidates.joined() + fingerprint
        case nil:
            let path =
                leak.path.isEmpty
                ? "<span class=\"muted\">no path from a root (a cycle that only holds itself)</span>"
                : leak.path.map { "<code>\(HTML.escape($0))</code>" }.joined(separator: " → ")
            return "<div class=\"path\">\(path)</div>"
        }
    }

    static func violationsList(_ results: RunResults) -> String {
        guard !results.invariantViolations.isEmpty else { return "<p class=\"none ok\">No violations.</p>" }
        let rows = results.invariantViolations.map { [String($0.seq), $0.controller ?? "-", $0.event, $0.rule, $0.message] }
        return table(["seq", "controller", "event", "rule", "message"], rows, numeric: [0], wrap: [4])
    }

    static func diagnosticsList(_ results: RunResults) -> String {
        guard !results.diagnostics.isEmpty else { return "<p class=\"none\">None.</p>" }
        return "<ol class=\"diagnostics\">" + results.diagnostics.map { "<li><code>\(HTML.escape($0))</code></li>" }.joined() + "</ol>"
    }

    static func metricsTable(_ results: RunResults) -> String {
        let rows = results.metrics.map { m in
            [
                m.name, Format.value(m.value, unit: m.unit), m.kind.rawValue, m.direction == .smallerIsBetter ? "smaller" : "bigger",
                m.kind == .timing ? String(m.samples.count) : "-",
            ]
        }
        return table(["metric", "value", "kind", "better", "samples"], rows, numeric: [1, 4])
    }

    static func environmentTable(_ results: RunResults) -> String {
        let env = results.environment, allocator = env.allocator
        var rows: [[String]] = [
            ["jemalloc", allocator.version], ["MALLOC_CONF (environment)", allocator.environmentMallocConf ?? "(unset)"],
            ["arenas / page / quantum", "\(allocator.arenas) / \(allocator.pageSize) B / \(allocator.quantum) B"],
            ["Swift", "\(env.swiftVersion) (\(env.build))"],
            ["machine", "\(env.machine.cpu), \(env.machine.cores) cores, \(Format.bytes(Double(env.machine.memoryBytes))), \(env.machine.os)"],
            ["viewpressure", env.toolVersion],
        ]
        rows.append(["options in force", allocator.effectiveMallocConf])
        return table(["", ""], rows, wrap: [1], cssClass: "env")
    }
}
