import UIKit

/// ContainerViewController.swift's screen, with the stand-ins of Support+ContainerView.swift.
public enum ActivationScreen {
    /// A new container, as the project's start button presents it.
    @MainActor public static func make() -> UIViewController { ContainerViewController() }

    /// What the child screens' buttons send up the responder chain: the primary button
    /// (activate, then continue) or the secondary one (cancel).
    @MainActor public static func press(_ controller: UIViewController, primary: Bool) {
        guard let container = controller as? ContainerViewControllerResponder else { return }
        if primary {
            container.didPressPrimaryCTAButton(nil)
        } else {
            container.didPressSecondaryCTAButton(nil)
        }
    }
}
