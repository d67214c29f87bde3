public import Foundation

/// A scrolling grid of items with view reuse: the runtime's UICollectionView.
///
/// A collection view owns one ``collectionViewLayout`` (strong, CV1, CV27) and holds its
/// ``dataSource``, ``delegate`` and ``prefetchDataSource`` weakly (MEM1). In its layout pass
/// (``layoutSubviews()``, or at once when the offset changes) it loads the counts if they are
/// invalid, prepares the layout if it was invalidated, takes `contentSize` from it, asks it for the
/// attributes of the elements in its bounds and keeps exactly those as subviews (CV7): a cell or
/// supplementary view per element, from the data source, recycled through the same ``ReusePool``
/// the table uses when it leaves the bounds (CV9, CV13, CV14). Reloads and batch updates
/// (CV15-CV21) are in CollectionView+Updates.swift, selection (CV23-CV26) in
/// CollectionView+Selection.swift, the visible set and scrolling in CollectionView+Layout.swift.
///
/// ```swift
/// let grid = CollectionView(frame: screen.bounds, collectionViewLayout: CollectionViewFlowLayout())
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = model      // cellForItemAt: grid.dequeueReusableCell(withReuseIdentifier: "photo", for: ip)
/// grid.layoutIfNeeded()
/// ```
///
/// Costs: a layout pass costs what the layout's `layoutAttributesForElements(in:)` costs (the flow
/// layout: O(log S + visible)) plus O(visible) dictionary work and the data source's calls for
/// elements that enter. Counts are O(S) data-source calls per load.
///
/// Threading: main-actor isolated.
@preconcurrency @MainActor
open class CollectionView: View {
    /// The runtime the collection view belongs to (misuse is raised on it).
    public let runtime: Runtime

