public import Foundation

/// The appearance state of a controller (UIKIT-SPEC §0): whether its view is in a window.
public enum AppearanceState: Sendable, Hashable {
    case disappeared, appearing, appeared, disappearing
}

/// A controller of one view tree: the runtime's UIViewController.
///
/// Subclass it as you would UIViewController:
/// ```swift
/// final class DetailController: ViewController {
///     override func viewDidLoad() { title = "Detail" }
/// }
/// let detail = DetailController(runtime: runtime)
/// ```
/// Every controller belongs to the ``Runtime`` given to ``init(runtime:)``, which numbers it
/// (``instanceID``, ``label``), reports its creation and deallocation to the observer, and delivers
/// memory warnings to it while it lives.
///
/// The view loads lazily (rule L1): reading ``view`` calls ``loadView()`` then ``viewDidLoad()``.
/// The runtime calls every overridable callback itself, bracketed by observer events; do not call the
/// appearance callbacks directly (rule A5): use ``beginAppearanceTransition(_:animated:)``.
///
/// Threading: main-actor isolated, like UIKit. All callbacks run on the main actor, synchronously.
///
/// Exclusivity: the stored properties of the view, containment, presentation and appearance state
/// are `@exclusivity(unchecked)`, as ``View``'s: main-actor state, and no access to them is held
/// across a call that could reach them again (no user callback runs inside an array edit of
/// ``children``; loops iterate a copy). See docs/ARCHITECTURE.md, "Rooms".
@preconcurrency @MainActor
open class ViewController: Responder, @MainActor CustomStringConvertible {
    /// The runtime this controller belongs to, for its whole life.
    public let runtime: Runtime
    /// The per-runtime instance number, from 1 in creation order (all classes together).
    /// Read by the observer on every callback: final and unchecked for exclusive access
    /// (main-actor state, set once at init; see docs/ARCHITECTURE.md, "Rooms").
    /// (A computed accessor over unchecked storage, inlinable so that the observer's module
    /// reads the field directly: no call and no access check per callback.)
    @inlinable public final var instanceID: Int { instanceIDStorage }
    @usableFromInline @exclusivity(unchecked) final var instanceIDStorage = 0
    /// The per-runtime, per-class instance number, from 1 (the `n` of the default label).
    /// Read by the observer for each controller created, so unchecked storage (as ``instanceID``).
    public final var classInstanceNumber: Int { classInstanceNumberStorage }
    @exclusivity(unchecked) final var classInstanceNumberStorage = 0
    /// The controller's class, numbered per runtime from 0 in order of first instance. The
    /// runtime's own: it names classes by it (``traceClassName``, computed once per class) and
    /// counts instances per class (``classInstanceNumber``); an observer may key per-class state
    /// by it too, in an array instead of hashing the type per controller.
    @inlinable package final var classIndex: Int { classIndexStorage }
    @usableFromInline @exclusivity(unchecked) final var classIndexStorage = 0
    @exclusivity(unchecked) final var registrySlot = -1
    private var labelStorage: String?

    // View
    @exclusivity(unchecked) final var loadedView: View?
    @exclusivity(unchecked) final var viewLoadDepth = 0
    /// How many times the view finished loading (each ``viewDidLoad()`` delivery counts).
    @exclusivity(unchecked) public internal(set) final var viewLoadCount = 0
    /// How many times a memory warning unloaded the view (each ``viewDidUnload()`` delivery counts).
    @exclusivity(unchecked) public internal(set) final var viewUnloadCount = 0
    /// The error of the last load that left ``view`` nil (rule L5), or nil.
    @exclusivity(unchecked) public internal(set) final var lastViewLoadError: RuntimeError?

