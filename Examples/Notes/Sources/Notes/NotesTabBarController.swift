import UIKit

/// The app's root: Notes and Settings tabs, each in its own navigation controller.
public final class NotesTabBarController: UITabBarController {
    private let store: NoteStore

    /// The app with `noteCount` sample notes.
    public init(noteCount: Int = 200) {
        self.store = NoteStore.sample(count: noteCount)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let notes = UINavigationController(rootViewController: NotesListViewController(store: store))
        notes.navigationBar.prefersLargeTitles = true
        notes.tabBarItem = UITabBarItem(title: "Notes", image: UIImage(systemName: "note.text"), tag: 0)
        let settings = UINavigationController(rootViewController: SettingsViewController())
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        viewControllers = [notes, settings]
    }
}
