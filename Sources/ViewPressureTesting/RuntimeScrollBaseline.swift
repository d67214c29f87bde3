import Foundation
import MemoryProbe
import ViewRuntime

/// What the runtime itself allocates per scrolled row in this build: a bare table (plain
/// ``TableViewCell``s, dequeued and returned unconfigured) scrolled in a runtime of its own.
///
/// In a release build this is 0 B. A debug build (what `swift test` builds) runs the
/// runtime's table path unspecialized: generic accessors and addressors box values on the
/// heap, some hundreds to thousands of bytes per row, none of it the tested code's doing.
/// ``ProfilingSession/expectSteadyScroll(_:atMost:sourceLocation:)`` subtracts this from a
/// scroll's bytes per row, so its verdict on the user's own code is the same in a debug and
/// a release build.
///
/// Cost: one scroll of 240 rows per row height, once per process (cached).
@MainActor
enum RuntimeScrollBaseline {
    private static var cache: [Double: Double] = [:]

    /// A bare table that dequeues and returns its cells unconfigured.
    final class BareTable: TableViewController {
        let height: Double
        init(runtime: Runtime, height: Double) {
            self.height = height
            super.init(runtime: runtime)
        }

        required init?(coder: NSCoder) { return nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.rowHeight = height
            try? tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 240 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            try tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    /// Bytes per row the runtime allocates scrolling rows `rowHeight` points tall on `screen`.
    static func bytesPerRow(rowHeight: Double, screen: Screen) -> Double {
        let height = max(1, (rowHeight * 4).rounded() / 4)
        if let cached = cache[height] { return cached }
        guard let counters = try? ThreadCounters.forCurrentThread() else { return 0 }
        var settings = RuntimeSettings()
        settings.backingStoresEnabled = false
        let runtime = Runtime(screen: screen, settings: settings)
        let window = Window(runtime: runtime)
        let table = BareTable(runtime: runtime, height: height)
        window.rootViewController = NavigationController(rootViewController: table)
        window.makeKeyAndVisible()
        runtime.runUntilIdle()
        let view = table.tableView!
        let maximum = max(0, view.contentSize.height - view.bounds.height)
        // Warm up (the first screenful, the queue reaching its length), then measure.
        var offset = 0.0
        for _ in 0..<20 where offset < maximum {
            offset = min(maximum, offset + height)
            view.setContentOffset(Point(x: 0, y: offset))
        }
        let start = counters.read()
        let from = offset
        while offset < maximum {
            offset = min(maximum, offset + height)
            view.setContentOffset(Point(x: 0, y: offset))
        }
        let rows = (offset - from) / height
        let bytes = rows >= 1 ? Double(counters.read().since(start).allocatedBytes) / rows : 0
        window.rootViewController = nil
        runtime.runUntilIdle()
        cache[height] = bytes
        return bytes
    }
}
