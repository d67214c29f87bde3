import Foundation
import Testing
@testable import ViewRuntime

@MainActor
@Suite("Diffable snapshots")
struct DiffableSnapshotTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

    @Test("DS4: append, insert, move and delete keep order and answer the queries")
    func ds4Structure() {
        var snapshot = Snapshot()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3])  // to the last section
        snapshot.appendItems([10, 11], toSection: "a")
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([4], afterItem: 3)
        snapshot.insertSections(["z"], beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["z", "a", "b"])
        #expect(snapshot.itemIdentifiers == [10, 11, 0, 1, 2, 3, 4])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [0, 1, 2, 3, 4])
        #expect(snapshot.indexOfItem(2) == 4)
        #expect(snapshot.sectionIdentifier(containingItem: 11) == "a")
        snapshot.moveItem(4, beforeItem: 10)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [4, 10, 11])
        #expect(snapshot.indexOfItem(0) == 3)
        snapshot.deleteItems([10, 2, 99])
        #expect(snapshot.itemIdentifiers == [4, 11, 0, 1, 3])
        #expect(snapshot.numberOfItems(inSection: "b") == 3)
        snapshot.deleteSections(["a"])
        #expect(snapshot.sectionIdentifiers == ["z", "b"])
        #expect(snapshot.itemIdentifiers == [0, 1, 3])
        #expect(snapshot.indexOfItem(3) == 2)
        #expect(snapshot.indexOfItem(4) == nil)
        #expect(snapshot.indexOfSection("b") == 1)
        snapshot.moveSection("b", beforeSection: "z")
        #expect(snapshot.sectionIdentifiers == ["b", "z"])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "b")
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test("DS3: duplicate items or sections raise UIKit's reason and change nothing")
    func ds3Duplicates() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            var snapshot = Snapshot()
            snapshot.appendSections(["a"])
            snapshot.appendItems([1, 2])
            snapshot.appendItems([3, 2])
            snapshot.appendItems([5, 5])
            snapshot.appendSections(["a"])
            #expect(snapshot.itemIdentifiers == [1, 2])
            #expect(snapshot.sectionIdentifiers == ["a"])
            let reasons = runtime.drainRaisedExceptions().map(\.reason)
            #expect(
                reasons == [
                    "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    2\n)}",
                    "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    5\n)}",
                    "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    a\n)}",
                ])
        }
    }

    @Test("DS5: naming an absent identifier raises, and appending without sections raises")
    func ds5Missing() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            var snapshot = Snapshot()
            snapshot.appendItems([1])
            snapshot.appendSections(["a"])
            snapshot.appendItems([1])
            snapshot.reloadItems([7])
            snapshot.insertItems([2], beforeItem: 8)
            #expect(snapshot.itemIdentifiers == [1])
            #expect(snapshot.reloadedItemIdentifiers.isEmpty)
            let raised = runtime.drainRaisedExceptions()
            #expect(raised.allSatisfy { $0.name == .internalInconsistency })
            #expect(
                raised.map(\.reason) == [
                    "There are currently no sections in the data source. Please add a section first.",
                    "Attempted to reload item identifier that does not exist in the snapshot: 7",
                    "Attempted to insert items before item identifier that does not exist in the snapshot: 8",
                ])
        }
    }

    @Test("DS6: reload and reconfigure marks are listed")
    func ds6Marks() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a"])
        snapshot.appendItems([1, 2, 3])
        snapshot.reloadItems([2])
        snapshot.reconfigureItems([3])
        snapshot.reloadSections(["a"])
        #expect(snapshot.reloadedItemIdentifiers == [2])
        #expect(snapshot.reconfiguredItemIdentifiers == [3])
        #expect(snapshot.reloadedSectionIdentifiers == ["a"])
    }

    @Test("DS11: a section snapshot keeps a hierarchy; only expanded children are visible")
    func ds11SectionSnapshot() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            var section = DiffableDataSourceSectionSnapshot<String>()
            section.append(["fruit", "veg"])
            section.append(["apple", "pear"], to: "fruit")
            section.append(["kale"], to: "veg")
            #expect(section.rootItems == ["fruit", "veg"])
            #expect(section.items == ["fruit", "apple", "pear", "veg", "kale"])
            #expect(section.visibleItems == ["fruit", "veg"])
            section.expand(["fruit"])
            #expect(section.visibleItems == ["fruit", "apple", "pear", "veg"])
            #expect(section.level(of: "pear") == 1 && section.parent(of: "pear") == "fruit")
            section.collapse(["fruit"])
            #expect(section.visibleItems == ["fruit", "veg"])
            section.append(["kale"])
            #expect(section.items.count == 5)
            #expect(
                runtime.drainRaisedExceptions().map(\.reason) == [
                    "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    kale\n)}"
                ])
        }
    }

    @Test("DS4: a million-item snapshot appends, looks up and deletes in linear time")
    func ds4MillionItems() {
        var snapshot = Snapshot()
        snapshot.appendSections(["photos"])
        snapshot.appendItems(Array(0..<1_000_000))
        #expect(snapshot.numberOfItems == 1_000_000)
        #expect(snapshot.indexOfItem(999_999) == 999_999)
        snapshot.deleteItems([0, 500_000])
        #expect(snapshot.indexOfItem(999_999) == 999_997)
        #expect(snapshot.indexOfItem(500_001) == 499_999)
    }
}
