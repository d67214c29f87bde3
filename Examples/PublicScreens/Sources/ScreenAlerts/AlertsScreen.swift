import UIKit

/// AlertViewController.swift's screen (its class is the project's internal `ViewController`,
/// whose two `@IBAction`s the storyboard's buttons call).
public enum AlertsScreen {
    /// A new controller.
    @MainActor public static func make() -> UIViewController { ViewController() }

    /// What the storyboard's buttons do: `buttonPressed(_:)` with a button titled `title`
    /// ("Alert" presents an alert, anything else an action sheet), or `customButtonPressed(_:)`
    /// (an alert with a text field) when `title` is nil.
    @MainActor public static func tap(_ controller: UIViewController, buttonTitled title: String?) {
        guard let controller = controller as? ViewController else { return }
        let button = UIButton()
        if let title {
            button.setTitle(title, for: .normal)
            controller.buttonPressed(button)
        } else {
            controller.customButtonPressed(button)
        }
    }
}
