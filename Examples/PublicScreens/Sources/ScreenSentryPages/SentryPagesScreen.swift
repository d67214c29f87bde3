import UIKit

/// PageViewController.swift's screen (Sentry's sample: a red and a green page).
public enum SentryPagesScreen {
    /// A new page view controller in scroll style, as a storyboard would set it up.
    @MainActor public static func make() -> UIViewController {
        PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }
}
