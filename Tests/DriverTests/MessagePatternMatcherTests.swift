import Foundation
import Testing

@testable import Driver

/// `messageMatches` patterns: the linear-time matcher agrees with NSRegularExpression on safe
/// inputs, answers the pathological ones at once, and refuses what it does not support.
@Suite("messageMatches: a linear-time matcher")
struct MessagePatternMatcherTests {
    /// Patterns and messages on which NSRegularExpression is safe (no blow-up).
    static let table: [(pattern: String, texts: [String])] = [
        ("section [1-9]", ["invalid section 3", "section 0", "section", "SECTION 4"]),
        ("^Tried to pop", ["Tried to pop to a view controller", " Tried to pop", "tried to pop"]),
        ("controller\\.$", ["a controller.", "a controller.\n", "a controllerx", "controller.x"]),
        ("a.c", ["abc", "a\nc", "ac", "xxaZcxx"]),
        ("\\d+ rows?", ["12 rows", "1 row", "rows", "x 7 rowz"]),
        ("\\w+@\\w+", ["me@host", "@host", "me@", "é@ü"]),
        ("\\s\\S\\D\\W", [" x.!", "x x!", " 1a!", "  a "]),
        ("(?:ab|cd)+e", ["ababcde", "abe", "e", "acde"]),
        ("(a|b)*c", ["c", "abababc", "abd", "zzc"]),
        ("colou?r", ["color", "colour", "colouur"]),
        ("x{2}", ["x", "xx", "axxb"]),
        ("^x{2,}$", ["x", "xx", "xxxxx", "xxy"]),
        ("^x{1,3}$", ["", "x", "xxx", "xxxx"]),
        ("^[^a-c]+$", ["def", "dad", "", "xyz\n"]),
        ("[\\d\\-.]+", ["-1.5", "abc", "--"]),
        ("[-a]", ["-", "a", "b"]),
        ("\\(\\d\\)", ["(1)", "1", "(a)"]),
        ("a*?b", ["aab", "b", "aaa"]),
        ("a+?$", ["baa", "b"]),
        ("(?i)uiviewcontroller", ["UIViewController", "uiviewcontroller", "UIView"]),
        ("(?i)[a-c]x", ["BX", "dx", "Cx"]),
        ("a|", ["b", ""]),
        ("\\t\\n", ["\t\n", "\\t\\n"]),
        ("\\u00e9t\\x65", ["été", "ete"]),
        ("[.]", [".", "a"]),
        ("^$", ["", "\n", "a"]),
        ("NSInternal.*Exception", ["NSInternalInconsistencyException", "NSInternal"]),
    ]

    @Test("the matcher agrees with NSRegularExpression on a table of patterns and messages")
    func agreesWithFoundation() throws {
        for (pattern, texts) in Self.table {
            let matcher = try MessagePatternMatcher(pattern)
            let regex = try NSRegularExpression(pattern: pattern)
            for text in texts {
                let expected = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
                #expect(matcher.matches(text) == expected, "/\(pattern)/ on \(text.debugDescription)")
            }
        }
    }

    @Test("catastrophic patterns are answered at once: (a+)+$ on 60 characters, nested stars, a 1,000,000-character message")
    func pathological() throws {
        let start = Date()
        #expect(try MessagePatternMatcher("(a+)+$").matches(String(repeating: "a", count: 60) + "!") == false)
        #expect(try MessagePatternMatcher("(a+)+$").matches(String(repeating: "a", count: 60)) == true)
        #expect(try MessagePatternMatcher("(a*)*b").matches(String(repeating: "a", count: 5_000)) == false)
        #expect(try MessagePatternMatcher("(x+x+)+y").matches(String(repeating: "x", count: 5_000)) == false)
        let scene = String(repeating: "s", count: 1_000_000)
        // ICU fails on this one (its backtrack stack), which a yes/no answer reported as "no match".
        #expect(try MessagePatternMatcher("scene (.*) is not").matches("the scene \(scene) is not on screen") == true)
        #expect(try MessagePatternMatcher("^the scene s+ is not").matches("the scene \(scene) is not on screen") == true)
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test(
        "unsupported syntax is refused with its position",
        arguments: [
            ("(a)\\1", 3, "backreference"), ("a(?=b)", 1, "lookahead"), ("(?<!a)b", 0, "lookbehind"), ("a++", 2, "possessive"),
            ("\\bword", 0, "word boundary"), ("(?<name>a)", 0, "named group"), ("[a[b]]", 2, "nested class"), ("\\p{L}", 0, "escape"),
            ("(unclosed", 0, "no \")\""), ("a)", 1, "no \"(\""), ("*a", 0, "nothing before it"), ("a{3,1}", 1, "maximum is below"),
            ("a{2", 1, "{m,n}"), ("[z-a]", 2, "before its start"), ("(?s)a", 0, "flag"), ("a{1001}", 1, "above 1000"),
            ("(a{1000}){1000}", 0, "instructions"),
        ])
    func refused(_ pattern: String, _ offset: Int, _ words: String) {
        let error = #expect(throws: PatternError.self) { try MessagePatternMatcher(pattern) }
        #expect(error?.offset == offset, "\(pattern): \(String(describing: error))")
        #expect(error?.message.contains(words) == true, "\(pattern): \(String(describing: error))")
    }

    @Test("the scenario parser refuses an unsupported messageMatches at its file position (exit 2)")
    func parserRefuses() {
        let text =
            #"{"format": 1, "initial": "a", "scenes": {"a": {"type": "content"}}, "steps": [{"op": "launch"}, "#
            + #"{"op": "pop", "expect": {"error": "E", "messageMatches": "(a)\\1"}}]}"#
        let error = #expect(throws: DriverError.self) { try ScenarioParser.parse(text) }
        #expect(
            error?.message.contains("at character 4 of \"(a)\\1\": a backreference \"\\1\" is not supported") == true, "\(String(describing: error))")
        #expect(error?.position != nil)
    }
}
