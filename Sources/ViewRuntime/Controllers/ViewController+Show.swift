import Foundation

/// The adaptive `show` messages a controller sends up its hierarchy (rules S4, SB5).
public enum ShowAction: String, Sendable, Hashable {
    /// `show(_:sender:)`.
    case show
    /// `showDetailViewController(_:sender:)`.
    case showDetail
}

extension ViewController {
    /// S4's fallback: the root controller of this controller's window presents `controller`.
    func presentFromWindowRoot(_ controller: ViewController) throws {
        guard let root = loadedView?.window?.rootViewController else {
            runtime.record(.presenterNotInWindow, "Attempt to present \(controller) on \(self) whose view is not in the window hierarchy!")
            return
        }
        try root.present(controller, animated: runtime.areAnimationsEnabled)
    }
}
