public import Foundation

/// A controller whose view is a ``CollectionView``: the runtime's UICollectionViewController
/// (CC1-CC4).
///
/// - ``init(collectionViewLayout:)`` keeps the layout; ``loadView()`` creates a screen-sized
///   collection view with it and makes the controller its data source and delegate (CC2); a
///   controller made without a layout raises CV1's exception when its view loads (CC1);
/// - ``collectionView`` is the controller's view (CC2);
/// - before its first layout the collection view is reloaded (CC3); every later
///   ``viewWillAppear(_:)`` clears the selection without delegate calls while
///   ``clearsSelectionOnViewWillAppear`` is true, the default (CC4).
///
/// Subclass it and override the data source and delegate methods (declared here so that subclasses
/// can override them); add ``CollectionViewDelegateFlowLayout`` in the subclass for per-item sizes.
/// Overrides of the appearance callbacks must call super.
@preconcurrency @MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// Whether every ``viewWillAppear(_:)`` after the first clears the selection (CC4). Default true.
    public var clearsSelectionOnViewWillAppear = true
    /// The layout given at creation; the collection view's layout once the view is loaded.
    private var initialLayout: CollectionViewLayout?
    /// Whether the first appearance happened.
    private var hasAppeared = false

    /// Creates a controller of the current runtime whose collection view will use `layout`
    /// (UIKit's designated initializer for code, CC1).
    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller of `runtime` whose collection view will use `layout`.
    public init(runtime: Runtime, collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init(runtime: runtime)
    }

    /// A controller without a layout: its view raises CV1's exception when it loads (CC1).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// UIKit's archive initializer (the coder is not read): a flow layout, as a storyboard's default.
    public required init?(coder: NSCoder) {
        initialLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The layout: the collection view's once it is loaded, else the one given at creation (CC1).
    public var collectionViewLayout: CollectionViewLayout {
        (viewIfLoaded as? CollectionView)?.collectionViewLayout ?? initialLayout ?? CollectionViewLayout()
    }

    /// The collection view: the controller's view, loaded on access like ``ViewController/view``
    /// (CC2). Nil only if the view was replaced by something that is not a collection view.
    /// Assigning one makes the controller its data source and delegate where those are unset.
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set {
            if let newValue {
                if newValue.dataSource == nil { newValue.dataSource = self }
                if newValue.delegate == nil { newValue.delegate = self }
            }
            view = newValue
        }
    }

    /// Creates a screen-sized collection view with the layout, with this controller as data source
    /// and delegate. Without a layout it records CV1's `NSInvalidArgumentException` and uses an
    /// empty base layout.
    open override func loadView() {
        let layout: CollectionViewLayout
        if let initialLayout {
            layout = initialLayout
        } else {
            runtime.raise(RuntimeError(.collectionViewLayoutRequired, CollectionView.layoutRequiredMessage))
            layout = CollectionViewLayout()
        }
        let collection = CollectionView(runtime: runtime, frame: runtime.screen.bounds, collectionViewLayout: layout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// CC3: reloads before the first appearance; CC4: on every later one, clears the selection
    /// (silently) while ``clearsSelectionOnViewWillAppear``.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let collection = viewIfLoaded as? CollectionView else { return }
        if !hasAppeared || !collection.hasLoadedData {
            hasAppeared = true
            collection.reloadData()
        } else if clearsSelectionOnViewWillAppear {
            collection.selectItem(at: nil, animated: animated, scrollPosition: [])
        }
    }

    // MARK: Data source (override)

    /// One section.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No items; override.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// A cell that was not dequeued (refused by the collection view, CV5); override.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell(frame: .zero)
    }
    /// A view that was not dequeued (refused); override when the layout has headers or footers.
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: Delegate (override)

    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
}
