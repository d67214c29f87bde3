public import Foundation

/// A layout of sections built from items and groups: UIKit's `UICollectionViewCompositionalLayout`
/// (CL1-CL11).
///
/// `init(section:)` uses one section description for every section; `init(sectionProvider:)` asks
/// the provider for each section at every preparation (CL9; a nil section with items is UIKit's
/// exception, and the section is left empty). Root groups resolve their fractions against the
/// section's content area: the collection view's size minus its adjusted content inset, minus the
/// section's insets (CL3). Sections follow one another along the scroll direction,
/// ``CollectionViewCompositionalLayoutConfiguration/interSectionSpacing`` apart.
///
/// Costs: ``prepare()`` is O(sections) (one group template per section); a rect query is
/// O(log sections + visible), item look-ups O(1) (see ``CompositionalSectionGeometry``).
@preconcurrency @MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// Makes a section's description: UIKit's `UICollectionViewCompositionalLayoutSectionProvider`.
    public typealias SectionProvider = (Int, any CollectionLayoutEnvironment) -> CollectionLayoutSection?

    private let provider: SectionProvider
    private var storedConfiguration = CollectionViewCompositionalLayoutConfiguration()
    private var sections: [CompositionalSectionGeometry] = []
    private var contentSize: CGSize = .zero
    private var preparedSize: CGSize?

    /// The options, copied on assignment; assigning invalidates the layout (CL8).
    public var configuration: CollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copy() }
        set {
            storedConfiguration = newValue.copy()
            invalidateLayout()
        }
    }

    /// A layout with `section` for every section.
    public convenience init(section: CollectionLayoutSection) {
        self.init(sectionProvider: { _, _ in section })
    }

    /// A layout with `section` for every section and `configuration`.
    public convenience init(section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout that asks `sectionProvider` for each section.
    public init(
        sectionProvider: @escaping SectionProvider,
        configuration: CollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration()
    ) {
        provider = sectionProvider
        storedConfiguration = configuration.copy()
        super.init()
    }

    /// UIKit's archive initializer: unavailable for this layout (it needs sections); an empty layout.
    public required init?(coder: NSCoder) {
        provider = { _, _ in nil }
        super.init()
    }

    open override func prepare() {
        sections = []
        contentSize = .zero
        guard let collectionView else { return }
        let inset = collectionView.adjustedContentInset
        let size = CGSize(
            width: max(0, collectionView.bounds.width - inset.left - inset.right),
            height: max(0, collectionView.bounds.height - inset.top - inset.bottom))
        preparedSize = collectionView.bounds.size
        let vertical = storedConfiguration.scrollDirection == .vertical
        let traits = collectionView.runtime.screen.traitCollection
        let environment = CompositionalEnvironment(
            container: CompositionalContainer(contentSize: size, contentInsets: .zero), traitCollection: traits)
        var cursor: CGFloat = 0
        let count = collectionView.numberOfSections
        sections.reserveCapacity(count)
        for index in 0..<count {
            if index > 0 { cursor += storedConfiguration.interSectionSpacing }
            let items = collectionView.numberOfItems(inSection: index)
            guard let section = provider(index, environment) else {
                if items > 0 {
                    collectionView.runtime.raise(
                        UIKitException(
                            name: .internalInconsistency,
                            reason:
                                "UICollectionViewCompositionalLayout: the section provider returned nil for section \(index), which has \(items) items"
                        ))
                }
                sections.append(Self.emptySection(at: cursor, vertical: vertical, items: 0))
                continue
            }
            let geometry = Self.geometry(
                of: section, items: items, at: cursor, container: size, vertical: vertical, environment: environment)
            sections.append(geometry)
            cursor = vertical ? geometry.frame.maxY : geometry.frame.maxX
        }
        contentSize = vertical ? CGSize(width: size.width, height: cursor) : CGSize(width: cursor, height: size.height)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        preparedSize != newBounds.size
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let vertical = storedConfiguration.scrollDirection == .vertical
        // The first section that ends after the rect's start (sections are sorted along the axis).
        var low = 0
        var high = sections.count
        let start = vertical ? rect.minY : rect.minX
        while low < high {
            let middle = (low + high) / 2
            let end = vertical ? sections[middle].frame.maxY : sections[middle].frame.maxX
            if end < start { low = middle + 1 } else { high = middle }
        }
        var result: [CollectionViewLayoutAttributes] = []
        var index = low
        while index < sections.count {
            let geometry = sections[index]
            if (vertical ? geometry.frame.minY : geometry.frame.minX) > (vertical ? rect.maxY : rect.maxX) { break }
            for supplementary in geometry.supplementaries where supplementary.frame.intersects(rect) {
                result.append(Self.attributes(kind: supplementary.kind, section: index, frame: supplementary.frame, zIndex: supplementary.zIndex))
            }
            for item in geometry.items(in: rect) {
                let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
                attributes.frame = geometry.frameOfItem(item)
                result.append(attributes)
            }
            index += 1
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section < sections.count, indexPath.item >= 0,
            indexPath.item < sections[indexPath.section].itemCount, !sections[indexPath.section].template.isEmpty
        else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = sections[indexPath.section].frameOfItem(indexPath.item)
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        guard indexPath.section < sections.count,
            let supplementary = sections[indexPath.section].supplementaries.first(where: { $0.kind == elementKind })
        else { return nil }
        return Self.attributes(kind: elementKind, section: indexPath.section, frame: supplementary.frame, zIndex: supplementary.zIndex)
    }

    private static func attributes(kind: String, section: Int, frame: CGRect, zIndex: Int) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        attributes.zIndex = zIndex
        return attributes
    }
}
