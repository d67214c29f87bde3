public import Foundation

/// UIView's appearance properties. All are recorded and none changes memory: a view's cost is its
/// backing store (its size, scale and whether it is hidden), as on a device, where a background
/// colour or a border is composited rather than drawn into the store. The details per property are
/// in docs/UIKIT-COMPATIBILITY.md.
extension View {
    private var appearance: ViewAppearance {
        if let appearanceStorage { return appearanceStorage }
        let made = ViewAppearance()
        appearanceStorage = made
        return made
    }

    /// The background colour, nil (clear) by default.
    public var backgroundColor: Color? {
        get { appearanceStorage?.backgroundColor }
        set { appearance.backgroundColor = newValue }
    }

    /// The opacity, 1 by default. Recorded as set (UIKit clamps it only when compositing).
    public var alpha: CGFloat {
        get { appearanceStorage?.alpha ?? 1 }
        set { appearance.alpha = newValue }
    }

    /// The tint: the one set on this view, else the superview's, else system blue (UIKit's
    /// inheritance). Setting nil goes back to inheriting.
    public var tintColor: Color! {
        get {
            var view: View? = self
            while let current = view {
                if let tint = current.appearanceStorage?.tintColor { return tint }
                view = current.superview
            }
            return .systemBlue
        }
        set { appearance.tintColor = newValue }
    }

    /// Whether subviews are clipped to the bounds: the layer's ``Layer/masksToBounds``. Default false.
    public var clipsToBounds: Bool {
        get { appearanceStorage?.layer?.masksToBounds ?? false }
        set { layer.masksToBounds = newValue }
    }

    /// How the content is laid out when the size changes. Default ``ContentMode/scaleToFill``.
    public var contentMode: ContentMode {
        get { appearanceStorage?.contentMode ?? .scaleToFill }
        set { appearance.contentMode = newValue }
    }

    /// The view's layer, made on first access (a small object; see ``Layer`` for what it records).
    public var layer: Layer {
        if let layer = appearanceStorage?.layer { return layer }
        let made = Layer(view: self)
        appearance.layer = made
        return made
    }

    /// An integer to find the view by (``viewWithTag(_:)``). Default 0.
    public var tag: Int {
        get { appearanceStorage?.tag ?? 0 }
        set { appearance.tag = newValue }
    }

    /// A string that names the view for tests and automation (UIKit's
    /// `accessibilityIdentifier`, from `UIAccessibilityIdentification`). Default nil. Scenario
    /// steps name a table or collection view by it.
    public var accessibilityIdentifier: String? {
        get { appearanceStorage?.accessibilityIdentifier }
        set { appearance.accessibilityIdentifier = newValue }
    }

    /// Whether the view takes touches: true by default, false for ``Label`` and ``ImageView`` (as in
    /// UIKit). A ``Control`` that is not enabled for interaction, or under a view that is not,
    /// ignores simulated touches as a device does.
    public var isUserInteractionEnabled: Bool {
        get { appearanceStorage?.isUserInteractionEnabled ?? !(self is Label || self is ImageView) }
        set { appearance.isUserInteractionEnabled = newValue }
    }

    /// The first view with `tag`, depth first from this one (UIKit's `viewWithTag(_:)`), or nil.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
}

extension View {
    /// Whether a touch can reach this view: it and every ancestor take touches
    /// (``isUserInteractionEnabled``; a control inside a label or an image view gets no touch,
    /// as in UIKit) and are visible enough (alpha of at least 0.01, UIKit's
    /// hit-testing limit). Hiding is checked by the caller.
    var receivesTouches: Bool {
        var view: View? = self
        while let current = view {
            if !current.isUserInteractionEnabled || current.alpha < 0.01 { return false }
            view = current.superview
        }
        return true
    }
}
