import PublicScreensScenes
import ViewPressureCLI

// `viewpressure` with the ten public screens registered: every subcommand, and scenario files may
// use {"type": "custom", "class": "LargeTitles" | "Sections" | ... | "Activation"}.
ViewPressureCLI.main(scenes: PublicScreensScenes.registry)
