public import Foundation

/// A view a ``CollectionView`` recycles: the runtime's UICollectionReusableView, the base of
/// ``CollectionViewCell`` and of section headers and footers (supplementary views).
///
/// The collection view creates registered classes with `init(frame:)` (CV2), dispatched to a
/// subclass's override, sets ``reuseIdentifier`` when it hands the view out, applies the layout
/// attributes of the index path before returning it from a dequeue (CV3), and calls
/// ``prepareForReuse()`` on a queued view just before a dequeue returns it again, and only then.
///
/// Subclass it as in UIKit (`override init(frame:)` and `required init?(coder:)`, or neither).
@preconcurrency @MainActor
open class CollectionReusableView: View {
    /// The identifier of the queue the view goes back to, set by the dequeue that created it; nil for
    /// a view made with `init(frame:)` outside a dequeue (which a data source must not return, CV5).
    public internal(set) var reuseIdentifier: String?
    /// How many times ``prepareForReuse()`` was called by the collection view (for tests and accounting).
    public internal(set) var reuseCount = 0
    /// Set when a dequeue hands the view out, cleared when the data source returns it.
    var handedOutByDequeue = false
    /// The attributes last applied by the collection view.
    public internal(set) var appliedLayoutAttributes: CollectionViewLayoutAttributes?

    /// Creates a view with `frame`: UIKit's designated initializer, the one a subclass overrides.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// UIKit's archive initializer (the coder is not read).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How the collection view makes a registered class's views: `init(frame:)`, dispatched to the
    /// subclass's override. Inherited by every subclass that overrides UIKit's two designated
    /// initializers (or declares none).
    public required convenience init(registeredWithFrame frame: Rect) {
        self.init(frame: frame)
    }

    /// Called on a queued view just before a dequeue returns it (CV3), and only then. The default
    /// does nothing; call super.
    open func prepareForReuse() {}

    /// Applies the layout's attributes (the collection view has already set the frame). The default
    /// does nothing; override to read custom attributes.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's (FL12: asked only when the flow
    /// layout's `estimatedItemSize` is non-zero). Override it to self-size: return a copy with the
    /// size the content needs. The default returns the layout's attributes unchanged (fitting
    /// through the cell's Auto Layout constraints is not modelled), so an unmeasured item keeps
    /// its estimate.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// The collection view's part of a dequeue: identifier, attributes, frame.
    final func prepareForDisplay(identifier: String, attributes: CollectionViewLayoutAttributes?) {
        reuseIdentifier = identifier
        handedOutByDequeue = true
        if let attributes { applyLayoutAttributes(attributes) }
    }

    /// Sets the frame and state of `attributes` and calls ``apply(_:)``.
    final func applyLayoutAttributes(_ attributes: CollectionViewLayoutAttributes) {
        appliedLayoutAttributes = attributes
        if frame != attributes.frame { frame = attributes.frame }
        if isHidden != attributes.isHidden { isHidden = attributes.isHidden }
        apply(attributes)
    }

    final func callPrepareForReuse() {
        reuseCount += 1
        prepareForReuse()
    }
}
