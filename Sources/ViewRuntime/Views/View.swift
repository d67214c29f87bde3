public import Foundation

/// A rectangle in a view tree: the runtime's UIView.
///
/// A view has a ``frame`` in its superview, ``bounds`` of its own, ``subviews`` (held strongly) and a
/// ``superview`` (not retained; the superview clears it when it lets the view go or dies). It is in
/// a window when one of its ancestors is a ``Window``.
/// A view that is drawn while in a window owns a backing store of real bytes (see
/// ``backingStoreByteCount``) until it dies or a memory warning purges it.
///
/// Threading: main-actor isolated.
///
/// Exclusivity: the stored properties the runtime reads and writes on every tree edit, layout and
/// draw are `@exclusivity(unchecked)` (the dynamic checks were 16-28% of a deep-navigation pass's
/// instructions). Safe because a view is main-actor state and no access to them is held across a
/// call that could reach them again: array edits (`subviews.insert`, `remove`) call no user code,
/// and loops over them iterate a copy (docs/ARCHITECTURE.md, "Rooms").
@preconcurrency @MainActor
open class View: Responder, @MainActor CustomStringConvertible {
    /// The view's rectangle in its superview's coordinates. Setting it resizes ``bounds`` and marks
    /// the view as needing layout.
    @exclusivity(unchecked) public var frame: Rect {
        didSet {
            if frame.size != oldValue.size {
                bounds.size = frame.size
                setNeedsLayout()
            }
            if frame != oldValue, layoutStorage != nil { layoutFrameDidChange(from: oldValue) }
        }
    }
    /// The view's own coordinate space.
    @exclusivity(unchecked) public var bounds: Rect
    /// Hidden views are not drawn (get no backing store) and hide their subtree. A stack view
    /// re-arranges when an arranged subview's visibility changes (SV9).
    @exclusivity(unchecked) public var isHidden = false {
        didSet { if isHidden != oldValue, let stack = superview as? StackView { stack.arrangedVisibilityDidChange(self) } }
    }
    /// The view's subviews, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []
    /// The view that contains this one, or nil.
    ///
    /// Not weak (a weak reference would give the superview a side table, and every retain and
    /// release of it the slow path): the superview holds this view in ``subviews`` and clears
    /// the pointer when it removes the view and in its deinit, so it never dangles.
    @exclusivity(unchecked) public internal(set) final unowned(unsafe) var superview: View?

    /// The controller whose root view this is (rule L8: at most one). Not weak, as
    /// ``superview``: the controller holds this view and clears the pointer when it lets the
    /// view go and in its deinit (ViewController+BackPointers.swift).
    @exclusivity(unchecked) final unowned(unsafe) var owningController: ViewController?
    @exclusivity(unchecked) final var backingStore: BackingStore?
    @exclusivity(unchecked) final var needsLayout = true
    /// The teardown observer's note of this view plus one, or 0 while it has none (its
    /// controller is alive). Set by ``View/teardownObserver``; read by the deinit. Declared after
    /// a `Bool`, in that field's alignment padding: a view is no larger for it.
    @exclusivity(unchecked) package final var teardownNote: Int32 = 0
    /// Auto Layout state, made on first use (View+AutoLayout.swift).
    @exclusivity(unchecked) final var layoutStorage: ViewLayoutStorage?
    /// The appearance properties (colours, alpha, layer, tag...: View+Appearance.swift), made on the
    /// first set so that a view that sets none pays one pointer for them.
    @exclusivity(unchecked) final var appearanceStorage: ViewAppearance?

    /// Creates a view with a frame (default: empty).
    public init(frame: Rect = .zero) {
        self.frame = frame
        self.bounds = Rect(origin: .zero, size: frame.size)
    }

    /// A view with an empty frame: UIKit's `UIView()`, a convenience initializer as in UIKit, so
    /// a subclass that overrides `init(frame:)` (and `init?(coder:)`) is made with `MyView()` and
    /// its override runs.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// UIKit's archive initializer, required of every view as in UIKit (so a subclass that writes
    /// its own `init(frame:)` also writes `required init?(coder:)`, the same two initializers it
    /// has on iOS). Nibs and archives are not modelled: the coder is not read, and the view starts
    /// with an empty frame, as a programmatic `init(frame: .zero)` would.
    public required init?(coder: NSCoder) {
        self.frame = .zero
        self.bounds = .zero
    }

    // Not `isolated deinit`, as ViewController's: a user's subclass declares a plain deinit.
    deinit {
        onMainActorFromDeinit {
            // Subviews that outlive this view (held by user code) lose their superview.
            for subview in subviews where subview.superview === self { subview.superview = nil }
            if teardownNote != 0 { View.teardownObserver?.viewWillDeallocate(note: teardownNote) }
        }
    }

