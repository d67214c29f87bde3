import UIKit

/// TabBarControllerAd.swift's screen, with the SwiftyAds stand-in of Support+SwiftyAds.swift.
public enum AdTabsScreen {
    /// A new tab bar controller with its two tabs, whose banner the stand-in adds on appearance.
    @MainActor public static func make() -> UIViewController { TabBarControllerAd(swiftyAds: SwiftyAdsStandIn()) }
}