    // Containment
    /// The container this controller is a child of, or nil. (Read by the observer in every
    /// `viewDidDisappear`, and by the runtime on each containment walk: unchecked storage, as
    /// ``instanceID``.)
    public internal(set) final var parent: ViewController? {
        get { parentStorage }
        set { parentStorage = newValue }
    }
    /// Not weak: a weak reference would give the parent a side table, and every retain and
    /// release of it the slow path. The parent holds the child (``children``) and clears this
    /// back-pointer when it removes the child and in its deinit, so it never dangles
    /// (docs/ARCHITECTURE.md, "Rooms").
    @usableFromInline @exclusivity(unchecked) final unowned(unsafe) var parentStorage: ViewController?
    /// Whether ``parent`` is set: a pointer compare, no retain (the Profiler asks on every
    /// `viewDidDisappear`, in a beginning that must make no call). `parentStorage != nil`
    /// would copy the unowned(unsafe) reference into a strong one first: a retain and a
    /// release around the compare, even with -O; the bit pattern is read without them.
    @inlinable package final var hasParent: Bool { unsafeBitCast(parentStorage, to: UInt.self) != 0 }
    /// The child controllers, in the order they were added.
    @exclusivity(unchecked) public internal(set) final var children: [ViewController] = []
    @exclusivity(unchecked) final var movingToParentPending = false

    // Presentation
    @exclusivity(unchecked) final var presentedStorage: ViewController?
    /// The presenter (which holds this controller in its ``presentedStorage``). Not weak, as
    /// ``parentStorage``: cleared at dismissal and by the presenter's deinit.
    @exclusivity(unchecked) final unowned(unsafe) var presentingStorage: ViewController?
    @exclusivity(unchecked) final var presentationRecord: PresentationRecord?
    @exclusivity(unchecked) final var presentationInFlight = false
    /// The window whose root this is (which holds it). Not weak, as ``parentStorage``: cleared
    /// when the window replaces its root and by the window's deinit.
    @exclusivity(unchecked) final unowned(unsafe) var hostingWindow: Window?
    /// How this controller is shown when presented. Default ``ModalPresentationStyle/automatic``.
    public var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// Whether this controller's view is covered by `.currentContext` presentations from inside it
    /// (rule P5). Default false; true for ``NavigationController`` (rule N12).
    public var definesPresentationContext = false
    /// How this controller comes on screen when presented. Default ``ModalTransitionStyle/coverVertical``.
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// Whether, as a presentation context (``definesPresentationContext``), this controller's
    /// ``modalTransitionStyle`` replaces that of the controllers presented over it in that context
    /// (`.currentContext`, `.overCurrentContext`; rule P5). Default false.
    public var providesPresentationContextTransitionStyle = false
    /// The transition style of this controller's current or last presentation: its own
    /// ``modalTransitionStyle``, or its presentation context's when that context provides its
    /// style (rule P5). Nil until it is presented.
    public internal(set) var presentationTransitionStyle: ModalTransitionStyle?
    /// For ``ModalPresentationStyle/custom`` only: whether presenting this controller removes the
    /// presenter's view (the presentation controller's `shouldRemovePresentersView`). Default false.
    public var shouldRemovePresentersView = false

    // Appearance
    /// The appearance state; see ``AppearanceState``.
    @exclusivity(unchecked) public internal(set) final var appearState: AppearanceState = .disappeared
    @exclusivity(unchecked) final var lastAppearanceAnimated = false
    /// True inside the appearance callbacks while appearing because the controller was just added to
    /// a container (a push, a container's first display) (rule C7).
    @exclusivity(unchecked) public internal(set) final var isMovingToParent = false
    /// True inside the appearance callbacks while disappearing because it is being removed (a pop).
    @exclusivity(unchecked) public internal(set) final var isMovingFromParent = false
    /// True inside the appearance callbacks while it is being presented.
    @exclusivity(unchecked) public internal(set) final var isBeingPresented = false
    /// True inside the appearance callbacks while it is being dismissed. (Read by the
    /// observer in every `viewDidDisappear`, so unchecked storage, as ``instanceID``.)
    @inlinable public internal(set) final var isBeingDismissed: Bool {
        get { isBeingDismissedStorage }
        set { isBeingDismissedStorage = newValue }
    }
    @usableFromInline @exclusivity(unchecked) final var isBeingDismissedStorage = false

