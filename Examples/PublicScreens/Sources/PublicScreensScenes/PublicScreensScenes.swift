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
/// controller is made as its app makes it (no runtime passed: it joins the runtime the driver
/// made current).
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
        scenes.register("LargeTitles", summary: "swift-arcade: a table of games under two bar button items") { _ in LargeTitlesScreen.make() }
        scenes.register("Sections", summary: "swift-arcade: a table of transfers in two sections") { _ in SectionsScreen.make() }
        scenes.register("SimpleInsert", summary: "swift-arcade: a table with an Add bar button item") { _ in SimpleInsertScreen.make() }
        scenes.register("Onboarding", summary: "swift-arcade: an image view and two labels in a stack view") { parameters throws(SceneParameterError) in
            try parameters.string("image", default: "onboarding")
        } make: { _, image in
            OnboardingScreen.make(imageName: image)
        }
        scenes.register("Login", summary: "swift-arcade: two text fields and a button") { _ in LoginScreen.make() }
        scenes.register("Alerts", summary: "ios-starter-kit: alerts and an action sheet") { _ in AlertsScreen.make() }
        scenes.register("AdTabs", summary: "swifty-ads: a tab bar controller set up in code") { _ in AdTabsScreen.make() }
        scenes.register("SentryPages", summary: "sentry-cocoa: a page view controller with a data source") { _ in SentryPagesScreen.make() }
        scenes.register("OnboardingPager", summary: "swift-arcade: pages with a page control") { _ in OnboardingPagerScreen.make() }
        scenes.register("Activation", summary: "level-up-swift: a container swapping a child navigation controller") { _ in ActivationScreen.make() }
        return scenes
    }
}
