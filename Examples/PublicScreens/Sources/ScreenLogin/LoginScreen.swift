import UIKit

/// LoginViewController.swift's screen.
public enum LoginScreen {
    /// A new controller: an email field, a password field and a Login button in a stack view.
    @MainActor public static func make() -> UIViewController { LoginViewController() }
}
