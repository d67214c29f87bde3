import UIKit

/// SimpleInsertViewController.swift's screen (its class is the project's internal `ViewController`).
public enum SimpleInsertScreen {
    /// A new controller: three games and an Add bar button item that inserts three rows in one update.
    @MainActor public static func make() -> UIViewController { ViewController() }
}