    /// The window this view is in, or nil. O(depth of the view in its tree).
    ///
    /// The walk holds its views `unowned(unsafe)` (each is kept alive by the one below it, and
    /// this view by the caller), so it retains and releases nothing but the window it returns:
    /// the strong walk was about 5% of a deep-navigation pass's instructions.
    public var window: Window? {
        unowned(unsafe) var current: View = self
        while true {
            if let window = current.asWindow { return window }
            guard let up = current.superview else { return nil }
            current = up
        }
    }

    /// Overridden by ``Window`` to return itself: a cast-free window test.
    var asWindow: Window? { nil }

    /// R1: the controller if this is a controller's root view, else the superview.
    open override var next: Responder? {
        if let owningController { return owningController }
        return superview
    }

    /// The controller whose root view this is, if any.
    public var viewController: ViewController? { owningController }

    /// `<ClassName: x,y,w,h>`, or `<ClassName: of <Controller: label>>` for a controller's root view.
    public var description: String {
        let name = String(describing: Swift.type(of: self))
        if let owningController { return "<\(name): of \(owningController)>" }
        return "<\(name): \(frame.origin.x),\(frame.origin.y),\(frame.width),\(frame.height)>"
    }

    /// The size the view's content needs (UIKit's `intrinsicContentSize`), or
    /// ``noIntrinsicMetric`` in a dimension that has none. The default has none in both but for
    /// buttons (View+IntrinsicSize.swift); ``Label`` and ``ImageView`` override it. Override it in a
    /// custom view as in UIKit, and call ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: Size { defaultIntrinsicContentSize }

    /// UIKit's `UIView.noIntrinsicMetric`: -1.
    public static let noIntrinsicMetric: Double = -1

    // MARK: Layout

    /// Marks the view as needing a layout pass; ``layoutIfNeeded()`` will run it.
    public func setNeedsLayout() { needsLayout = true }

    /// Runs the layout pass now over this view's subtree (LP4). If the tree uses Auto Layout, the
    /// update-constraints pass runs first (LP2) and the engine writes the solved frames; then, for
    /// each view that needs layout, its controller's `viewWillLayoutSubviews()` (if it is a root
    /// view), then ``layoutSubviews()``, then the controller's `viewDidLayoutSubviews()`; then its
    /// subviews, front to back. A no-op, with no callbacks, when nothing is pending (T7).
    public func layoutIfNeeded() {
        prepareLayoutPass()
        layoutSubtreeIfNeeded()
    }

    func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            if let owner = owningController { owner.callViewWillLayoutSubviews() }
            layoutSubviews()
            if let owner = owningController { owner.callViewDidLayoutSubviews() }
        }
        for subview in subviews { subview.layoutSubtreeIfNeeded() }
    }

    /// Override to lay out subviews. Called during the layout pass, between the owning controller's
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`. Constraint-based frames are
    /// already written when it runs. The default does nothing.
    open func layoutSubviews() {}

    /// LP2: override to update constraints; call `super.updateConstraints()` last. Runs in the
    /// update-constraints pass for views marked with ``setNeedsUpdateConstraints()``.
    open func updateConstraints() {}

    // MARK: Backing store

    /// The bytes of this view's backing store, or 0 if it has none (never drawn, or purged).
    public var backingStoreByteCount: Int { backingStore?.byteCount ?? 0 }

    /// The bytes of the backing stores of this view and all its descendants.
    public var subtreeBackingStoreByteCount: Int {
        subviews.reduce(backingStoreByteCount) { $0 + $1.subtreeBackingStoreByteCount }
    }

    /// Draws the subtree now if it is in a window: each visible, non-empty view without a backing
    /// store gets one. Called by the runtime when a subtree enters a window.
    public func setNeedsDisplay() {
        guard let runtime = window?.runtime else { return }
        display(runtime: runtime)
    }

    func display(runtime: Runtime) {
        guard !isHidden else { return }
        if backingStore == nil, runtime.settings.backingStoresEnabled, !bounds.isEmpty {
            let scale = runtime.settings.backingStoreScale ?? runtime.screen.scale
            let bytes = BackingStore.byteCount(for: bounds.size, scale: scale)
            if bytes > 0 {
                backingStore = BackingStore(
                    runtime: runtime, byteCount: bytes, purpose: "a backing store of \(self)\(self.controllerInChargeDescription)")
            }
        }
        for subview in subviews { subview.display(runtime: runtime) }
    }

    /// " in <Controller: label>" for the controller whose view tree holds this view, or "".
    var controllerInChargeDescription: String {
        var view: View? = self
        while let current = view {
            if let controller = current.owningController { return " in \(controller)" }
            view = current.superview
        }
        return ""
    }

    /// Frees the backing stores of this view and its subtree (rule M4).
    func purgeBackingStores() {
        backingStore = nil
        for subview in subviews { subview.purgeBackingStores() }
    }
}
