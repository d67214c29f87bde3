import Foundation

/// Writes synthetic traces (format 1) of realistic shape: push/pop cycles on a navigation
/// stack, with nested callbacks, a warning every 50 cycles and, with the probe on, `ts`,
/// `dur`, bytes and exclusive ns consistent with strict nesting.
struct TraceFixture {
    struct Node {
        var controller: String?
        var event: String
        var extra = ""
        var selfNs: Int64 = 2_000
        var children: [Node] = []

        var duration: Int64 { selfNs + children.reduce(0) { $0 + $1.duration } }
        var isInstant: Bool { event == "init" || event == "deinit" || controller == nil }
    }

    let probe: Bool
    private(set) var seq = 0
    private(set) var clock: Int64 = 1_000
    private(set) var events = 0
    private var out: [UInt8] = []
    private let handle: FileHandle

    init(path: String, probe: Bool) throws {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        self.probe = probe
        out.reserveCapacity(1 << 17)
    }

    /// Writes push/pop cycles until at least `events` events are written; returns the count.
    static func write(to path: String, events target: Int, probe: Bool) throws -> Int {
        var fixture = try TraceFixture(path: path, probe: probe)
        var cycle = 0
        while fixture.events < target {
            cycle += 1
            for node in Self.cycle(cycle) { fixture.emit(node) }
        }
        try fixture.finish()
        return fixture.events
    }

    static func cycle(_ k: Int) -> [Node] {
        let detail = "detail#\(k + 2)"
        var nodes: [Node] = [
            Node(controller: nil, event: "step", extra: ",\"index\":\(2 * k),\"op\":\"push\""),
            Node(controller: detail, event: "init"),
            Node(controller: detail, event: "willMoveToParent", extra: ",\"parent\":\"nav#1\""),
            Node(
                controller: "nav#1", event: "viewWillLayoutSubviews",
                children: [
                    Node(controller: detail, event: "loadView", selfNs: 9_000),
                    Node(controller: detail, event: "viewDidLoad", selfNs: 30_000),
                    Node(controller: "list#2", event: "viewWillDisappear", extra: ",\"animated\":false"),
                    Node(
                        controller: detail, event: "viewWillAppear", extra: ",\"animated\":false",
                        children: [
                            Node(controller: detail, event: "viewWillLayoutSubviews"), Node(controller: detail, event: "viewDidLayoutSubviews"),
                        ]),
                ]),
            Node(controller: "list#2", event: "viewDidDisappear", extra: ",\"animated\":false"),
            Node(controller: detail, event: "viewDidAppear", extra: ",\"animated\":false"),
            Node(controller: detail, event: "didMoveToParent", extra: ",\"parent\":\"nav#1\""),
        ]
        if k % 50 == 0 {
            nodes.append(Node(controller: nil, event: "memoryWarning", extra: ",\"level\":\"critical\""))
            nodes.append(
                Node(
                    controller: "list#2", event: "didReceiveMemoryWarning", extra: ",\"level\":\"critical\"",
                    children: [
                        Node(controller: "list#2", event: "viewWillUnload"), Node(controller: "list#2", event: "viewDidUnload", selfNs: 50_000),
                    ]))
        }
        nodes += [
            Node(controller: nil, event: "step", extra: ",\"index\":\(2 * k + 1),\"op\":\"pop\""),
            Node(controller: detail, event: "willMoveToParent", extra: ",\"parent\":null"),
            Node(controller: detail, event: "viewWillDisappear", extra: ",\"animated\":false"),
            Node(controller: "list#2", event: "viewWillAppear", extra: ",\"animated\":false"),
            Node(controller: detail, event: "viewDidDisappear", extra: ",\"animated\":false"),
            Node(controller: "list#2", event: "viewDidAppear", extra: ",\"animated\":false"),
            Node(controller: detail, event: "didMoveToParent", extra: ",\"parent\":null"),
            Node(controller: detail, event: "deinit"),
        ]
        return nodes
    }

    private mutating func emit(_ node: Node) {
        seq += 1
        events += 1
        var line = "{\"seq\":\(seq)"
        if let controller = node.controller { line += ",\"controller\":\"\(controller)\"" }
        line += ",\"event\":\"\(node.event)\"" + node.extra
        if probe {
            if node.controller != nil { line += ",\"allocatedBytes\":\(node.selfNs / 10),\"freedBytes\":\(node.selfNs / 20),\"ns\":\(node.selfNs)" }
            line += ",\"ts\":\(clock)"
            if !node.isInstant { line += ",\"dur\":\(node.duration)" }
        }
        line += "}\n"
        out.append(contentsOf: line.utf8)
        if out.count > 1 << 16 { flush() }
        guard probe else { return }
        if node.isInstant { clock += 500; return }
        clock += node.selfNs / 2
        for child in node.children { emit(child) }
        clock += node.selfNs - node.selfNs / 2
    }

    private mutating func flush() {
        handle.write(Data(out))
        out.removeAll(keepingCapacity: true)
    }

    mutating func finish() throws {
        flush()
        try handle.close()
    }
}
