import Foundation
import Reports
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
        let error = #expect(throws: StacksError.self) { try FoldedStacks.parse(collapsed: "a;b 10\na;b\n", source: "x.folded") }
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
        #expect(text.split(separator: "\n").dropFirst().first?.contains("f()  <- cb()") == true, "\(text)")
        #expect(StacksDiff(baseline: after, current: after).render() == "No stack grew.\n")
    }

    @Test("flame graph: one box per frame, hover titles with bytes and share, self-contained")
    func flameGraph() throws {
        let stacks = try FoldedStacks.parse(collapsed: Self.folded)
        let svg = FlameGraphSVG.render(stacks, otherBytes: 262_144)
        #expect(svg.hasPrefix("<svg id=\"flamegraph\""))
        #expect(svg.contains("<title>allocateBlock(bytes:) — 1.0 MiB (1049600 B), 79.85% of"), "\(svg.prefix(2000))")
        #expect(svg.contains("(other stacks)"))
        #expect(!svg.contains("<script") && !svg.contains("http://www.w3.org/1999/xlink"))
        #expect(FlameGraphSVG.render(FoldedStacks([])).contains("<svg"))
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
