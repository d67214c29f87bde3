import UIKit

/// The app's screens, for its scene delegate, its profiler scenes and its tests.
public enum NotesApp {
    /// The root the scene delegate installs: the tab bar controller.
    @MainActor public static func makeRoot(noteCount: Int = 200) -> UIViewController {
        NotesTabBarController(noteCount: noteCount)
    }

    /// The list of `noteCount` sample notes, alone.
    @MainActor public static func makeList(noteCount: Int) -> UIViewController {
        NotesListViewController(store: NoteStore.sample(count: noteCount))
    }

    /// One note's screen; `withPhoto` attaches the app's sample photo.
    @MainActor public static func makeDetail(withPhoto: Bool) -> UIViewController {
        NoteDetailViewController(note: Note(title: "Groceries", body: "Milk, eggs, bread.", photoName: withPhoto ? "note-photo" : nil))
    }

    /// The settings form.
    @MainActor public static func makeSettings() -> UIViewController {
        SettingsViewController()
    }
}
