import Testing

@testable import Results

@Suite("Leak groups")
struct LeakGroupTests {
    static func leak(_ controller: String, _ fingerprint: String?) -> LeakResult {
        LeakResult(
            controller: controller, class: "DetailController", departure: "pop", path: [controller, "onTap", controller],
            proven: true, edges: [], fingerprint: fingerprint)
    }

    @Test("leaks with one fingerprint are one group with a count, in the order of their first leak")
    func grouped() {
        let leaks = (1...100).map { Self.leak("detail#\($0)", "aaaa") } + [Self.leak("other#1", "bbbb")]
        let groups = LeakGroup.of(leaks)
        #expect(groups.map(\.count) == [100, 1])
        #expect(groups[0].first.controller == "detail#1")
        #expect(groups[0].headline.hasSuffix("; and 99 more with the same path (detail#2, detail#3, detail#4, detail#5, detail#6, ...)"))
        #expect(groups[1].headline == "LEAK other#1 (DetailController) after pop: other#1 -> onTap -> other#1")
    }

    @Test("a leak without a fingerprint is a group of its own")
    func unfingerprinted() {
        #expect(LeakGroup.of([Self.leak("a#1", nil), Self.leak("a#2", nil)]).map(\.count) == [1, 1])
    }

    @Test("other holders are listed after the proven path")
    func otherPaths() {
        var leak = Self.leak("two#1", "cccc")
        leak.edges = [LeakEdgeResult(from: "TwoCycles", field: "onRefresh", to: "TwoCycles", status: "strong")]
        leak.otherPaths = [
            LeakPathResult(
                root: "two#1", path: ["two#1", "job", "block", "two#1"],
                edges: [LeakEdgeResult(from: "TwoCycles", field: "job", to: "Job", status: "strong")])
        ]
        #expect(
            leak.pathLines == [
                "proven path from two#1:", "  TwoCycles.onRefresh → TwoCycles [strong]", "also held (path 2) from two#1:",
                "  TwoCycles.job → Job [strong]",
            ])
    }
}
