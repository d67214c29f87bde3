public import Driver
import MailApp
import ViewRuntime

/// The mail app's screens as scenario scenes, for `mailapp-profiler` and the tests:
///
/// | class | parameters |
/// |---|---|
/// | `Inbox` | `messages` (0 to 1,000,000, default 5,000), `leakyMessages` (default false) |
/// | `Message` | `leaky` (default false), `attachmentWidth`, `attachmentHeight` (pixels, 1 to 4,096; default 1200 x 800) |
/// | `Compose` | none |
/// | `Settings` | none |
public enum MailAppScenes {
    /// A registry with the four classes.
    public static var registry: SceneRegistry {
        var scenes = SceneRegistry()
        scenes.register("Inbox", summary: "the inbox: a table of every message, cells reused") { parameters throws(DriverError) in
            (
                messages: try parameters.int("messages", in: 0...1_000_000, default: 5000),
                leaky: try parameters.bool("leakyMessages", default: false)
            )
        } make: { runtime, configuration in
            InboxController(runtime: runtime, mailbox: Mailbox(count: configuration.messages), leakyMessages: configuration.leaky)
        }
        scenes.register("Message", summary: "one message with a photo attachment (real bytes)") { parameters throws(DriverError) in
            (
                leaky: try parameters.bool("leaky", default: false),
                width: try parameters.int("attachmentWidth", in: 1...4096, default: 1200),
                height: try parameters.int("attachmentHeight", in: 1...4096, default: 800)
            )
        } make: { runtime, configuration in
            MessageController(
                runtime: runtime, subject: "Quarterly report", leaky: configuration.leaky,
                attachmentWidth: configuration.width, attachmentHeight: configuration.height)
        }
        scenes.register("Compose", summary: "the compose screen, presented modally") { runtime in ComposeController(runtime: runtime) }
        scenes.register("Settings", summary: "settings switches, in a tab") { runtime in SettingsController(runtime: runtime) }
        return scenes
    }
}
