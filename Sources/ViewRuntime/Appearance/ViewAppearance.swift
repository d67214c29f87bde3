public import Foundation

/// How a view lays out its content when its size changes (UIKit's `UIView.ContentMode`, same raw
/// values). Recorded: the runtime draws nothing, so it changes neither frames nor memory.
public enum ContentMode: Int, Sendable, Hashable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

/// The appearance a view was given, kept apart from ``View`` so that views that set none pay one
/// pointer (``View/appearanceStorage``).
@MainActor
final class ViewAppearance {
    var backgroundColor: Color?
    var alpha: CGFloat = 1
    var tintColor: Color?
    var contentMode: ContentMode = .scaleToFill
    var layer: Layer?
    var tag = 0
    var accessibilityIdentifier: String?
    /// Nil: the class's default (false for labels and image views, true otherwise).
    var isUserInteractionEnabled: Bool?
}

/// A view's layer (UIKit's `CALayer`, the properties a screen sets): accepted and recorded.
///
/// Memory: none of these changes what the runtime allocates. The backing store is the view's
/// (``View/backingStoreByteCount``: width x height x scale² x 4 when drawn) whatever the corner
/// radius, border or shadow; on a device a shadow without a `shadowPath` or a mask costs
/// off-screen render passes, which are time, not retained memory.
@preconcurrency @MainActor
public final class Layer {
    /// The radius of the rounded corners. Default 0.
    public var cornerRadius: CGFloat = 0
    /// The border's width. Default 0.
    public var borderWidth: CGFloat = 0
    /// The border's colour (UIKit takes a `CGColor`: ``Color/cgColor`` is the colour itself).
    public var borderColor: Color? = .black
    /// The shadow's colour. Default opaque black.
    public var shadowColor: Color? = .black
    /// The shadow's opacity, 0...1. Default 0 (no shadow).
    public var shadowOpacity: Float = 0
    /// The shadow's offset. Default (0, -3), as Core Animation's.
    public var shadowOffset = Size(width: 0, height: -3)
    /// The shadow's blur radius. Default 3.
    public var shadowRadius: CGFloat = 3
    /// Whether sublayers are clipped to the bounds: the view's ``View/clipsToBounds``.
    public var masksToBounds = false
    /// The layer's opacity (the view's ``View/alpha`` as a `Float`): kept in step with it.
    public var opacity: Float {
        get { Float(view?.alpha ?? 1) }
        set { view?.alpha = CGFloat(newValue) }
    }
    /// The background colour: the view's ``View/backgroundColor``.
    public var backgroundColor: Color? {
        get { view?.backgroundColor }
        set { view?.backgroundColor = newValue }
    }
    /// The stacking order among siblings. Recorded.
    public var zPosition: CGFloat = 0
    /// The layer's view (weak: the view owns its layer).
    public private(set) weak var view: View?

    init(view: View) {
        self.view = view
    }
}

extension Color {
    /// The colour as Core Graphics takes it: the colour itself (Linux has no CGColor; the UIKit
    /// module names this type `CGColor` too).
    public var cgColor: Color { self }

    /// UIKit's `init(cgColor:)`.
    public convenience init(cgColor: Color) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }
}
