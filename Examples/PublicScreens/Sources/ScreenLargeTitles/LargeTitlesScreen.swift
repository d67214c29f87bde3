import UIKit

/// LargeTitlesViewController.swift's screen (its class is the project's internal `ViewController`).
public enum LargeTitlesScreen {
    /// A new controller, as its app makes it: a table of games under a navigation bar with two bar button items.
    @MainActor public static func make() -> UIViewController { ViewController() }
}
