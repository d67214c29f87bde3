import DefectsAppScenes
import ViewPressureCLI

// `viewpressure` with the example's screens registered: scenario files may use
// {"type": "custom", "class": "Feed" | "Refreshing" | "Settings" | "Detail" | "Photo"}.
ViewPressureCLI.main(scenes: DefectsAppScenes.registry)
