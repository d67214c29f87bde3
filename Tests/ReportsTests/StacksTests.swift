import Foundation
@testable import Reports
@testable import Results
import Testing

@Suite("Stacks: collapsed format, diff, flame graph, results")
struct StacksTests {
    static let folded = """
        ContentSceneController.viewDidLoad();allocateBlock(bytes:) 1048576
        ContentSceneController.viewDidLoad();View.init(frame:) 2240

        InboxController.viewWillAppear(_:);Array.append(_:) 512
        ContentSceneController.viewDidLoad();allocateBlock(bytes:) 1024
        """

    @Test("collapsed text: equal stacks merged, largest first, and written back the same way")
    func collapsedRoundTrip() throws {
        let stacks = try FoldedStacks.parse(collapsed: Self.folded)
        #expect(stacks.stacks.count == 3)
        #expect(stacks.stacks[0].bytes == 1_049_600 && stacks.stacks[0].leaf == "allocateBlock(bytes:)")
        #expect(stacks.totalBytes == 1_049_600 + 2240 + 512)
        #expect(try FoldedStacks.parse(collapsed: stacks.collapsed) == stacks)
        #expect(stacks.collapsed.hasPrefix("ContentSceneController.viewDidLoad();allocateBlock(bytes:) 1049600\n"))
        #expect(stacks.bytesByLeaf.first?.leaf == "allocateBlock(bytes:)")
    }

    @Test("a line without a byte count names its file and line")
    func badLine() {
        let error = #expect(throws: ResultsError.self) { try FoldedStacks.parse(collapsed: "a;b 10\na;b\n", source: "x.folded") }
        #expect(error?.code == .stacks)
        #expect(error?.description.hasPrefix("x.folded:2:") == true)
    }

    @Test("diff: the stack that grew most comes first, named by its allocating function")
    func diffOrder() throws {
        let before = try FoldedStacks.parse(collapsed: "cb();f() 100\ncb();g() 1000\n")
        let after = try FoldedStacks.parse(collapsed: "cb();f() 5000\ncb();g() 900\ncb();h() 300\n")
        let diff = StacksDiff(baseline: before, current: after)
        #expect(diff.grown().map(\.leaf) == ["f()", "h()"])
        #expect(diff.grown()[0].growth == 4900)
        let text = diff.render()
        let lines = text.split(separator: "\n")
        #expect(lines.dropFirst().first?.hasSuffix(")  f()") == true, "\(text)")
        #expect(lines.dropFirst(2).first == "      path: cb() → f()", "\(text)")
        #expect(StacksDiff(baseline: after, current: after).render() == "No stack grew.\n")
    }

    @Test("diff shows the whole path, so stacks with the same leaf and root but another middle read apart; callbacks are labelled")
    func diffWholePath() throws {
        let before = try FoldedStacks.parse(collapsed: "A.viewDidLoad();Model.load();f() 10\n")
        let after = try FoldedStacks.parse(collapsed: "A.viewDidLoad();Model.load();f() 10\nA.viewDidLoad();Cache.fill();f() 500\n")
        let text = StacksDiff(baseline: before, current: after).render()
        #expect(text.contains("path: A.viewDidLoad() [callback] → Cache.fill() → f()"), "\(text)")
        #expect(!text.contains("Model.load()"), "\(text)")
        #expect(StacksSummary.path(["main()", "g()"]) == "main() → g()")
        #expect(StacksSummary.path(["[viewDidLoad() (caller frames lost)]", "g()"]) == "[viewDidLoad() (caller frames lost)] → g()")
    }

