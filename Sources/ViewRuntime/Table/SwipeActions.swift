public import Foundation

/// One action revealed by swiping a row: UIKit's `UIContextualAction`. Its handler gets the
/// action, the view that was tapped and a completion to call with whether it was performed.
@preconcurrency @MainActor
public final class ContextualAction {
    /// UIKit's `UIContextualAction.Style`.
    public enum Style: Int, Sendable, Hashable { case normal, destructive }
    /// What the handler is given.
    public typealias Handler = @MainActor (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// The style.
    public let style: Style
    /// The title.
    public var title: String?
    /// The image (its bytes are held while the action lives).
    public var image: Image?
    /// The background colour (recorded).
    public var backgroundColor: Color?
    let handler: Handler

    /// An action: UIKit's `init(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// The actions one swipe reveals: UIKit's `UISwipeActionsConfiguration`.
@preconcurrency @MainActor
public final class SwipeActionsConfiguration {
    /// The actions, the first one nearest the row's edge.
    public let actions: [ContextualAction]
    /// Whether a full swipe performs the first action. Default true.
    public var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [ContextualAction]) { self.actions = actions }
}

extension TableView {
    /// Which edge a swipe reveals actions from.
    public enum SwipeEdge: Sendable, Hashable { case leading, trailing }

    /// A user's swipe on the row at `indexPath` and tap on action `index` of what the delegate's
    /// `leadingSwipeActionsConfigurationForRowAt`/`trailingSwipeActionsConfigurationForRowAt`
    /// returns: the action's handler runs (with the row's cell, or the table when the row is not
    /// visible, as the source view). Returns whether the completion reported it performed, or
    /// false when the row, the configuration or the action does not exist.
    @discardableResult
    public func userPerformSwipeAction(_ edge: SwipeEdge, at index: Int = 0, forRowAt indexPath: IndexPath) -> Bool {
        guard let delegate, indexPath.section >= 0, indexPath.section < numberOfSections,
            indexPath.row >= 0, indexPath.row < numberOfRows(inSection: indexPath.section)
        else { return false }
        let configuration =
            edge == .leading
            ? delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        guard let actions = configuration?.actions, index >= 0, index < actions.count else { return false }
        var performed = false
        let action = actions[index]
        action.handler(action, cellForRow(at: indexPath) ?? self) { performed = $0 }
        return performed
    }
}
