import Foundation
import Testing
@testable import ViewRuntime

/// A 390 x 844 collection view over `counts` with `layout`, laid out once.
@MainActor
func compositionalGrid(_ layout: CollectionViewLayout, counts: [Int], runtime: Runtime = Runtime()) -> (CollectionView, GridModel) {
    let model = GridModel(counts: counts)
    let grid = GridFixture.grid(model, runtime: runtime, layout: layout)
    return (grid, model)
}

@MainActor
func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
    CollectionLayoutSize(widthDimension: width, heightDimension: height)
}

@MainActor
@Suite("Compositional layout")
struct CompositionalLayoutTests {
    func frame(_ grid: CollectionView, _ item: Int, section: Int = 0) -> Rect? {
        grid.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("CL3, CL4: fractions resolve against the content area minus section insets; item insets shrink the frame")
    func cl3Fractions() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalWidth(0.5)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 0, trailing: 16)
        let (grid, _) = compositionalGrid(CollectionViewCompositionalLayout(section: section), counts: [10])
        #expect(frame(grid, 0) == Rect(x: 16, y: 10, width: 179, height: 179))
        #expect(frame(grid, 1) == Rect(x: 195, y: 10, width: 179, height: 179))
        #expect(frame(grid, 2) == Rect(x: 16, y: 110, width: 179, height: 179))
        item.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        grid.collectionViewLayout.invalidateLayout()
        grid.layoutIfNeeded()
        #expect(frame(grid, 1) == Rect(x: 199, y: 14, width: 171, height: 171))
        #expect(grid.contentSize == Size(width: 390, height: 10 + 5 * 100))
    }

    @Test("CL6: a fixed-count group sizes its items to fill; CL5: a subitems group repeats while items fit")
    func cl6FixedCount() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(100), .fractionalHeight(1)))
        let counted = CollectionLayoutGroup.horizontal(layoutSize: size(.absolute(358), .absolute(50)), subitem: item, count: 3)
        counted.interItemSpacing = .fixed(10)
        let frames = counted.leafFrames(inSlotAt: .zero, size: Size(width: 358, height: 50), environment: .test)
        #expect(frames.count == 3)
        #expect(abs(frames[0].width - 112.6667) < 0.001)
        #expect(abs(frames[2].minX - 2 * (112.6667 + 10)) < 0.001)
        let fitting = CollectionLayoutGroup.horizontal(layoutSize: size(.absolute(358), .absolute(50)), subitems: [item])
        #expect(fitting.leafFrames(inSlotAt: .zero, size: Size(width: 358, height: 50), environment: .test).count == 3)
        let repeating = CollectionLayoutGroup.horizontal(layoutSize: size(.absolute(358), .absolute(50)), repeatingSubitem: item, count: 2)
        #expect(repeating.leafFrames(inSlotAt: .zero, size: Size(width: 358, height: 50), environment: .test).map(\.width) == [100, 100])
    }

    @Test("CL7: flexible spacing shares leftover space; custom groups place frames from the provider")
    func cl7Spacing() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.absolute(330), .absolute(50)), subitems: [item])
        group.interItemSpacing = .flexible(10)
        let frames = group.leafFrames(inSlotAt: .zero, size: Size(width: 330, height: 50), environment: .test)
        #expect(frames.map(\.minX) == [0, 115, 230])
        let custom = CollectionLayoutGroup.custom(layoutSize: size(.absolute(200), .absolute(100))) { environment in
            [CollectionLayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: environment.container.contentSize.width / 2, height: 10))]
        }
        #expect(
            custom.leafFrames(inSlotAt: Point(x: 5, y: 5), size: Size(width: 200, height: 100), environment: .test) == [
                Rect(x: 5, y: 5, width: 100, height: 10)
            ])
    }

    @Test("CL8, CL11: groups repeat with spacing; a header extends the section; sections are spaced")
    func cl8Sections() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let group = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        let (grid, model) = compositionalGrid(layout, counts: [3, 2])
        #expect(frame(grid, 0) == Rect(x: 0, y: 30, width: 390, height: 50))
        #expect(frame(grid, 2) == Rect(x: 0, y: 150, width: 390, height: 50))
        let header = layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == Rect(x: 0, y: 220, width: 390, height: 30))
        #expect(frame(grid, 0, section: 1) == Rect(x: 0, y: 250, width: 390, height: 50))
        #expect(model.entries("supplementary").sorted() == ["supplementary header 0", "supplementary header 1"])
        #expect(grid.contentSize == Size(width: 390, height: 360))
    }

    @Test("CL10: an orthogonal section is one group tall and lays its groups out sideways")
    func cl10Orthogonal() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(200)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let (grid, _) = compositionalGrid(CollectionViewCompositionalLayout(section: section), counts: [100, 100])
        #expect(frame(grid, 2) == Rect(x: 320, y: 0, width: 150, height: 200))
        #expect(frame(grid, 0, section: 1) == Rect(x: 0, y: 200, width: 150, height: 200))
        #expect(grid.contentSize.height == 400)
        #expect(grid.indexPathsForVisibleItems.sorted() == IndexPath.items(0, 0..<3) + IndexPath.items(1, 0..<3))
    }

    @Test("CL9: the provider is asked per section; a nil section with items raises")
    func cl9Provider() {
        var asked: [Int] = []
        let runtime = Runtime()
        let layout = CollectionViewCompositionalLayout(sectionProvider: { index, environment in
            asked.append(index)
            #expect(environment.container.contentSize.width == 390)
            guard index == 0 else { return nil }
            let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalWidth(0.25)))
            return CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), subitems: [item]))
        })
        let (grid, _) = compositionalGrid(layout, counts: [8, 1], runtime: runtime)
        #expect(asked == [0, 1])
        #expect(frame(grid, 5) == Rect(x: 97.5, y: 97.5, width: 97.5, height: 97.5))
        #expect(runtime.raisedExceptions.map(\.name) == [.internalInconsistency])
    }

    @Test("CL8: a million-item grid lays out only what is visible, and item frames are arithmetic")
    func cl8MillionItems() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(130), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(130)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let (grid, model) = compositionalGrid(layout, counts: [1_000_000])
        #expect(grid.contentSize == Size(width: 390, height: 43_333_420))
        #expect(grid.visibleCells.count == 21)
        #expect(frame(grid, 999_999) == Rect(x: 0, y: 130 * 333_333, width: 130, height: 130))
        grid.setContentOffset(Point(x: 0, y: 130 * 200_000 + 1), animated: false)
        grid.layoutIfNeeded()
        #expect(grid.indexPathsForVisibleItems.min() == IndexPath(item: 600_000, section: 0))
        #expect(grid.visibleCells.count == 21)
        #expect(model.entries("cell ").count == 42)  // 21 at the top, 21 after the jump
        let attributes = layout.layoutAttributesForElements(in: grid.bounds) ?? []
        #expect(attributes.count <= 24)
    }

    @Test("CL13, CL14: list sections are full-width 44 pt rows; inset grouped insets them")
    func cl14List() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let (grid, model) = compositionalGrid(CollectionViewCompositionalLayout.list(using: configuration), counts: [3])
        #expect(frame(grid, 0) == Rect(x: 20, y: 35 + 44, width: 350, height: 44))
        #expect(frame(grid, 2) == Rect(x: 20, y: 35 + 44 + 88, width: 350, height: 44))
        #expect(model.entries("supplementary") == ["supplementary header 0"])
        let plain = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))
        let (plainGrid, _) = compositionalGrid(plain, counts: [30])
        #expect(frame(plainGrid, 1) == Rect(x: 0, y: 44, width: 390, height: 44))
        #expect(plainGrid.visibleCells.count == 20)
    }
}

extension CompositionalEnvironment {
    /// A 390 x 844 environment.
    static var test: CompositionalEnvironment {
        CompositionalEnvironment(
            container: CompositionalContainer(contentSize: Size(width: 390, height: 844), contentInsets: .zero),
            traitCollection: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3))
    }
}
