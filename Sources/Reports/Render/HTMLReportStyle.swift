/// The HTML report's inline style sheet: system fonts only, light and dark schemes.
enum HTMLReportStyle {
    static let css = """
        :root{--fg:#1d2330;--muted:#5f6b7a;--bg:#f6f7f9;--panel:#fff;--line:#e3e6eb;--accent:#2f6fde;--alloc:#2f6fde;--res:#e07b24;--warn:#c62828;--ok:#2e7d32;--created:#e07b24;--reused:#8fb8f0}
        @media (prefers-color-scheme: dark){:root{--fg:#e6e9ee;--muted:#9aa5b4;--bg:#14171c;--panel:#1d2128;--line:#2e343d;--reused:#3a5f96}}
        *{box-sizing:border-box}
        body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
        main{max-width:1200px;margin:0 auto;padding:24px}
        header h1{margin:0 0 4px;font-size:24px;word-break:break-word}
        .sub{margin:0 0 16px;color:var(--muted)}
        .badge{display:inline-block;padding:1px 8px;border-radius:10px;font-weight:600;color:#fff}
        .badge.pass{background:var(--ok)}.badge.fail{background:var(--warn)}.badge.attention{background:var(--res)}
        .cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:12px;margin-bottom:8px}
        .card{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:10px 14px}
        .card .v{font-size:20px;font-weight:600}.card .l{color:var(--muted);font-size:12px;text-transform:uppercase;letter-spacing:.04em}
        section{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:16px 20px;margin:16px 0}
        h2{margin:0 0 12px;font-size:18px}h3{font-size:14px;margin:16px 0 8px;color:var(--muted)}
        svg.chart{width:100%;min-width:720px;height:auto;display:block;font-size:12px}
        svg.chart>title{display:none}
        .grid{stroke:var(--line);stroke-width:1}
        .axis,.legend,.label,.value,.inbar{fill:var(--fg)}.axis{fill:var(--muted)}
        .series{fill:none;stroke-width:2}.series.allocated{stroke:var(--alloc)}.series.resident{stroke:var(--res)}
        .swatch.allocated{fill:var(--alloc)}.swatch.resident{fill:var(--res)}
        .warning-marker line{stroke:var(--warn);stroke-width:1.5;stroke-dasharray:4 3}.warning-marker text{fill:var(--warn);font-size:11px}
        .bar{fill:var(--accent)}.bar.retained{fill:#7b57c8}.bar.negative{fill:var(--ok)}
        .created{fill:var(--created)}.reused{fill:var(--reused)}
        .scroll{overflow-x:auto}
        table{border-collapse:collapse;width:100%;font-size:13px}
        th,td{padding:5px 8px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top;white-space:nowrap}
        td.wrap{white-space:normal;min-width:240px}
        th{color:var(--muted);font-weight:600;white-space:nowrap}
        td.n,th.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
        table.env td:first-child{color:var(--muted);white-space:nowrap;width:1%}
        table.env td{word-break:break-all}table.env thead{display:none}
        code{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--bg);padding:1px 4px;border-radius:4px}
        .findings li{margin-bottom:8px}.path{margin-top:4px}
        .none{color:var(--muted)}.none.ok{color:var(--ok)}.muted{color:var(--muted)}.edge.ok{color:var(--ok)}
        .status{display:inline-block;padding:0 7px;border-radius:9px;font-size:12px;font-weight:600;white-space:nowrap}
        .status.met{background:var(--ok);color:#fff}.status.missed{background:var(--warn);color:#fff}.status.nm{border:1px solid var(--line);color:var(--muted)}
        p.summary{margin:0 0 8px;color:var(--muted)}ul.targets{list-style:none;padding:0;margin:0 0 8px}ul.targets li{margin:3px 0}
        .bar.cells{fill:var(--created)}.dot{fill:var(--accent);fill-opacity:.75}.median{stroke:var(--fg);stroke-width:3}.interval{fill:var(--reused);fill-opacity:.6}
        .target-line line{stroke:var(--warn);stroke-width:1.5;stroke-dasharray:5 4}.target-line text{fill:var(--warn);font-size:11px}
        .verdict{border-left:4px solid var(--ok);padding:4px 12px;margin:8px 0;background:var(--panel)}.verdict.fail{border-color:var(--warn)}.verdict p{margin:4px 0}
        .warmup rect{fill:var(--muted);fill-opacity:.12}.warmup text{fill:var(--muted);font-size:11px}.axis.title{font-size:12px}
        .fit-band{fill:#7b57c8;fill-opacity:.18;stroke:none}.fit-line{fill:none;stroke:#7b57c8;stroke-width:2.5}.effect-line{fill:none;stroke:var(--warn);stroke-width:1.5;stroke-dasharray:6 4}
        .swatch.fit-line{fill:#7b57c8;stroke:none}.swatch.fit-band{fill:#7b57c8;fill-opacity:.3}.swatch.effect-line{fill:var(--warn);stroke:none}
        .level.moderate{fill:#f2b84b}.level.low{fill:var(--res)}.level.critical{fill:var(--warn)}.level.other{fill:var(--muted)}
        table.totals tbody tr:last-child td{font-weight:600;border-top:2px solid var(--line)}
        .trend-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(440px,1fr));gap:12px}svg.chart.trend{min-width:420px}
        circle.run{fill:var(--alloc)}circle.run.bad{fill:var(--warn)}circle.run.good{fill:var(--ok)}
        footer{color:var(--muted);font-size:12px;text-align:center;margin:24px 0}
        .flame-controls{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:8px 0;font-size:13px}
        .flame-controls input{font:inherit;padding:2px 6px}#flame-status{color:var(--muted)}
        svg.flamegraph{max-width:100%;height:auto}svg.flamegraph text{pointer-events:none}
        """
}
