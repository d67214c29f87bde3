public import Foundation

/// The root of a view tree that is on screen: the runtime's UIWindow.
///
/// A window shows its ``rootViewController``'s view once ``makeKeyAndVisible()`` has been called
/// (trace T0: `loadView, viewDidLoad, viewWillAppear, viewWillLayoutSubviews, viewDidLayoutSubviews,
/// viewDidAppear`). ``tearDown()`` takes everything down so that every controller can deallocate.
@preconcurrency @MainActor
public final class Window: View {
    /// The runtime this window belongs to (strong: a window keeps its runtime alive).
    public let runtime: Runtime
    /// True after ``makeKeyAndVisible()`` and until ``tearDown()``.
    public private(set) var isKeyWindow = false

    private var rootStorage: ViewController?
    /// The first responder (weak), managed by ``Responder/becomeFirstResponder()``.
    weak var firstResponderStorage: Responder?

    /// The responder that receives nil-targeted actions and key input first, or nil.
    public var firstResponder: Responder? { firstResponderStorage }

    /// Creates a window the size of the runtime's screen.
    public init(runtime: Runtime) {
        self.runtime = runtime
        super.init(frame: runtime.screen.bounds)
        runtime.register(self)
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required convenience init?(coder: NSCoder) {
        self.init(runtime: .current)
    }

    /// Creates a window of the current runtime (``Runtime/current``) the size of its screen:
    /// UIKit's `UIWindow()`.
    public convenience init() {
        self.init(runtime: .current)
    }

    /// Creates a window of the current runtime (``Runtime/current``) with `frame`: UIKit's
    /// `UIWindow(frame:)` (usually `UIScreen.main.bounds`).
    public override convenience init(frame: Rect) {
        self.init(runtime: .current)
        self.frame = frame
    }

    // Not `isolated deinit`, as View's. A root controller kept by user code loses its window
    // (its `hostingWindow` is unowned(unsafe): ViewController+BackPointers.swift).
    deinit {
        onMainActorFromDeinit {
            if let root = rootStorage, root.hostingWindow === self { root.hostingWindow = nil }
            runtime.unregister(self)
        }
    }

    override var asWindow: Window? { self }

    /// R1: the window's next responder is the application.
    public override var next: Responder? { runtime.application }

    /// The controller whose view fills the window (held strongly).
    ///
    /// Setting it on a visible window makes the old root disappear and the new one appear, both
    /// without animation. A controller of another runtime, or one that already has a parent or a
    /// presenter, is refused with an `ignoredMisuse` diagnostic.
    public var rootViewController: ViewController? {
        get { rootStorage }
        set { replaceRoot(with: newValue) }
    }

    /// Shows the window and its root controller's view, synchronously (trace T0).
    public func makeKeyAndVisible() {
        guard !isKeyWindow else { return }
        isKeyWindow = true
        if let root = rootStorage { install(root) }
    }

    /// Tears the window down: finishes pending transitions (``Runtime/runUntilIdle()``), dismisses
    /// everything presented without animation, makes the root disappear, removes its view and
    /// releases it. Afterwards nothing the window held keeps a controller alive.
    public func tearDown() {
        runtime.runUntilIdle()
        if let root = rootStorage { root.dismissEverything() }
        replaceRoot(with: nil)
        for subview in subviews { subview.detachFromSuperview() }
        isKeyWindow = false
    }

    private func replaceRoot(with newRoot: ViewController?) {
        if let newRoot {
            guard newRoot !== rootStorage else { return }
            if newRoot.runtime !== runtime || newRoot.parent != nil || newRoot.presentingStorage != nil
                || newRoot.hostingWindow != nil
            {
                let reason = newRoot.runtime !== runtime ? "it belongs to another runtime" : "it is already active"
                runtime.record(.ignoredMisuse, "Cannot make \(newRoot) the root view controller of a window: \(reason)")
                return
            }
        }
        if let old = rootStorage {
            if isKeyWindow, let oldView = old.loadedView, oldView.superview === self {
                old.beginAppearance(false, animated: false)
                oldView.detachFromSuperview()
                old.endAppearance()
            } else {
                old.loadedView?.detachFromSuperview()
            }
            old.hostingWindow = nil
        }
        rootStorage = newRoot
        newRoot?.hostingWindow = self
        if isKeyWindow, let newRoot { install(newRoot) }
    }

    private func install(_ root: ViewController) {
        root.loadViewIfRequired()
        root.beginAppearance(true, animated: false)
        if let view = root.loadedView {
            view.frame = bounds
            addWithoutChecks(view)
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        root.endAppearance()
    }
}
