import ViewRuntime

/// A `tableState` line's arguments (docs/TRACE-FORMAT.md).
extension TableSnapshot {
    /// Appends `, "table": ..., "rows": [...], "selected": [[s, r]...], "visible": [[s, r]...]`, and
    /// `selectedCount` or `visibleCount` when the list holds fewer than there are; a collection
    /// view's line has `"view": "collection"` after the label.
    func write(to buffer: inout [UInt8]) {
        buffer.append(contentsOf: #", "table": "#.utf8)
        JSONText.appendString(table, to: &buffer)
        if isCollection { buffer.append(contentsOf: #", "view": "collection""#.utf8) }
        buffer.append(contentsOf: #", "rows": ["#.utf8)
        for (index, count) in rows.enumerated() {
            if index > 0 { buffer.append(contentsOf: ", ".utf8) }
            JSONText.appendInteger(count, to: &buffer)
        }
        buffer.append(contentsOf: #"], "selected": "#.utf8)
        Self.writePaths(selected, to: &buffer)
        if selectedCount > selected.count {
            buffer.append(contentsOf: #", "selectedCount": "#.utf8)
            JSONText.appendInteger(selectedCount, to: &buffer)
        }
        buffer.append(contentsOf: #", "visible": "#.utf8)
        Self.writePaths(visible, to: &buffer)
        if visibleCount > visible.count {
            buffer.append(contentsOf: #", "visibleCount": "#.utf8)
            JSONText.appendInteger(visibleCount, to: &buffer)
        }
    }

    /// `[[s, r], ...]`.
    static func writePaths(_ paths: [IndexPath], to buffer: inout [UInt8]) {
        buffer.append(UInt8(ascii: "["))
        for (index, path) in paths.enumerated() {
            if index > 0 { buffer.append(contentsOf: ", ".utf8) }
            buffer.append(UInt8(ascii: "["))
            JSONText.appendInteger(path.section, to: &buffer)
            buffer.append(contentsOf: ", ".utf8)
            JSONText.appendInteger(path.row, to: &buffer)
            buffer.append(UInt8(ascii: "]"))
        }
        buffer.append(UInt8(ascii: "]"))
    }
}
