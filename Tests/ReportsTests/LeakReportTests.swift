import Foundation
@testable import Results
import Testing

@testable import Reports

@Suite("Leak paths in reports")
struct LeakReportTests {
    static let proven = LeakResult(
        controller: "delegating#1", class: "DetailController", departure: "pop",
        path: ["delegating#1", "helper", "delegate", "delegating#1"], proven: true,
        edges: [
            LeakEdgeResult(from: "DetailController", field: "helper", to: "Helper", status: "strong"),
            LeakEdgeResult(from: "Helper", field: "delegate", to: "DetailController", status: "strong"),
        ],
        candidates: [], fingerprint: "0123456789abcdef", explanation: "a retain cycle of proven strong references"
    )

    static let unproven = LeakResult(
        controller: "callback#1", class: "DetailController", departure: "pop", path: [], proven: false, edges: [],
        candidates: [
            LeakPathResult(
                root: "window[0]", path: ["window[0]", "rootStorage", "contexts[0]"],
                edges: [
                    LeakEdgeResult(from: "Window", field: "rootStorage", to: "HomeController", status: "strong"),
                    LeakEdgeResult(
                        from: "CallbackRegistry", field: "contexts[0]", to: "DetailController", status: "unknown",
                        reason: "Unmanaged<AnyObject>: retained and released by hand"),
                ])
        ],
        fingerprint: "fedcba9876543210", explanation: "no proven path; 1 candidate through references whose ownership could not be read"
    )

    static func results() -> RunResults {
        var results = RunResults(kind: .run, name: "leaks", environment: ReportsFixtures.environment())
        results.leaks = [proven, unproven]
        return results
    }

    @Test("the terminal lines show every edge's status, and a candidate only under \"no proven path\"")
    func terminalLines() {
        #expect(
            Self.proven.pathLines == [
                "proven path from delegating#1:",
                "  DetailController.helper → Helper [strong]",
                "  Helper.delegate → DetailController [strong]",
            ])
        let lines = Self.unproven.pathLines
        #expect(lines.first?.hasPrefix("no proven path") == true)
        #expect(lines.contains("candidate 1 from window[0]:"))
        #expect(lines.contains("  CallbackRegistry.contexts[0] → DetailController [unknown: Unmanaged<AnyObject>: retained and released by hand]"))
    }

    @Test("Markdown shows each edge's status and says when no path is proven")
    func markdown() {
        let text = MarkdownRenderer.render(Self.results())
        #expect(text.contains("proven: delegating#1 → DetailController.helper (strong) → Helper.delegate (strong) → DetailController"))
        #expect(
            text.contains(
                "**no proven path**<br>candidate 1: window[0] → Window.rootStorage (strong) → CallbackRegistry.contexts[0] (unknown: Unmanaged&lt;AnyObject&gt;"
            ))
        #expect(text.contains("fingerprint `0123456789abcdef`"))
    }

    @Test("HTML shows each edge's status and says when no path is proven")
    func html() {
        let html = HTMLReportRenderer.render(Self.results())
        #expect(html.components(separatedBy: "(strong)").count - 1 == 3)
        #expect(html.contains("(unknown: Unmanaged&lt;AnyObject&gt;: retained and released by hand)"))
        #expect(html.contains("<b>no proven path</b>"))
        #expect(html.contains("<code>fedcba9876543210</code>"))
    }

    @Test("JSON keeps path as strings and adds edges with status, proven, candidates and fingerprint; older results still decode")
    func json() throws {
        let data = try JSONEncoder().encode(Self.unproven)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["path"] as? [String] == [])
        #expect(object["proven"] as? Bool == false)
        #expect(object["fingerprint"] as? String == "fedcba9876543210")
        let candidate = try #require((object["candidates"] as? [[String: Any]])?.first)
        let edges = try #require(candidate["edges"] as? [[String: Any]])
        #expect(edges.map { $0["status"] as? String } == ["strong", "unknown"])
        #expect(try JSONDecoder().decode(LeakResult.self, from: data) == Self.unproven)

        let old = Data(#"{"controller": "leaky#1", "class": "C", "departure": "pop", "path": ["leaky#1", "onTap"]}"#.utf8)
        let decoded = try JSONDecoder().decode(LeakResult.self, from: old)
        #expect(decoded.path == ["leaky#1", "onTap"])
        #expect(decoded.proven == nil && decoded.edges == nil && decoded.fingerprint == nil)
        #expect(decoded.pathLines.isEmpty)
    }
}
