import UIKit

/// SectionsViewController.swift's screen.
public enum SectionsScreen {
    /// A new controller: two sections of transfers and an Add bar button item that inserts one row.
    @MainActor public static func make() -> UIViewController { SectionsViewController() }
}