    // Storyboards, segues, popovers
    /// The storyboard this controller was instantiated from, or nil (held strongly, as UIKit does).
    @exclusivity(unchecked) public internal(set) final var storyboard: Storyboard?
    @exclusivity(unchecked) final var storyboardSceneIdentifier: String?
    /// The views the storyboard scene named, by name, once the view loaded (the outlets' targets).
    public internal(set) var storyboardViews: [String: View] = [:]
    var popoverStorage: PopoverPresentationController?

    // Items
    @exclusivity(unchecked) final var navigationItemStorage: NavigationItem?
    @exclusivity(unchecked) final var tabBarItemStorage: TabBarItem?

    /// The title shown by containers. Setting it updates an existing ``navigationItem`` and
    /// ``tabBarItem`` (rule N11).
    public var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }

    /// Creates a controller of `runtime`. Its view is not loaded.
    ///
    /// Cost: one registry append; the observer receives `controllerInitialized` at the end of this
    /// initializer (before a subclass initializer's code after `super.init` runs).
    public init(runtime: Runtime) {
        self.runtime = runtime
        super.init()
        joinRuntime()
    }

    /// Creates a controller of the current runtime (``Runtime/current``), as UIKit's
    /// `init(nibName:bundle:)` does; its view is not loaded. Nibs are not modelled: `nibName` and
    /// `bundle` are accepted and unused, and ``loadView()`` makes the view (rule L3).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.runtime = .current
        super.init()
        joinRuntime()
    }

    /// UIKit's archive initializer, required of every controller as in UIKit (a subclass with
    /// its own designated initializer writes `required init?(coder:)`, as it does on iOS).
    /// Storyboard archives are not modelled: the coder is not read, and the controller joins the
    /// current runtime (``Runtime/current``) like ``init(nibName:bundle:)``.
    public required init?(coder: NSCoder) {
        self.runtime = .current
        super.init()
        joinRuntime()
    }

    /// Creates a controller of the current runtime (``Runtime/current``): UIKit's `init()`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Registers the controller with its runtime and tells the observer; the end of every
    /// designated initializer.
    private func joinRuntime() {
        let registration = runtime.register(self)
        instanceIDStorage = registration.instanceID
        classInstanceNumberStorage = registration.classInstanceNumber
        classIndexStorage = registration.classIndex
        registrySlot = registration.slot
        if let pendingLabel = runtime.labelForNextController {
            labelStorage = pendingLabel
            runtime.labelForNextController = nil
        }
        runtime.controllerDidInitialize(self)
    }

    // Not `isolated deinit`: a user's subclass (`class X: UIViewController { deinit { ... } }`)
    // declares a plain deinit, which must match this one's isolation. Controllers live and die
    // on the main thread (everything in the runtime is main-actor), so the body runs as main-actor
    // code (onMainActorFromDeinit: checked in debug builds).
    deinit {
        onMainActorFromDeinit {
            clearBackPointers()
            if let observer = runtime.viewTeardownObserver, let view = loadedView { observer.controllerWillRelease(view, of: self) }
            runtime.controllerDidDeinit(slot: registrySlot, instanceID: instanceID, instrumentationSlot: instrumentationSlot) {
                ControllerIdentity(
                    instanceID: instanceID, customLabel: labelStorage, className: traceClassName,
                    classInstanceNumber: classInstanceNumber, instrumentationSlot: instrumentationSlot)
            }
        }
    }

    /// A stable name for traces: by default `ClassName#n`, with `n` the per-runtime, per-class
    /// instance number from 1. Settable (a driver names controllers after its scenes).
    ///
    /// Named `traceLabel` (not `label`) so that a UIKit subclass's own `let label = UILabel()`
    /// compiles as on iOS.
    /// The label given to this controller, or nil while it has the default one (which
    /// ``traceLabel`` makes on first use): read without making it.
    package var givenTraceLabel: String? { labelStorage }

    public var traceLabel: String {
        get {
            if let labelStorage { return labelStorage }
            let made = "\(traceClassName)#\(classInstanceNumber)"
            labelStorage = made
            return made
        }
        set { labelStorage = newValue }
    }

    /// The label set by a driver (through `Runtime.labelForNextController`), or nil while the
    /// label is the default `ClassName#n` (which ``traceLabel`` forms, and allocates, on first use).
    public var customTraceLabel: String? { labelStorage }

    /// The name of the dynamic type (named so that a subclass's own `className` compiles).
    public var traceClassName: String { runtime.className(ofClassIndex: classIndexStorage, type: Swift.type(of: self)) }

    /// The one instrumentation word: storage the runtime owns for its observer, and the only
    /// stored property a profiler needs in a controller (identity, class numbering and the
    /// UIKit state above are the runtime's own). A profiler keeps the index of its
    /// per-controller state here, so that finding it costs a field read instead of a dictionary
    /// lookup. The runtime never reads it; it is reported back in ``ControllerIdentity`` at deinit.
    /// `package`: only the package's Profiler writes it, so user code cannot corrupt it. Final
    /// and unchecked for exclusive access: read on every callback (docs/ARCHITECTURE.md,
    /// "Rooms").
    @inlinable package final var instrumentationSlot: Int {
        get { instrumentationSlotStorage }
        set { instrumentationSlotStorage = newValue }
    }
    @usableFromInline @exclusivity(unchecked) final var instrumentationSlotStorage = -1

    /// `<ClassName: label>`, where UIKit prints `<ClassName: 0x...>`.
    public var description: String { "<\(traceClassName): \(traceLabel)>" }

    // MARK: The view (rules L1-L8)

    /// The root view, loaded on first access (rule L1: ``loadView()`` then ``viewDidLoad()``).
    ///
    /// Implicitly unwrapped: it is nil only when a custom ``loadView()`` did not set it (rule L5).
    /// Then ``viewDidLoad()`` still runs, every later access calls ``loadView()`` again, and re-entry
    /// from inside ``loadView()``/``viewDidLoad()`` stops at ``RuntimeSettings/maximumViewLoadDepth``
    /// with a diagnostic and ``lastViewLoadError`` set instead of overflowing the stack. Use
    /// ``requireView()`` to get that as a thrown error.
    ///
    /// Setting it does not call ``viewDidLoad()`` (rule L7), and setting nil releases the view
    /// without ``viewDidUnload()`` (rule M3). Setting a view that belongs to another controller
    /// (rule L8) is refused with an `ignoredMisuse` diagnostic: use ``setView(_:)`` to get the error.
    public var view: View! {
        get { loadViewIfRequired() }
        set {
            do { try setView(newValue) } catch let error as RuntimeError {
                runtime.record(.ignoredMisuse, error.message)
            } catch {}
        }
    }

    /// The view if it is loaded, else nil. Never loads it (rule L2).
    public var viewIfLoaded: View? { loadedView }

    /// Whether the view is in memory. Never loads it (rule L2).
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if it is not loaded (rule L2).
    public func loadViewIfNeeded() { loadViewIfRequired() }

    /// The view, loading it if needed.
    /// - Throws: ``RuntimeError/Code/viewNotLoaded`` if loading left it nil (rule L5).
    public func requireView() throws -> View {
        if let view = loadViewIfRequired() { return view }
        throw lastViewLoadError ?? RuntimeError(.viewNotLoaded, "\(self) has no view")
    }

    /// Sets the root view.
    /// - Throws: ``RuntimeError/Code/viewAlreadyOwned`` if `newView` is another controller's root
    ///   view (rule L8); nothing changes then.
    public func setView(_ newView: View?) throws {
        if let newView, let owner = newView.owningController, owner !== self {
            throw RuntimeError(
                .viewAlreadyOwned,
                "A view can only be associated with at most one view controller at a time! View \(newView) is associated with \(owner). Clear this association before associating this view with \(self)."
            )
        }
        if let old = loadedView, old !== newView { old.owningController = nil }
        loadedView = newView
        newView?.owningController = self
    }

    // MARK: Overridable lifecycle callbacks

    /// Creates the root view. Called by the runtime when ``view`` is read while nil, just before
    /// ``viewDidLoad()``. The default builds the storyboard scene's views for a controller that came
    /// from a ``Storyboard`` (rule L9: views created, outlets and actions connected, `awakeFromNib`
    /// on each view, root view set, embed segues performed), else sets a plain ``View`` the size of
    /// the screen (the nib search of rule L3 is not modelled). An override must set ``view`` and must not call super (rule L5).
    open func loadView() {
        if loadStoryboardView() { return }
        view = View(frame: runtime.screen.bounds)
    }

    /// Called once per load, right after ``loadView()`` (rule L6): again after an unload.
    open func viewDidLoad() {}

    /// Called before the view enters a window, before it is added and laid out (rule A3); before
    /// the children's (rule A6). The view is loaded by then.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view entered a window and any animation finished (rule A3); after the
    /// ``viewWillLayoutSubviews()``/``viewDidLayoutSubviews()`` pair; before the children's.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view leaves a window; before the children's.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view left the window and any animation finished; before the children's.
    open func viewDidDisappear(_ animated: Bool) {}

    /// LP2/LP9: called in the update-constraints pass of the root view, before its layout; the
    /// default updates the root view's constraints (``View/updateConstraints()``). Call `super` last.
    open func updateViewConstraints() { loadedView?.updateConstraints() }

    /// Called in a layout pass of the root view, before ``View/layoutSubviews()``.
    open func viewWillLayoutSubviews() {}

    /// Called in a layout pass of the root view, after ``View/layoutSubviews()``.
    open func viewDidLayoutSubviews() {}

    /// Called before this controller is added to (`parent` non-nil) or removed from (nil) a
    /// container: inside ``addChild(_:)``, or by the container before ``removeFromParent()``
    /// (rules C1, C3, N9). The default marks a removal for ``isMovingFromParent``; call super.
    open func willMove(toParent parent: ViewController?) {
        if parent == nil { isMovingFromParent = true }
    }

    /// Called after this controller was added to (`parent` non-nil, by the container once the
    /// transition finished) or removed from (nil, inside ``removeFromParent()``) a container.
    open func didMove(toParent parent: ViewController?) {}

    /// Called on every live controller of the runtime, in creation order, for each
    /// ``Runtime/simulateMemoryWarning(level:)`` (rule M1). The default applies the runtime's
    /// ``MemoryWarningPolicy`` at the current level (see <doc:MemoryWarnings>); its
    /// ``viewWillUnload()``/``viewDidUnload()`` run synchronously inside it (rule M2). Call super.
    open func didReceiveMemoryWarning() {
        applyMemoryWarningPolicy(level: runtime.currentMemoryWarningLevel ?? .low)
    }

    /// Called by the default ``didReceiveMemoryWarning()`` under ``MemoryWarningPolicy/unloadViews``,
    /// just before the off-window view is released (iOS 5).
    open func viewWillUnload() {}

    /// Called just after the view was released by a memory warning (iOS 3-5); release outlets here.
    open func viewDidUnload() {}

    /// Whether a memory warning may release the view (M2's `canReload`). Default true; return false
    /// for a view that could not be rebuilt. Such a view keeps its view, but a critical warning still
    /// frees its backing stores when it is off window.
    open var canUnloadView: Bool { true }

    /// Whether this container forwards appearance callbacks to its children automatically (rule C4).
    /// Default true. Return false and drive each child with ``beginAppearanceTransition(_:animated:)``
    /// and ``endAppearanceTransition()``.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Called on the source of a ``Segue`` after the destination was created and before the segue is
    /// performed; the destination's view is not loaded yet, so its outlets are still nil (rules L9,
    /// SB3). For an unwind segue, called on the source before the destination's unwind action runs
    /// (SB6); for an embed segue, on the container while its view loads, before its `viewDidLoad`.
    open func prepare(for segue: Segue, sender: Any?) {}

    /// Called on a controller instantiated from a ``Storyboard``, once, right after its initializer
    /// and before anything else touches it: its view is not loaded, so view outlets are nil (rule
    /// L9). Views from a storyboard scene get it too (a plain call), after their outlets are set.
    open override func awakeFromNib() {}

    /// Asked by ``userDidTriggerSegue(withIdentifier:sender:)`` (a segue fired by the user, e.g. by a
    /// control connected to it) before the destination is created; return false to cancel. Never
    /// asked for ``performSegue(withIdentifier:sender:)`` (rule SB3). Default true.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Asked during the unwind search (rule SB6) whether this controller is the destination of
    /// `action` from `source`. The default is true iff this controller implements `action`
    /// (``Responder/handler(for:)``) and is not `source`.
    open func canPerformUnwindSegueAction(_ action: Action, from source: ViewController, sender: Any?) -> Bool {
        self !== source && handler(for: action) != nil
    }

    /// The children the unwind search (rule SB6) looks into, in order, before asking this controller
    /// itself. Default: ``children`` minus the child that contains the source. ``NavigationController``
    /// reverses it so that the top is searched first.
    open func allowedChildrenForUnwinding(from source: UnwindSegueSource) -> [ViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }

    /// Called on each container between the window's root and an unwind segue's destination, from the
    /// top down, after the source's `prepare(for:sender:)` and the destination's unwind action; the
    /// container shows `subsequentViewController` (its child on the way to the destination).
    /// ``NavigationController`` pops to it, ``TabBarController`` selects it; the default does nothing.
    open func unwind(for unwindSegue: Segue, towards subsequentViewController: ViewController) {}

    /// The controller that handles `action` for `sender`: this one if it overrides the action
    /// (``NavigationController`` handles ``ShowAction/show``, ``SplitViewController`` both), else its
    /// parent's or presenter's answer; nil if nobody does (rule S4).
    open func targetViewController(forAction action: ShowAction, sender: Any?) -> ViewController? {
        (parent ?? presentingStorage)?.targetViewController(forAction: action, sender: sender)
    }

    /// Shows `controller` in the way the hierarchy chooses (rules S4, SB5): the target of
    /// ``ShowAction/show`` shows it (a navigation controller pushes); without one the window's root
    /// presents it modally. Called by show segues.
    /// What the push or presentation raises is recorded on the runtime (``UIKitException``).
    open func show(_ controller: ViewController, sender: Any?) {
        if let target = targetViewController(forAction: .show, sender: sender) {
            target.show(controller, sender: sender)
        } else {
            do { try presentFromWindowRoot(controller) } catch { runtime.raise(error) }
        }
    }

    /// Shows `controller` as the detail (rule S4): the target of ``ShowAction/showDetail`` (a
    /// ``SplitViewController``) shows it; without one the window's root presents it modally. Called by
    /// show-detail segues.
    /// What the presentation raises is recorded on the runtime (``UIKitException``).
    open func showDetailViewController(_ controller: ViewController, sender: Any?) {
        if let target = targetViewController(forAction: .showDetail, sender: sender) {
            target.showDetailViewController(controller, sender: sender)
        } else {
            do { try presentFromWindowRoot(controller) } catch { runtime.raise(error) }
        }
    }

    /// Called by a collapsing ``SplitViewController`` on its primary when the delegate did not handle
    /// the collapse (rule S3). ``NavigationController`` pushes `secondaryViewController`; the default
    /// does nothing (the secondary is dropped from the split).
    open func collapseSecondaryViewController(_ secondaryViewController: ViewController, for splitViewController: SplitViewController) {}

    /// Called by an expanding ``SplitViewController`` on its primary when the delegate returned nil
    /// (rule S3); returns the new secondary. ``NavigationController`` pops its top and returns it; the
    /// default returns nil.
    open func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? { nil }

    /// The status bar's style while this controller is on screen: UIKit's
    /// `preferredStatusBarStyle` (recorded; the status bar is not drawn). Override it.
    open var preferredStatusBarStyle: StatusBarStyle { .default }

    /// Whether the status bar hides while this controller is on screen (recorded). Override it.
    open var prefersStatusBarHidden: Bool { false }

    /// The orientations the controller supports (recorded). Override it.
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }

    /// Tells UIKit the status bar's style changed (recorded: counted in
    /// ``statusBarAppearanceUpdates``).
    public func setNeedsStatusBarAppearanceUpdate() { statusBarAppearanceUpdates += 1 }

    /// How many times ``setNeedsStatusBarAppearanceUpdate()`` was called.
    public internal(set) var statusBarAppearanceUpdates = 0

    /// The sheet presentation of a `.pageSheet` or `.formSheet` controller (UIKit's
    /// `sheetPresentationController`, iOS 15): its detents are recorded. Nil for other styles.
    public var sheetPresentationController: SheetPresentationController? {
        guard
            modalPresentationStyle == .pageSheet || modalPresentationStyle == .formSheet
                || modalPresentationStyle == .automatic
        else { return nil }
        if let sheetStorage { return sheetStorage }
        let made = SheetPresentationController()
        sheetStorage = made
        return made
    }
    var sheetStorage: SheetPresentationController?

    /// Called before the screen's size changes (``Runtime/resize(to:)``), before the views resize;
    /// parents before children, then presented controllers.
    open func viewWillTransition(to size: Size) {}

    /// UIKit's `viewWillTransition(to:with:)`: called in the same place as
    /// ``viewWillTransition(to:)``, which the default implementation calls. The runtime delivers
    /// it to every controller itself (children need no forwarding from `super`). Closures given to
    /// the coordinator's `animate(alongsideTransition:completion:)` run once the views have their
    /// new size, animations first, then completions.
    open func viewWillTransition(to size: Size, with coordinator: any ViewControllerTransitionCoordinator) {
        viewWillTransition(to: size)
    }

    /// Called before the traits change (``Runtime/resize(to:)`` crossing a size class), before any
    /// size callback and before any ``traitCollectionDidChange(_:)`` (rule TR2); parents before
    /// children, then presented controllers. ``traitCollection`` still holds the old traits.
    open func willTransition(to newCollection: TraitCollection) {}

    /// Called after the traits changed (``Runtime/resize(to:)`` crossing a size class), with the
    /// previous traits, after the views took their new size and split view controllers collapsed or
    /// expanded; parents before children, then presented controllers.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The traits of the environment: the screen's (one window per screen, full size).
    public var traitCollection: TraitCollection { runtime.screen.traitCollection }

    /// R1 and P8: the window if this is its root controller and its view is the window's root view;
    /// the presenting controller if this controller was presented; else the view's superview; else
    /// the parent.
    open override var next: Responder? {
        if let hostingWindow, let view = loadedView, view.superview === hostingWindow { return hostingWindow }
        if let presentingStorage { return presentingStorage }
        if let superview = loadedView?.superview { return superview }
        return parent
    }

    // MARK: Container hooks (overridden by the runtime's containers)

    /// The children to which appearance callbacks are forwarded: by default those whose views are
    /// inside this controller's view.
    func childrenForAppearanceForwarding() -> [ViewController] {
        guard let mine = loadedView, !children.isEmpty else { return [] }
        return children.filter { child in
            guard let theirs = child.loadedView, theirs !== mine else { return false }
            return theirs.isDescendant(of: mine)
        }
    }

    /// Lets a container put its visible child's view in place before it appears.
    func prepareChildrenForAppearance() {}

    /// Whether the transitions this controller drives are in flight (navigation, presentation).
    var isTransitionInFlight: Bool { presentationInFlight }

    /// Controllers this container keeps as its own content beyond ``children``, which UIKit keeps
    /// for the container's life: a tab bar controller's tabs under More and its More navigation
    /// controller (rules TB1, TB5). The leak check counts them as in the hierarchy. Empty by default.
    package var keptControllers: [ViewController] { [] }
}
