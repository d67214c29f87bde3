import UIKit

/// The list of notes: a table whose cells are reused, an Add button, swipe to delete (after
/// confirming in an alert), and a tap that opens the note.
final class NotesListViewController: UITableViewController {
    private let store: NoteStore
    private let cellIdentifier = "NoteCell"

    init(store: NoteStore) {
        self.store = store
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
        tableView.rowHeight = 56
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction { [weak self] _ in
                self?.addNote()
            })
    }

    func addNote() {
        store.add(Note(title: "New note", body: ""))
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    /// Asks before deleting, as the app does on a swipe.
    func confirmDelete(at indexPath: IndexPath) {
        let note = store[indexPath.row]
        let alert = UIAlertController(title: "Delete \(note.title)?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                self?.store.remove(at: indexPath.row)
                self?.tableView.deleteRows(at: [indexPath], with: .automatic)
            })
        present(alert, animated: true)
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        let note = store[indexPath.row]
        cell.textLabel?.text = note.title
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            confirmDelete(at: indexPath)
        }
    }

    // MARK: - UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = NoteDetailViewController(note: store[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }
}
