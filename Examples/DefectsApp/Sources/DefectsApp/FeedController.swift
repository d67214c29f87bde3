public import Foundation
public import ViewRuntime

/// A photo feed: a table of `rows` rows, each cell with a shared thumbnail.
///
/// With `dequeues: false` (the defect) `cellForRowAt` makes a new cell per row instead of
/// dequeuing one: no cell is ever created *by the pool*, so `cellsCreated` stays 0, while
/// every row allocates a cell and the queue fills with cells nobody asks for.
@MainActor
public final class FeedController: TableViewController {
    public let rows: Int
    public let dequeues: Bool
    /// The thumbnail every row shows (one shared bitmap).
    let thumbnail = Image(width: 64, height: 64)

    public init(runtime: Runtime, rows: Int = 3000, dequeues: Bool = true) {
        self.rows = rows
        self.dequeues = dequeues
        super.init(runtime: runtime)
        title = "Feed"
    }

    /// Not used: the app builds its screens in code (UIKit requires the initializer of every subclass).
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 64
        try? tableView.register(TableViewCell.self, forCellReuseIdentifier: "photo")
    }

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = dequeues ? try tableView.dequeueReusableCell(withIdentifier: "photo", for: indexPath) : TableViewCell(reuseIdentifier: "photo")
        cell.imageView?.image = thumbnail
        return cell
    }
}
