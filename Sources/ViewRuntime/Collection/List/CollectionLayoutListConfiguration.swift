public import Foundation

/// A list section's options: UIKit's `UICollectionLayoutListConfiguration` (CL13, CL14).
///
/// A list section is one full-width row per item, each `.estimated(44)` tall (rows self-size on
/// device; headlessly the estimate is the height), with a 44 pt estimated header or footer when
/// ``headerMode`` / ``footerMode`` is `.supplementary`. `.insetGrouped` insets the rows 20 pt on
/// each side; `.grouped` and `.insetGrouped` put 35 pt above the section's rows (UITableView's
/// grouped spacing). Those numbers are the runtime's choice: UIKit documents none.
public struct CollectionLayoutListConfiguration {
    /// The list's look: UIKit's `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable, Hashable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }
    /// Where a section's header comes from.
    public enum HeaderMode: Int, Sendable, Hashable {
        case none, supplementary, firstItemInSection
    }
    /// Where a section's footer comes from.
    public enum FooterMode: Int, Sendable, Hashable {
        case none, supplementary
    }

    /// The appearance.
    public var appearance: Appearance
    /// The header mode. Default `.none`.
    public var headerMode: HeaderMode = .none
    /// The footer mode. Default `.none`.
    public var footerMode: FooterMode = .none
    /// Whether rows show separators. Default true.
    public var showsSeparators = true
    /// The list's background colour, or nil for the appearance's. Default nil.
    public var backgroundColor: Color?
    /// Swipe actions from the leading edge, per row.
    public var leadingSwipeActionsConfigurationProvider: (@MainActor (IndexPath) -> SwipeActionsConfiguration?)?
    /// Swipe actions from the trailing edge, per row.
    public var trailingSwipeActionsConfigurationProvider: (@MainActor (IndexPath) -> SwipeActionsConfiguration?)?

    /// A configuration of `appearance`.
    public init(appearance: Appearance) { self.appearance = appearance }

    /// The estimated row, header and footer height (CL13).
    public static let estimatedRowHeight: CGFloat = 44
}

extension CollectionLayoutSection {
    /// A list section for `configuration` (CL14).
    public static func list(
        using configuration: CollectionLayoutListConfiguration, layoutEnvironment: any CollectionLayoutEnvironment
    ) -> CollectionLayoutSection {
        let height = CollectionLayoutListConfiguration.estimatedRowHeight
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(height))
        let item = CollectionLayoutItem(layoutSize: size)
        let section = CollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item]))
        switch configuration.appearance {
        case .insetGrouped: section.contentInsets = DirectionalEdgeInsets(top: 35, leading: 20, bottom: 0, trailing: 20)
        case .grouped: section.contentInsets = DirectionalEdgeInsets(top: 35, leading: 0, bottom: 0, trailing: 0)
        case .plain, .sidebar, .sidebarPlain: break
        }
        let supplementarySize = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(height))
        if configuration.headerMode == .supplementary {
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: supplementarySize, elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain || configuration.appearance == .sidebarPlain
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: supplementarySize, elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

extension CollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration` (CL14).
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout(sectionProvider: { _, environment in
            CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        })
    }
}
