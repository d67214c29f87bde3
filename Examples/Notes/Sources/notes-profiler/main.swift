import NotesScenes
import ViewPressureCLI

// `viewpressure` with the notes app's screens registered: every subcommand, and scenario files
// may use {"type": "custom", "class": "NotesRoot" | "NotesList" | "NoteDetail" | "Settings"}.
ViewPressureCLI.main(scenes: NotesScenes.registry)
