public import Driver
import ScreenActivation
import ScreenAdTabs
import ScreenAlerts
import ScreenLargeTitles
import ScreenLogin
import ScreenOnboarding
import ScreenOnboardingPager
import ScreenSections
import ScreenSentryPages
import ScreenSimpleInsert
import UIKit

/// The ten public screens as scenario scenes, for `publicscreens-profiler` and the tests. Each
/// controller is made as its app makes it, with no runtime passed: it joins the current one,
/// bound here to the runtime the driver passes (`Runtime.withCurrent`).
///
/// | class | file | parameters |
/// |---|---|---|
/// | `LargeTitles` | LargeTitlesViewController.swift | none |
/// | `Sections` | SectionsViewController.swift | none |
/// | `SimpleInsert` | SimpleInsertViewController.swift | none |
/// | `Onboarding` | OnboardingViewController.swift | `image` (an image name, default `onboarding`) |
/// | `Login` | LoginViewController.swift | none |
/// | `Alerts` | AlertViewController.swift | none |
/// | `AdTabs` | TabBarControllerAd.swift | none |
/// | `SentryPages` | PageViewController.swift | none |
/// | `OnboardingPager` | OnboardingPagerViewController.swift | none |
/// | `Activation` | ContainerViewController.swift | none |
public enum PublicScreensScenes {
    /// A registry with the ten classes.
    public static var registry: SceneRegistry {
        var scenes = SceneRegistry()
        scenes.register("LargeTitles", summary: "swift-arcade: a table of games under two bar button items") { runtime in
            Runtime.withCurrent(runtime) { LargeTitlesScreen.make() }
        }
        scenes.register("Sections", summary: "swift-arcade: a table of transfers in two sections") { runtime in
            Runtime.withCurrent(runtime) { SectionsScreen.make() }
        }
        scenes.register("SimpleInsert", summary: "swift-arcade: a table with an Add bar button item") { runtime in
            Runtime.withCurrent(runtime) { SimpleInsertScreen.make() }
        }
        scenes.register("Onboarding", summary: "swift-arcade: an image view and two labels in a stack view") {
            parameters throws(DriverError) in
            try parameters.string("image", default: "onboarding")
        } make: { runtime, image in
            Runtime.withCurrent(runtime) { OnboardingScreen.make(imageName: image) }
        }
        scenes.register("Login", summary: "swift-arcade: two text fields and a button") { runtime in
            Runtime.withCurrent(runtime) { LoginScreen.make() }
        }
        scenes.register("Alerts", summary: "ios-starter-kit: alerts and an action sheet") { runtime in
            Runtime.withCurrent(runtime) { AlertsScreen.make() }
        }
        scenes.register("AdTabs", summary: "swifty-ads: a tab bar controller set up in code") { runtime in
            Runtime.withCurrent(runtime) { AdTabsScreen.make() }
        }
        scenes.register("SentryPages", summary: "sentry-cocoa: a page view controller with a data source") { runtime in
            Runtime.withCurrent(runtime) { SentryPagesScreen.make() }
        }
        scenes.register("OnboardingPager", summary: "swift-arcade: pages with a page control") { runtime in
            Runtime.withCurrent(runtime) { OnboardingPagerScreen.make() }
        }
        scenes.register("Activation", summary: "level-up-swift: a container swapping a child navigation controller") { runtime in
            Runtime.withCurrent(runtime) { ActivationScreen.make() }
        }
        return scenes
    }
}
