public import Foundation

/// Encodes ``RunResults`` in bounded pieces, so that writing a large results file does not
/// hold a second, encoded copy of it (Foundation's `JSONEncoder` builds the whole document, and
/// its intermediate tree, before returning).
///
/// The bytes are exactly `JSONEncoder`'s with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]` plus a final newline (tested against it): the results without
/// their long arrays are encoded in one piece, and each long array's elements are encoded one
/// at a time and spliced in where the empty array stands, indented as the encoder indents them.
/// This relies on two properties of that output: a top-level key's line starts with exactly two
/// spaces, and no raw newline occurs inside a string (JSON escapes it), so lines can be
/// re-indented one by one.
///
/// Cost: the peak is the results themselves plus one element's encoding, instead of twice the
/// results and more.
package struct ResultsStreamEncoder {
    /// The arrays encoded element by element: those that grow with a run (in key order).
    static let streamedKeys = ["controllers", "leaks", "memoryWarnings", "metrics", "phases", "scenes", "tables", "timeline"]

    let encoder: JSONEncoder

    package init() {
        encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    }

    /// Encodes `results`, handing the bytes to `write` in pieces, in order.
    ///
    /// - Throws: what the encoder or `write` throws.
    package func encode(_ results: RunResults, to write: (Data) throws -> Void) throws {
        var skeleton = results
        skeleton.controllers = []
        skeleton.leaks = []
        skeleton.memoryWarnings = []
        skeleton.metrics = []
        skeleton.phases = []
        skeleton.scenes = []
        skeleton.tables = []
        skeleton.timeline = []
        let text = try encoder.encode(skeleton)
        var position = text.startIndex
        for key in Self.streamedKeys {
            let empty = Data("\n  \"\(key)\" : [\n\n  ]".utf8)
            guard let range = text.range(of: empty, in: position..<text.endIndex) else { continue }
            let opening = range.lowerBound + empty.count - 4  // up to and including "[\n"
            try write(text[position..<opening])
            // An empty array keeps the encoder's blank line: "[\n\n  ]".
            if try !writeElements(of: key, in: results, to: write) { try write(Data([0x0A])) }
            position = range.upperBound - 3  // "  ]" closes the array
        }
        try write(text[position...])
        try write(Data([0x0A]))
    }

    /// Writes the elements of the array at `key`; false when it was empty.
    func writeElements(of key: String, in results: RunResults, to write: (Data) throws -> Void) throws -> Bool {
        switch key {
        case "controllers": try writeElements(results.controllers, to: write)
        case "leaks": try writeElements(results.leaks, to: write)
        case "memoryWarnings": try writeElements(results.memoryWarnings, to: write)
        case "metrics": try writeElements(results.metrics, to: write)
        case "phases": try writeElements(results.phases, to: write)
        case "scenes": try writeElements(results.scenes, to: write)
        case "tables": try writeElements(results.tables, to: write)
        case "timeline": try writeElements(results.timeline, to: write)
        default: false
        }
    }

    /// Writes each element, indented four spaces (blank lines stay empty, as the encoder leaves
    /// them), separated by ",\n" and ending with "\n" when there was any.
    func writeElements<Element: Encodable>(_ elements: [Element], to write: (Data) throws -> Void) throws -> Bool {
        for (index, element) in elements.enumerated() {
            let text = try encoder.encode(element)
            var indented = Data()
            indented.reserveCapacity(text.count + text.count / 8 + 8)
            var lineStart = true
            for byte in text {
                if lineStart, byte != 0x0A { indented.append(contentsOf: [0x20, 0x20, 0x20, 0x20]) }
                indented.append(byte)
                lineStart = byte == 0x0A
            }
            indented.append(contentsOf: index == elements.count - 1 ? [0x0A] : [0x2C, 0x0A])
            try write(indented)
        }
        return !elements.isEmpty
    }
}
