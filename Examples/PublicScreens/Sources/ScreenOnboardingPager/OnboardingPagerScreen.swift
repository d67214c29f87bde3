import UIKit

/// OnboardingPagerViewController.swift's screen (its class is the project's internal `ViewController`).
public enum OnboardingPagerScreen {
    /// A new page view controller in scroll style with its three pages and page control, as its
    /// scene delegate makes it.
    @MainActor public static func make() -> UIViewController {
        ViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }
}
