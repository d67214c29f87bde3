import MailAppScenes
import ViewPressureCLI

// `viewpressure` with the mail app's screens registered: every subcommand, and scenario files
// may use {"type": "custom", "class": "Inbox" | "Message" | "Compose" | "Settings"}.
ViewPressureCLI.main(scenes: MailAppScenes.registry)
