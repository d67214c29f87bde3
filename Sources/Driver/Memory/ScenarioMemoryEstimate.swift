import Results
public import ViewRuntime

/// The memory one screen of each scene needs at least, from the scenario's numbers alone:
/// where the danger is a product of fields (device size x scale x subviews, rows x cell
/// size), the run is refused before it starts when one screen cannot fit the budget.
///
/// A lower bound (each term is what the runtime certainly allocates once the scene is shown):
/// the root view's backing store (width x height x scale² x 4 bytes), each subview's (44 x 44
/// points), 256 bytes per view object, the cache; for a table, the visible cells' backing
/// stores and 8 bytes per row of its height index. Containers and custom scenes add nothing
/// of their own here: their children are scenes too, and a custom scene's size is its code's.
public enum ScenarioMemoryEstimate {
    /// One term of an estimate, for the message: "10000 subviews' backing stores: 697.0 MiB".
    public struct Term: Sendable, Hashable {
        public var what: String
        public var bytes: Double
    }

    /// The terms for one screen of `scene` on `device`.
    package static func terms(for scene: Scene, device: Screen) -> [Term] {
        let perPoint = backingStoreBytes(width: 1, height: 1, scale: device.scale)
        let screen = backingStoreBytes(width: device.size.width, height: device.size.height, scale: device.scale)
        switch scene.kind {
        case .content(let content):
            var terms = [
                Term(
                    what: "its root view's backing store (\(Int(device.size.width))x\(Int(device.size.height)) pt at \(device.scale)x)", bytes: screen
                )
            ]
            if content.subviews > 0 {
                terms.append(
                    Term(
                        what: "\(content.subviews) subviews (44x44 pt backing stores and view objects)",
                        bytes: Double(content.subviews) * (44 * 44 * perPoint + viewObjectBytes)))
            }
            if content.cacheBytes > 0 { terms.append(Term(what: "its cache", bytes: Double(content.cacheBytes))) }
            if content.transientBytes > 0 { terms.append(Term(what: "its transient block", bytes: Double(content.transientBytes))) }
            return terms
        case .table(let table):
            let rows = table.rows.reduce(0, +)
            var terms = [
                Term(what: "its table's backing store (\(Int(device.size.width))x\(Int(device.size.height)) pt at \(device.scale)x)", bytes: screen)
            ]
            if rows > 0, table.rowHeight > 0 {
                let visible = min(Double(rows), (device.size.height / table.rowHeight).rounded(.up))
                terms.append(
                    Term(
                        what: "\(Int(visible)) visible cells of \(table.rowHeight) pt",
                        bytes: visible * (device.size.width * table.rowHeight * perPoint + viewObjectBytes)))
            }
            if rows > 0, table.variableHeightSpread != nil {
                terms.append(Term(what: "the height index of \(rows) rows", bytes: Double(rows) * 8))
            }
            return terms
        case .collection(let collection):
            let items = collection.items.reduce(0, +)
            var terms = [
                Term(
                    what: "its collection view's backing store (\(Int(device.size.width))x\(Int(device.size.height)) pt at \(device.scale)x)",
                    bytes: screen)
            ]
            let side = (device.size.width / Double(collection.columns)).rounded(.down)
            let height = collection.itemHeight ?? side
            if items > 0, side > 0, height > 0 {
                let lines = min((Double(items) / Double(collection.columns)).rounded(.up), (device.size.height / height).rounded(.up) + 1)
                let visible = min(Double(items), lines * Double(collection.columns))
                terms.append(
                    Term(
                        what: "\(Int(visible)) visible cells of \(side)x\(height) pt",
                        bytes: visible * (side * height * perPoint + viewObjectBytes)))
            }
            if !collection.reuse, items > 0 {
                terms.append(Term(what: "a kept cell per item shown (reuse off, at most \(items))", bytes: Double(items) * viewObjectBytes))
            }
            return terms
        case .navigation, .tabs, .pages, .split, .custom:
            return []
        }
    }

    /// The least memory a view object and its bookkeeping take.
    package static let viewObjectBytes = 256.0

    /// The backing store of a view of `width` x `height` points at `scale`: 4 bytes a pixel.
    /// The same formula for a scenario's scenes and a bench workload's views
    /// (``WorkloadMemoryEstimate``).
    public static func backingStoreBytes(width: Double, height: Double, scale: Double) -> Double {
        width * height * scale * scale * 4
    }

    /// Throws (exit 2) for the first scene one screen of which needs more than the budget.
    public static func check(_ scenario: Scenario, settings: MemoryLimitSettings, file: String?) throws(DriverError) {
        let budget = Double(settings.stopBytes)
        for scene in scenario.scenes {
            let terms = terms(for: scene, device: scenario.device)
            let total = terms.reduce(0) { $0 + $1.bytes }
            guard total > budget else { continue }
            let parts = terms.map { "\($0.what): \(Format.bytes($0.bytes))" }.joined(separator: "; ")
            throw DriverError(
                .memoryLimit, file: file, path: "scenes.\(scene.id)",
                message:
                    "one screen of this scene needs at least \(Format.bytes(total)) (\(parts)), more than the run may use: "
                    + "\(settings.stopDescription); raise it with --budget-mb (or --memory-limit-mb), or make the scene or the device smaller")
        }
    }
}
