import Foundation
import Testing

@testable import Driver

/// Every number a scenario file can set has a documented range (``ScenarioLimits``): at the
/// edge it parses, one past it is an error naming the JSON path and the range.
@Suite("Scenario files: bounded numbers")
struct ScenarioLimitsTests {
    struct Edge: CustomTestStringConvertible, Sendable {
        let path: String
        /// The scenario with `VALUE` where the number goes.
        let template: String
        let inside: String
        let outside: String
        let expected: String
        var testDescription: String { "\(path) = \(outside)" }
    }

    static func file(device: String = #"{"width": 100, "height": 100, "scale": 1}"#, scenes: String = "", steps: String = "") -> String {
        """
        {"format": 1, "device": \(device), "initial": "nav",
         "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"}\(scenes.isEmpty ? "" : ", " + scenes)},
         "steps": [{"op": "launch"}\(steps.isEmpty ? "" : ", " + steps)]}
        """
    }

    static let edges: [Edge] = [
        Edge(
            path: "device.width", template: file(device: #"{"width": VALUE, "height": 100, "scale": 1}"#), inside: "4096", outside: "4097",
            expected: "from 1 to 4096"),
        Edge(
            path: "device.height", template: file(device: #"{"width": 100, "height": VALUE, "scale": 1}"#), inside: "1", outside: "0.5",
            expected: "from 1 to 4096"),
        Edge(
            path: "device.scale", template: file(device: #"{"width": 100, "height": 100, "scale": VALUE}"#), inside: "4", outside: "4.01",
            expected: "from 0.5 to 4"),
        Edge(
            path: "scenes.c.subviews", template: file(scenes: #""c": {"type": "content", "subviews": VALUE}"#), inside: "10000", outside: "10001",
            expected: "from 0 to 10000"),
        Edge(
            path: "scenes.c.cacheBytes", template: file(scenes: #""c": {"type": "content", "cacheBytes": VALUE}"#), inside: "1073741824",
            outside: "1073741825", expected: "from 0 to 1073741824"),
        Edge(
            path: "scenes.t.rows[0]", template: file(scenes: #""t": {"type": "table", "rows": [VALUE]}"#), inside: "10000000", outside: "10000001",
            expected: "from 0 to 10000000"),
        Edge(
            path: "scenes.t.rowHeight", template: file(scenes: #""t": {"type": "table", "rows": [1], "rowHeight": VALUE}"#), inside: "10000",
            outside: "10000.5", expected: "from 0 to 10000"),
        Edge(
            path: "scenes.t.variableHeights", template: file(scenes: #""t": {"type": "table", "rows": [1], "variableHeights": VALUE}"#),
            inside: "10000", outside: "10001", expected: "from 1 to 10000"),
        Edge(
            path: "scenes.p.count", template: file(scenes: #""p": {"type": "pages", "page": "home", "count": VALUE}"#), inside: "100000",
            outside: "100001", expected: "from 1 to 100000"),
        Edge(
            path: "steps[1].times", template: file(steps: #"{"op": "repeat", "times": VALUE, "steps": [{"op": "memoryWarning"}]}"#),
            inside: "100000000", outside: "100000001", expected: "from 0 to 100000000"),
        Edge(
            path: "steps[1].depth", template: file(steps: #"{"op": "popTo", "depth": VALUE}"#), inside: "1000000", outside: "1000001",
            expected: "from 0 to 1000000"),
        Edge(
            path: "steps[1].index", template: file(steps: #"{"op": "selectTab", "index": VALUE}"#), inside: "0", outside: "-1",
            expected: "from 0 to 1000000"),
        Edge(
            path: "steps[1].row", template: file(steps: #"{"op": "selectRow", "row": VALUE}"#), inside: "10000000", outside: "10000001",
            expected: "from 0 to 10000000"),
        Edge(
            path: "steps[1].to", template: file(steps: #"{"op": "scroll", "to": VALUE}"#), inside: "10000000", outside: "10000001",
            expected: "from 0 to 10000000"),
        Edge(
            path: "steps[1].by", template: file(steps: #"{"op": "scroll", "to": "bottom", "by": VALUE}"#), inside: "0.5", outside: "0.49",
            expected: "from 0.5 to 1000000000"),
        Edge(
            path: "steps[1].width", template: file(steps: #"{"op": "resize", "width": VALUE, "height": 100}"#), inside: "4096", outside: "1e308",
            expected: "from 1 to 4096"),
    ]

    @Test("a number at its range's edge parses; one past it names the JSON path and the range", arguments: edges)
    func edge(_ edge: Edge) throws {
        _ = try ScenarioParser.parse(edge.template.replacingOccurrences(of: "VALUE", with: edge.inside))
        let error = #expect(throws: DriverError.self) {
            try ScenarioParser.parse(edge.template.replacingOccurrences(of: "VALUE", with: edge.outside))
        }
        #expect(error?.path == edge.path, "\(error.map { "\($0)" } ?? "")")
        #expect(error?.message.contains(edge.expected) == true, "\(error.map { "\($0)" } ?? "")")
    }

    @Test("the rows of all sections together are bounded, and so are the sections")
    func rowsInAll() {
        let tooMany = Self.file(scenes: #""t": {"type": "table", "rows": [5000000, 5000000, 1]}"#)
        let error = #expect(throws: DriverError.self) { try ScenarioParser.parse(tooMany) }
        #expect(error?.path == "scenes.t.rows")
        #expect(error?.message.contains("at most 10000000 rows in all sections together") == true)
        let sections = "[" + Array(repeating: "0", count: 10_001).joined(separator: ",") + "]"
        let manySections = #expect(throws: DriverError.self) {
            try ScenarioParser.parse(Self.file(scenes: #""t": {"type": "table", "rows": "# + sections + "}"))
        }
        #expect(manySections?.message.contains("from 1 to 10000 sections") == true)
    }

    @Test("nested repeats are bounded by the steps they run in all, not only by each count")
    func nestedRepeatProduct() {
        let inner = #"{"op": "repeat", "times": 40000, "steps": [{"op": "memoryWarning"}]}"#
        let outer = Self.file(steps: #"{"op": "repeat", "times": 40000, "steps": ["# + inner + "]}")
        let error = #expect(throws: DriverError.self) { try ScenarioParser.parse(outer) }
        #expect(error?.path == "steps[1].times")
        #expect(error?.message.contains("this repeat runs 1600000000 steps; a scenario runs at most 1000000000") == true)
        _ = try? ScenarioParser.parse(Self.file(steps: #"{"op": "repeat", "times": 20000, "steps": ["# + inner + "]}"))
        #expect((try? ScenarioParser.parse(Self.file(steps: #"{"op": "repeat", "times": 20000, "steps": ["# + inner + "]}"))) != nil)
    }
}