    @Test("run --stacks's terminal text names the file and the top stacks with their share and path")
    func terminalText() throws {
        let summary = StacksSummary(
            window: "all", sampleIntervalBytes: 4096, stacks: try FoldedStacks.parse(collapsed: Self.folded), file: "run.folded")
        let text = summary.terminalText(limit: 2)
        #expect(text.contains("wrote run.folded (collapsed stacks"), "\(text)")
        #expect(text.contains("1.0 MiB (99.74%)  allocateBlock(bytes:)"), "\(text)")
        #expect(text.split(separator: "\n").count == 7, "\(text)")
        let peaks = CallbackPeakResult.terminalText([
            .init(callback: "viewDidLoad", peakBytes: 2048, controller: "detail#2", calls: 3),
            .init(callback: "loadView", peakBytes: 4096, controller: "list#1", calls: 1),
        ])
        #expect(
            peaks == "exact callback peaks (largest first):\n  4.0 KiB  loadView in list#1 (1 calls)\n  2.0 KiB  viewDidLoad in detail#2 (3 calls)\n")
        let html = HTMLReportRenderer.stacksSection(summary)
        #expect(html.contains("<a href=\"run.folded\">"))
    }

    @Test("flame graph: one box per frame, hover titles with bytes and share, self-contained")
    func flameGraph() throws {
        let stacks = try FoldedStacks.parse(collapsed: Self.folded)
        let svg = FlameGraphSVG.render(stacks, otherBytes: 262_144)
        #expect(svg.hasPrefix("<svg id=\"flamegraph\""))
        #expect(svg.contains("<title>allocateBlock(bytes:) — 1.0 MiB (1049600 B), 79.85% of"), "\(svg.prefix(2000))")
        #expect(svg.contains("(other stacks)"))
        #expect(
            !svg.contains("<script") && !svg.contains("http://www.w3.org/1999/xlink"),
            "the SVG alone is complete; the script lives in the HTML section")
        #expect(FlameGraphSVG.render(FoldedStacks([])).contains("<svg"))
    }

    @Test("flame graph zoom and search: every box carries its place, parent and bytes; the section adds the controls and script")
    func flameGraphZoomAndSearch() throws {
        let stacks = try FoldedStacks.parse(collapsed: Self.folded)
        let svg = FlameGraphSVG.render(stacks, otherBytes: 262_144)
        let boxes = svg.components(separatedBy: "<g class=\"frame\"").dropFirst()
        #expect(!boxes.isEmpty)
        // The root spans the whole width at level 0 and has no parent; every other box names an earlier box as parent.
        #expect(boxes.first?.hasPrefix(" data-x=\"0\" data-w=\"1\" data-l=\"0\" data-p=\"-1\"") == true, "\(boxes.first ?? "")")
        for (index, box) in boxes.enumerated().dropFirst() {
            let parent = try #require(box.firstMatch(of: /data-p="(\d+)"/)).1
            #expect(Int(parent)! < index)
        }
        #expect(svg.contains("data-n=\"allocateBlock(bytes:)\""))
        let section = HTMLReportRenderer.stacksSection(StacksSummary(window: "all", sampleIntervalBytes: 4096, stacks: stacks, file: nil))
        #expect(section.contains("id=\"flame-search\"") && section.contains("id=\"flame-reset\""))
        let script = try #require(section.range(of: "<script>"))
        #expect(section.range(of: "id=\"flamegraph\"")!.lowerBound < script.lowerBound, "the script runs after the graph exists")
        #expect(!section.contains("src=") && !section.contains("href=\"http"), "no external resources")
    }

    @Test("results: stacks and callback peaks are optional and survive a round trip; the summary is bounded")
    func resultsRoundTrip() throws {
        var results = ReportsFixtures.richResults()
        #expect(results.stacks == nil)
        let many = FoldedStacks((0..<300).map { FoldedStacks.Stack(frames: ["cb()", "f\($0)()"], bytes: UInt64($0 + 1)) })
        results.stacks = StacksSummary(window: "callback:viewDidLoad", sampleIntervalBytes: 4096, stacks: many, file: "s.folded")
        results.callbackPeaks = [CallbackPeakResult(callback: "viewDidLoad", peakBytes: 67_109_440, controller: "detail#1", calls: 6)]
        #expect(results.stacks?.stacks.count == StacksSummary.maximumStacks)
        #expect(results.stacks?.totalBytes == many.totalBytes)
        #expect((results.stacks?.otherBytes ?? 0) + (results.stacks?.folded.totalBytes ?? 0) == many.totalBytes)
        let decoded = try JSONDecoder().decode(RunResults.self, from: ResultsWriter.encode(results))
        #expect(decoded == results)
        let html = HTMLReportRenderer.render(results)
        #expect(html.contains("<section id=\"stacks\"") && html.contains("id=\"flamegraph\""))
        #expect(html.contains("<section id=\"callback-peaks\""))
        let markdown = MarkdownRenderer.render(results)
        #expect(markdown.contains("### Top allocation stacks (callback:viewDidLoad)"))
        #expect(markdown.contains("| viewDidLoad | 64.0 MiB | detail#1 |"), "\(markdown)")
    }
}
