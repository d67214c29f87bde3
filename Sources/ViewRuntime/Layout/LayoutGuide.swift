public import Foundation

/// A rectangle that takes part in Auto Layout without being a view: UIKit's `UILayoutGuide`
/// (AUTOLAYOUT-SPEC AL18). Add it to a view with ``View/addLayoutGuide(_:)``, then constrain it
/// with its anchors; ``layoutFrame`` is its solved rectangle in the owning view's coordinates.
@preconcurrency @MainActor
open class LayoutGuide: @MainActor CustomStringConvertible {
    /// For debugging (`UIViewSafeAreaLayoutGuide` for the safe area guide).
    public var identifier: String = ""
    /// The view that owns the guide (weak), set by ``View/addLayoutGuide(_:)``.
    public internal(set) weak var owningView: View?

    let variables = LayoutVariables()
    /// What the engine keeps this guide equal to, for the system guides.
    enum Role { case custom, safeArea, layoutMargins, frame }
    var role: Role = .custom

    public init() {}

    /// The solved rectangle in the owning view's coordinates (zero before a layout pass).
    public var layoutFrame: Rect {
        guard let engine = variables.engine else { return systemFrame ?? .zero }
        engine.updateSystemConstraintsIfNeeded()
        return engine.rect(of: variables)
    }

    /// The system guides' rectangles without an engine (bounds inset by the guide's insets).
    var systemFrame: Rect? {
        guard let owningView else { return nil }
        let insets: EdgeInsets
        switch role {
        case .custom: return nil
        case .safeArea: insets = owningView.safeAreaInsets
        case .layoutMargins: insets = owningView.layoutMargins
        case .frame: insets = .zero
        }
        let bounds = owningView.bounds
        return Rect(
            x: insets.left, y: insets.top, width: max(0, bounds.width - insets.left - insets.right),
            height: max(0, bounds.height - insets.top - insets.bottom))
    }

    public var hasAmbiguousLayout: Bool {
        guard let engine = variables.engine else { return role == .custom }
        return engine.isAmbiguous(variables)
    }

    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

    public var description: String {
        let frame = layoutFrame
        return
            "<\(Swift.type(of: self)): \(layoutAddress(self)) - \"\(identifier)\", layoutFrame = {{\(frame.origin.x), \(frame.origin.y)}, {\(frame.width), \(frame.height)}}>"
    }
}

extension LayoutGuide: LayoutItem {
    var layoutVariables: LayoutVariables { variables }
    var layoutContainer: View? { owningView }
    var layoutItemDescription: String {
        identifier.isEmpty ? "\(Swift.type(of: self)):\(layoutAddress(self))" : "'\(identifier)'"
    }
}
