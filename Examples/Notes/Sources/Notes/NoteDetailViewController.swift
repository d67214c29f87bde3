import UIKit

/// One note: its photo (if any), title, date and text.
final class NoteDetailViewController: UIViewController {
    private let note: Note
    private let photoView = UIImageView()
    private let titleLabel = UILabel()
    private let dateLabel = UILabel()
    private let bodyLabel = UILabel()

    init(note: Note) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never

        if let photoName = note.photoName {
            photoView.image = UIImage(named: photoName)
        }
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true

        titleLabel.text = note.title
        titleLabel.font = .preferredFont(forTextStyle: .title2)

        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        formatter.timeZone = TimeZone(identifier: "UTC")
        dateLabel.text = formatter.string(from: note.modified)
        dateLabel.font = .preferredFont(forTextStyle: .footnote)
        dateLabel.textColor = .secondaryLabel

        bodyLabel.text = note.body
        bodyLabel.numberOfLines = 0

        for subview in [photoView, titleLabel, dateLabel, bodyLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            photoView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            photoView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            photoView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            photoView.heightAnchor.constraint(equalToConstant: note.photoName == nil ? 0 : 240),
            titleLabel.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            dateLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            dateLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            dateLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bodyLabel.topAnchor.constraint(equalTo: dateLabel.bottomAnchor, constant: 12),
            bodyLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }
}
