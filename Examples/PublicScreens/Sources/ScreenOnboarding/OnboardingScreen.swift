import UIKit

/// OnboardingViewController.swift's screen.
public enum OnboardingScreen {
    /// A new controller showing the image named `imageName` (`UIImage(named:)`) above a title and a subtitle.
    @MainActor public static func make(imageName: String) -> UIViewController {
        OnboardingViewController(imageName: imageName, titleText: "Track your time", subtitleText: "Know where your week went, one day at a time.")
    }
}
