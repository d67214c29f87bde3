import Foundation

/// One note: a title, a body, and optionally the name of an attached photo.
struct Note: Equatable {
    let id: UUID
    var title: String
    var body: String
    var photoName: String?
    var modified: Date

    init(title: String, body: String, photoName: String? = nil, modified: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        self.id = UUID()
        self.title = title
        self.body = body
        self.photoName = photoName
        self.modified = modified
    }
}

/// The app's notes, shared by the list and the detail screens.
final class NoteStore {
    private(set) var notes: [Note]

    init(notes: [Note]) {
        self.notes = notes
    }

    /// `count` sample notes; every tenth has a photo.
    static func sample(count: Int) -> NoteStore {
        let notes = (0..<count).map { index in
            Note(
                title: "Note \(index + 1)",
                body: "Things to remember, number \(index + 1).",
                photoName: index % 10 == 0 ? "note-photo" : nil,
                modified: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 3600))
        }
        return NoteStore(notes: notes)
    }

    var count: Int { notes.count }

    subscript(index: Int) -> Note { notes[index] }

    func add(_ note: Note) {
        notes.insert(note, at: 0)
    }

    func remove(at index: Int) {
        notes.remove(at: index)
    }
}
