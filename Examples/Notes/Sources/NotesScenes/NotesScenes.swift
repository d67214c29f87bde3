public import Driver
import Notes
import UIKit

/// The notes app's screens as scenario scenes, for `notes-profiler` and the tests:
///
/// | class | parameters |
/// |---|---|
/// | `NotesRoot` | `notes` (0 to 100,000, default 200): the whole app, a tab bar controller |
/// | `NotesList` | `notes` (0 to 100,000, default 200) |
/// | `NoteDetail` | `photo` (default true) |
/// | `Settings` | none |
public enum NotesScenes {
    /// A registry with the four classes.
    public static var registry: SceneRegistry {
        var scenes = SceneRegistry()
        scenes.register("NotesRoot", summary: "the whole app: Notes and Settings tabs") { parameters throws(DriverError) in
            try parameters.int("notes", in: 0...100_000, default: 200)
        } make: { runtime, count in
            Runtime.withCurrent(runtime) { NotesApp.makeRoot(noteCount: count) }
        }
        scenes.register("NotesList", summary: "the list of notes, cells reused") { parameters throws(DriverError) in
            try parameters.int("notes", in: 0...100_000, default: 200)
        } make: { runtime, count in
            Runtime.withCurrent(runtime) { NotesApp.makeList(noteCount: count) }
        }
        scenes.register("NoteDetail", summary: "one note, with its photo") { parameters throws(DriverError) in
            try parameters.bool("photo", default: true)
        } make: { runtime, photo in
            Runtime.withCurrent(runtime) { NotesApp.makeDetail(withPhoto: photo) }
        }
        scenes.register("Settings", summary: "the settings form") { runtime in Runtime.withCurrent(runtime) { NotesApp.makeSettings() } }
        return scenes
    }
}
