import Foundation
import Testing

@testable import Driver

/// Every validation error names the JSON path of the offending value and what was expected;
/// malformed JSON names the line and column.
@Suite("Scenario files: validation errors")
struct ScenarioValidationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var path: String
        var message: String
        var testDescription: String { name }
    }

    static let base = ScenarioParserTests.scenario

    static let cases: [Case] = [
        Case(
            name: "unknown op", text: base(#"[{"op": "launch"}, {"op": "jump"}]"#, nil, nil),
            path: "steps[1].op", message: "unknown op \"jump\"; expected one of \"launch\", \"push\""),
        Case(
            name: "unknown scene in push", text: base(#"[{"op": "launch"}, {"op": "push", "scene": "nowhere"}]"#, nil, nil),
            path: "steps[1].scene", message: "unknown scene \"nowhere\"; expected one of \"nav\""),
        Case(
            name: "unknown segue in a step", text: base(#"[{"op": "launch"}, {"op": "segue", "id": "nope"}]"#, nil, nil),
            path: "steps[1].id", message: "unknown segue \"nope\"; expected one of \"showDetail\""),
        Case(
            name: "bad type for scene", text: base(#"[{"op": "launch"}, {"op": "push", "scene": 3}]"#, nil, nil),
            path: "steps[1].scene", message: "expected a string, found number"),
        Case(
            name: "bad type for times", text: base(#"[{"op": "launch"}, {"op": "repeat", "times": "x", "steps": [{"op": "pop"}]}]"#, nil, nil),
            path: "steps[1].times", message: "expected an integer, found string"),
        Case(
            name: "negative repeat", text: base(#"[{"op": "launch"}, {"op": "repeat", "times": -1, "steps": [{"op": "pop"}]}]"#, nil, nil),
            path: "steps[1].times", message: "expected an integer from 0 to 100000000, found -1"),
        Case(
            name: "fractional integer", text: base(#"[{"op": "launch"}, {"op": "selectTab", "index": 1.5}]"#, nil, nil),
            path: "steps[1].index", message: "expected an integer from 0 to 1000000, found 1.5"),
        Case(
            name: "nested path in repeat",
            text: base(#"[{"op": "launch"}, {"op": "repeat", "times": 2, "steps": [{"op": "pop"}, {"op": "push"}]}]"#, nil, nil),
            path: "steps[1].steps[1].scene", message: "missing; expected a string"),
        Case(
            name: "unknown level", text: base(#"[{"op": "launch"}, {"op": "memoryWarning", "level": "severe"}]"#, nil, nil),
            path: "steps[1].level", message: "unknown value \"severe\"; expected one of \"moderate\", \"low\", \"critical\""),
        Case(
            name: "unknown key in a step", text: base(#"[{"op": "launch"}, {"op": "push", "scene": "detail", "scnee": 1}]"#, nil, nil),
            path: "steps[1].scnee", message: "unknown key; expected one of"),
        Case(
            name: "animated on a non-animatable op", text: base(#"[{"op": "launch"}, {"op": "selectTab", "index": 0, "animated": true}]"#, nil, nil),
            path: "steps[1].animated", message: "takes no \"animated\" flag"),
        Case(
            name: "acting before launch", text: base(#"[{"op": "push", "scene": "detail"}]"#, nil, nil),
            path: "steps[0].op", message: "\"push\" before launch"),
        Case(
            name: "launching twice", text: base(#"[{"op": "launch"}, {"op": "launch"}]"#, nil, nil),
            path: "steps[1].op", message: "already launched"),
        Case(
            name: "pushing a container", text: base(#"[{"op": "launch"}, {"op": "push", "scene": "tabs"}]"#, nil, nil),
            path: "steps[1].scene", message: "cannot push a tabs controller"),
        Case(
            name: "unknown scene type",
            text: base(#"[{"op": "launch"}]"#, #"{"nav": {"type": "navigation", "root": "x"}, "x": {"type": "grid"}}"#, "{}"),
            path: "scenes.x.type", message: "unknown scene type \"grid\""),
        Case(
            name: "unknown navigation root", text: base(#"[{"op": "launch"}]"#, #"{"nav": {"type": "navigation", "root": "ghost"}}"#, "{}"),
            path: "scenes.nav.root", message: "unknown scene \"ghost\""),
        Case(
            name: "unknown tab",
            text: base(#"[{"op": "launch"}]"#, #"{"nav": {"type": "tabs", "tabs": ["nav2", "ghost"]}, "nav2": {"type": "content"}}"#, "{}"),
            path: "scenes.nav.tabs[1]", message: "unknown scene \"ghost\""),
        Case(
            name: "containment cycle",
            text: base(
                #"[{"op": "launch"}]"#,
                #"{"nav": {"type": "tabs", "tabs": ["t2"]}, "t2": {"type": "split", "primary": "nav", "secondary": "c"}, "c": {"type": "content"}}"#,
                "{}"),
            path: "scenes.t2", message: "containment cycle: nav -> t2 -> nav"),
        Case(
            name: "unknown segue endpoint", text: base(#"[{"op": "launch"}]"#, nil, #"{"showDetail": {"from": "list", "to": "ghost"}}"#),
            path: "segues.showDetail.to", message: "unknown scene \"ghost\""),
        Case(
            name: "unknown segue kind",
            text: base(#"[{"op": "launch"}]"#, nil, #"{"showDetail": {"from": "list", "to": "detail", "kind": "teleport"}}"#),
            path: "segues.showDetail.kind", message: "unknown value \"teleport\""),
        Case(
            name: "style on a show segue",
            text: base(#"[{"op": "launch"}]"#, nil, #"{"showDetail": {"from": "list", "to": "detail", "style": "formSheet"}}"#),
            path: "segues.showDetail.style", message: "applies only to \"modal\" segues"),
        Case(
            name: "select names a missing segue",
            text: base(
                #"[{"op": "launch"}]"#, #"{"nav": {"type": "navigation", "root": "list"}, "list": {"type": "table", "rows": [1], "select": "nope"}}"#,
                "{}"),
            path: "scenes.nav.root", message: "x"),
        Case(
            name: "PV2: a mid-spine page curl given one page",
            text: base(
                #"[{"op": "launch"}]"#,
                #"{"nav": {"type": "pages", "page": "p", "count": 1, "style": "pageCurl", "spine": "mid"}, "p": {"type": "content"}}"#, "{}"),
            path: "scenes.nav.count",
            message: "The number of view controllers provided (1) doesn't match the number required (2) for the requested transition"),
        Case(
            name: "PV2: a double-sided min-spine page curl given one page",
            text: base(
                #"[{"op": "launch"}]"#,
                #"{"nav": {"type": "pages", "page": "p", "count": 1, "style": "pageCurl", "doubleSided": true}, "p": {"type": "content"}}"#, "{}"),
            path: "scenes.nav.count", message: "doesn't match the number required (2)"),
        Case(
            name: "PV3: a mid spine that is not double-sided",
            text: base(
                #"[{"op": "launch"}]"#,
                #"{"nav": {"type": "pages", "page": "p", "count": 2, "style": "pageCurl", "spine": "mid", "doubleSided": false}, "p": {"type": "content"}}"#,
                "{}"),
            path: "scenes.nav.doubleSided", message: "If 'UIPageViewControllerSpineLocationMid' is specified, 'doubleSided' must be 'YES'."),
        Case(
            name: "negative row count", text: base(#"[{"op": "launch"}]"#, #"{"nav": {"type": "table", "rows": [3, -2]}}"#, "{}"),
            path: "scenes.nav.rows[1]", message: "expected an integer from 0 to 10000000, found -2"),
        Case(
            name: "unsupported format", text: #"{"format": 2, "initial": "a", "scenes": {"a": {"type": "content"}}, "steps": []}"#,
            path: "format", message: "unsupported format 2"),
        Case(
            name: "missing initial", text: #"{"format": 1, "scenes": {"a": {"type": "content"}}, "steps": []}"#,
            path: "initial", message: "missing; expected a string"),
        Case(
            name: "unknown initial", text: #"{"format": 1, "initial": "b", "scenes": {"a": {"type": "content"}}, "steps": []}"#,
            path: "initial", message: "unknown scene \"b\"; expected one of \"a\""),
        Case(
            name: "bad device", text: #"{"format": 1, "device": {"width": 0}, "initial": "a", "scenes": {"a": {"type": "content"}}, "steps": []}"#,
            path: "device.width", message: "expected a number from 1 to 4096, found 0"),
        Case(
            name: "steps not an array", text: #"{"format": 1, "initial": "a", "scenes": {"a": {"type": "content"}}, "steps": {}}"#,
            path: "steps", message: "expected an array of steps, found object"),
    ]

    @Test("each validation error names its JSON path", arguments: cases.filter { $0.name != "select names a missing segue" })
    func namesThePath(_ testCase: Case) {
        let error = #expect(throws: DriverError.self) { try ScenarioParser.parse(testCase.text, file: "s.json") }
        #expect(error?.path == testCase.path, "\(error?.description ?? "")")
        #expect(error?.code == .invalidScenario)
        #expect(error?.message.contains(testCase.message) == true, "\(error?.description ?? "")")
        #expect(error?.file == "s.json")
        #expect(error?.position != nil)
        #expect(error?.description.hasPrefix("s.json:") == true)
    }

    @Test("a table's select must name a segue that starts at that table")
    func selectNamesASegue() {
        let missing = Self.base(
            #"[{"op": "launch"}]"#, #"{"nav": {"type": "navigation", "root": "list"}, "list": {"type": "table", "rows": [1], "select": "nope"}}"#,
            "{}")
        let error = #expect(throws: DriverError.self) { try ScenarioParser.parse(missing) }
        #expect(error?.path == "scenes.list.select")
        #expect(error?.message == "unknown segue \"nope\"; expected one of (no segues defined)")
        let elsewhere = Self.base(#"[{"op": "launch"}]"#, nil, #"{"showDetail": {"from": "detail", "to": "list"}}"#)
        let second = #expect(throws: DriverError.self) { try ScenarioParser.parse(elsewhere) }
        #expect(second?.message == "segue \"showDetail\" starts at \"detail\", not at \"list\"")
    }

    @Test("the error position points at the offending value")
    func positionPointsAtValue() {
        let text =
            "{\n  \"format\": 1,\n  \"initial\": \"nav\",\n  \"scenes\": {\"nav\": {\"type\": \"content\"}},\n  \"steps\": [\n    {\"op\": \"launch\"},\n    {\"op\": \"push\", \"scene\": \"ghost\"}\n  ]\n}"
        let error = #expect(throws: DriverError.self) { try ScenarioParser.parse(text, file: "f.json") }
        #expect(error?.position == SourcePosition(line: 7, column: 29))
        #expect(error?.description == "f.json:7:29: steps[1].scene: unknown scene \"ghost\"; expected one of \"nav\"")
    }

    @Test(
        "malformed JSON names the line and column",
        arguments: [
            ("{\n  \"format\": 1,\n  \"initial\": \"a\"\n  \"scenes\": {}\n}", 4, 3, "expected ',' or '}'"),
            ("{\"format\": 1,}", 1, 14, "expected a string key"),
            ("{\"format\": 01}", 1, 12, "leading zero"),
            ("{\"a\": \"unterminated}", 1, 21, "unterminated string"),
            ("[1, 2", 1, 6, "unexpected end of input"),
            ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key \"a\""),
            ("{\"format\": tru}", 1, 12, "invalid literal"),
            ("", 1, 1, "unexpected end of input"),
        ])
    func malformedJSON(text: String, line: Int, column: Int, message: String) {
        let error = #expect(throws: DriverError.self) { try ScenarioParser.parse(text, file: "bad.json") }
        #expect(error?.position == SourcePosition(line: line, column: column), "\(error?.description ?? "")")
        #expect(error?.message.contains(message) == true, "\(error?.description ?? "")")
        #expect(error?.message.hasPrefix("malformed JSON: ") == true)
        #expect(error?.code == .malformedJSON)
        #expect(error?.path == "")
    }

    @Test("strings with escapes and unicode parse exactly")
    func stringEscapes() throws {
        let text = #"{"format": 1, "name": "a\"b\\c\u00e9\ud83d\ude00\n", "initial": "a", "scenes": {"a": {"type": "content"}}, "steps": []}"#
        let scenario = try ScenarioParser.parse(text)
        #expect(scenario.name == "a\"b\\cé😀\n")
    }

    @Test("deeply nested JSON is an error, not a stack overflow")
    func deepNesting() {
        let text = String(repeating: "[", count: 100_000)
        let error = #expect(throws: DriverError.self) { try ScenarioParser.parse(text) }
        #expect(error?.message.contains("nesting deeper than") == true)
    }
}