    /// The layout (held strongly). Setting it installs the new layout at once (CV27).
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            install(collectionViewLayout)
        }
    }
    /// Where items and views come from. Held weakly.
    public weak var dataSource: (any CollectionViewDataSource)?
    /// Told about display, highlight and selection. Held weakly.
    public weak var delegate: (any CollectionViewDelegate)? {
        didSet { collectionViewLayout.invalidateLayout() }
    }
    /// Told ahead of time about items that will be needed (CV12). Held weakly; nil turns data
    /// prefetching off.
    public weak var prefetchDataSource: (any CollectionViewDataSourcePrefetching)?
    /// Whether prefetching runs (CV10). Default true; false also turns data prefetching off.
    public var isPrefetchingEnabled = true

    /// The reuse queues of cells, by reuse identifier.
    final let cellPool: ReusePool<CollectionViewCell>
    /// The reuse queues of supplementary views, keyed by ``supplementaryKey(kind:identifier:)``.
    final let supplementaryPool: ReusePool<CollectionReusableView>

    /// The cached item counts per section (CV16), or nil when the data is invalid (never loaded,
    /// or reloaded) and must be asked again.
    final var itemCounts: [Int]?
    /// Whether the counts were ever loaded.
    public internal(set) var hasLoadedData = false
    /// The cells of the visible items.
    final var visibleItemCells: [IndexPath: CollectionViewCell] = [:]
    /// The visible supplementary views, by kind and index path.
    final var visibleSupplementaryViews: [CollectionSupplementaryKey: CollectionReusableView] = [:]
    /// The selected items.
    final var selectedItems: Set<IndexPath> = []
    /// Whether selection, and multiple selection, are allowed.
    final var selectionFlags = CollectionSelectionFlags()
    /// The batch update being recorded.
    final var pendingUpdate = TableBatchUpdate()
    /// The attributes of the element whose view the data source is being asked for (so that a
    /// dequeue applies them without asking the layout again).
    final var attributesBeingRequested: CollectionViewLayoutAttributes?
    final var isInLayoutPass = false
    /// The bounds size the layout was last prepared or checked for.
    final var lastLayoutBoundsSize: Size?
    /// The last offset of a layout pass (the scroll direction for prefetching).
    final var lastPassOffset: Point = .zero
    /// The items announced to the prefetch data source and not cancelled.
    final var prefetchedItems: Set<IndexPath> = []

    /// The size of the content, from the layout after its last preparation (CV27).
    public internal(set) var contentSize: Size = .zero
    /// Extra space around the content. Default zero.
    public var contentInset: EdgeInsets = .zero {
        didSet { if contentInset != oldValue { collectionViewLayout.invalidateLayout() } }
    }
    /// How the safe area is added to ``contentInset`` (CV29). Default `.automatic`.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { collectionViewLayout.invalidateLayout() } }
    }
    /// Whether the content bounces vertically even when it fits (recorded; counts for CV29).
    public var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it fits (recorded; counts for CV29).
    public var alwaysBounceHorizontal = false
    /// A view behind the content (held strongly, MEM1). Default nil.
    public var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.detachFromSuperview()
            if let backgroundView { insertWithoutChecks(backgroundView, at: 0) }
        }
    }

    /// Creates a collection view of `runtime` with `layout` (CV1). Nothing is asked of the data
    /// source until the first layout pass.
    public init(runtime: Runtime, frame: Rect = .zero, collectionViewLayout layout: CollectionViewLayout) {
        self.runtime = runtime
        self.collectionViewLayout = layout
        cellPool = ReusePool(initialQueueCapacity: 16, messages: .collectionCell) { $0.callPrepareForReuse() }
        supplementaryPool = ReusePool(initialQueueCapacity: 4, messages: .collectionSupplementary) {
            $0.callPrepareForReuse()
        }
        super.init(frame: frame)
        install(layout)
        registerForAccounting()
    }

    // Not `isolated deinit`, as TableView's: collection views live and die on the main thread.
    deinit {
        MainActor.assumeIsolated { retireAccounting() }
    }

    /// Creates a collection view of the current runtime (``Runtime/current``) with `layout`:
    /// UIKit's designated `init(frame:collectionViewLayout:)`.
    public convenience init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        self.init(runtime: .current, frame: frame, collectionViewLayout: layout)
    }

    /// CV1: UIKit's `UICollectionView(frame:)` and `UICollectionView()`, which raise because a
    /// layout is mandatory. Records `NSInvalidArgumentException` ("UICollectionView must be
    /// initialized with a non-nil layout parameter") and returns a collection view with an empty
    /// base ``CollectionViewLayout``, which places nothing.
    public override convenience init(frame: Rect = .zero) {
        let runtime = Runtime.current
        runtime.raise(RuntimeError(.collectionViewLayoutRequired, Self.layoutRequiredMessage))
        self.init(runtime: runtime, frame: frame, collectionViewLayout: CollectionViewLayout())
    }

    /// UIKit's archive initializer (the coder is not read): a flow layout, as a storyboard's default.
    public required convenience init?(coder: NSCoder) {
        self.init(runtime: .current, frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    }

    /// CV1's reason.
    nonisolated static let layoutRequiredMessage = "UICollectionView must be initialized with a non-nil layout parameter"

    /// Sets the layout's back pointer and invalidates it.
    private func install(_ layout: CollectionViewLayout) {
        layout.collectionView = self
        layout.invalidateLayout()
        lastLayoutBoundsSize = nil
    }

    /// Runs the layout pass: loads the data if it is invalid, prepares the layout if needed and
    /// brings the visible cells and supplementary views in line with the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        updateVisibleElements()
    }

    // MARK: Counts (CV16)

    /// The number of sections, from the cached counts (loaded first if they are invalid).
    public var numberOfSections: Int {
        loadCountsIfNeeded()
        return itemCounts?.count ?? 0
    }

    /// The number of items in `section`, from the cached counts (loaded first if invalid).
    /// - Raises (recorded on the runtime, see ``UIKitException``): `NSInternalInconsistencyException`
    ///   ("request for number of items in section S when there are only N sections in the
    ///   collection view") for a section that does not exist; then it answers 0.
    public func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        let counts = itemCounts ?? []
        guard section >= 0, section < counts.count else {
            runtime.raise(
                RuntimeError(
                    .collectionSectionOutOfRange,
                    "request for number of items in section \(section) when there are only \(counts.count) sections in the collection view"
                ))
            return 0
        }
        return counts[section]
    }

    /// Asks the data source for the counts when they are invalid. Without a data source: no
    /// sections (and the counts stay invalid, to be asked once one is set).
    final func loadCountsIfNeeded() {
        guard itemCounts == nil, let dataSource else { return }
        let sections = max(0, dataSource.numberOfSections(in: self))
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections { counts.append(max(0, dataSource.collectionView(self, numberOfItemsInSection: section))) }
        itemCounts = counts
        hasLoadedData = true
        collectionViewLayout.invalidateLayout()
    }

    /// Whether `indexPath` names an item of the cached data.
    final func isValidItem(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, let counts = itemCounts else { return false }
        return indexPath.section >= 0 && indexPath.section < counts.count && indexPath.item >= 0
            && indexPath.item < counts[indexPath.section]
    }

    // MARK: Reuse accounting

    /// Per cell reuse identifier: cells created, dequeues, reuses, misses, enqueues, queue
    /// high-water mark, cells discarded, cells not dequeued. Allocates.
    public var reuseStatistics: [String: TableReuseStatistics] {
        var result: [String: TableReuseStatistics] = [:]
        for entry in cellPool.allStatistics { result[entry.identifier] = entry.statistics }
        return result
    }

    /// The cells queued for `identifier` right now.
    public func queuedCellCount(forReuseIdentifier identifier: String) -> Int {
        cellPool.queuedCount(forIdentifier: identifier)
    }
}

/// A supplementary view's place: its kind and index path.
struct CollectionSupplementaryKey: Hashable {
    let kind: String
    let indexPath: IndexPath
}
