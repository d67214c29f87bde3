import ViewRuntime

/// One section of `rows` rows of fixed height, cells of one reuse identifier configured without
/// allocating: the label's text comes from a list made up front (strings longer than 15 bytes,
/// so they live on the heap and assigning one only retains it).
@MainActor
final class BenchmarkTableController: TableViewController {
    static let rowHeight = 44.0

    let rows: Int
    private let texts: [String] = (0..<64).map { "Benchmark row title number \($0)" }

    init(runtime: Runtime, rows: Int) {
        self.rows = rows
        super.init(runtime: runtime)
    }

    /// Benchmarks build their controllers in code, never from a storyboard.
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        try? tableView.register(BenchmarkTableCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = texts[indexPath.row & 63]
        (cell as? BenchmarkTableCell)?.row = indexPath.row
        return cell
    }
}

/// A cell that remembers its row.
@MainActor
final class BenchmarkTableCell: TableViewCell {
    var row = 0
}
