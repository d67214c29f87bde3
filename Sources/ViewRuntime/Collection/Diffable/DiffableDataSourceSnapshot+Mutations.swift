import Foundation

/// Building and editing a snapshot (DS3-DS6). Every mutation checks first and changes nothing when
/// it raises.
extension DiffableDataSourceSnapshot {

    // MARK: Sections

    /// Appends `identifiers` as new sections at the end. O(appended).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sectionList.count)
    }

    /// Inserts sections before `beforeIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection beforeIdentifier: SectionIdentifierType) {
        guard let index = sectionIndices[beforeIdentifier] else {
            return DiffableException.raise(DiffableException.missingSection("insert sections before", beforeIdentifier))
        }
        insertSections(identifiers, at: index)
    }

    /// Inserts sections after `afterIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection afterIdentifier: SectionIdentifierType) {
        guard let index = sectionIndices[afterIdentifier] else {
            return DiffableException.raise(DiffableException.missingSection("insert sections after", afterIdentifier))
        }
        insertSections(identifiers, at: index + 1)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        let duplicates = DiffableException.duplicates(in: identifiers) { sectionIndices[$0] != nil }
        guard duplicates.isEmpty else { return DiffableException.raise(DiffableException.duplicateSections(duplicates)) }
        sectionList.insert(contentsOf: identifiers, at: index)
        itemLists.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        if index + identifiers.count == sectionList.count {
            for (offset, identifier) in identifiers.enumerated() { sectionIndices[identifier] = index + offset }
        } else {
            renumberSections(from: index)
        }
    }

    /// Deletes the sections `identifiers` with their items; unknown sections are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.compactMap { sectionIndices[$0] })
        guard let first = doomed.min() else { return }
        for index in doomed {
            for item in itemLists[index] { locations[item] = nil }
            sectionIndices[sectionList[index]] = nil
        }
        var kept = 0
        for index in 0..<sectionList.count where !doomed.contains(index) {
            sectionList[kept] = sectionList[index]
            itemLists.swapAt(kept, index)
            kept += 1
        }
        sectionList.removeLast(sectionList.count - kept)
        itemLists.removeLast(itemLists.count - kept)
        renumberSections(from: first)
    }

    /// Moves section `identifier` before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves section `identifier` after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo target: SectionIdentifierType, after: Bool) {
        guard let from = sectionIndices[identifier] else {
            return DiffableException.raise(DiffableException.missingSection("move", identifier))
        }
        guard sectionIndices[target] != nil else {
            return DiffableException.raise(DiffableException.missingSection("move relative to", target))
        }
        guard identifier != target else { return }
        let items = itemLists.remove(at: from)
        sectionList.remove(at: from)
        let destination = sectionIndices[target]! > from ? sectionIndices[target]! - 1 : sectionIndices[target]!
        let index = after ? destination + 1 : destination
        sectionList.insert(identifier, at: index)
        itemLists.insert(items, at: index)
        renumberSections(from: min(from, index))
    }

    /// Marks sections to be reloaded when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        if let missing = identifiers.first(where: { sectionIndices[$0] == nil }) {
            return DiffableException.raise(DiffableException.missingSection("reload", missing))
        }
        reloadedSections.append(contentsOf: identifiers)
    }

    // MARK: Items

    /// Appends `identifiers` to `sectionIdentifier`'s section, or to the last section when nil.
    /// O(appended).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard !sectionList.isEmpty else { return DiffableException.raise(DiffableException.noSections) }
        let section: Int
        if let sectionIdentifier {
            guard let index = sectionIndices[sectionIdentifier] else {
                return DiffableException.raise(DiffableException.missingSection("append items to", sectionIdentifier))
            }
            section = index
        } else {
            section = sectionList.count - 1
        }
        guard checkUnique(identifiers) else { return }
        let start = itemLists[section].count
        itemLists[section].append(contentsOf: identifiers)
        locations.reserveCapacity(locations.count + identifiers.count)
        renumberItems(inSection: section, from: start)
    }

    /// Inserts `identifiers` before the item `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let location = locations[beforeIdentifier] else {
            return DiffableException.raise(DiffableException.missingItem("insert items before", beforeIdentifier))
        }
        guard checkUnique(identifiers) else { return }
        insert(identifiers, at: location)
    }

    /// Inserts `identifiers` after the item `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard var location = locations[afterIdentifier] else {
            return DiffableException.raise(DiffableException.missingItem("insert items after", afterIdentifier))
        }
        guard checkUnique(identifiers) else { return }
        location.item += 1
        insert(identifiers, at: location)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at location: Location) {
        itemLists[Int(location.section)].insert(contentsOf: identifiers, at: Int(location.item))
        renumberItems(inSection: Int(location.section), from: Int(location.item))
    }

    /// Whether `identifiers` are unique and new; raises DS3 otherwise.
    private func checkUnique(_ identifiers: [ItemIdentifierType]) -> Bool {
        let duplicates = DiffableException.duplicates(in: identifiers) { locations[$0] != nil }
        if duplicates.isEmpty { return true }
        DiffableException.raise(DiffableException.duplicateItems(duplicates))
        return false
    }

    /// Deletes `identifiers`; unknown items are ignored. O(items of the sections touched).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomed: [Int: Set<ItemIdentifierType>] = [:]
        for identifier in identifiers {
            guard let location = locations.removeValue(forKey: identifier) else { continue }
            doomed[Int(location.section), default: []].insert(identifier)
        }
        for (section, items) in doomed {
            let first = itemLists[section].firstIndex { items.contains($0) } ?? 0
            itemLists[section].removeAll { items.contains($0) }
            renumberItems(inSection: section, from: first)
        }
    }

    /// Deletes every item and every section.
    public mutating func deleteAllItems() { self = Self() }

    /// Moves item `identifier` before `toIdentifier` (into its section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves item `identifier` after `toIdentifier` (into its section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo target: ItemIdentifierType, after: Bool) {
        guard let from = locations[identifier] else { return DiffableException.raise(DiffableException.missingItem("move", identifier)) }
        guard locations[target] != nil else { return DiffableException.raise(DiffableException.missingItem("move relative to", target)) }
        guard identifier != target else { return }
        itemLists[Int(from.section)].remove(at: Int(from.item))
        renumberItems(inSection: Int(from.section), from: Int(from.item))
        var destination = locations[target]!
        if after { destination.item += 1 }
        insert([identifier], at: destination)
    }

    /// Marks items to get new cells when the snapshot is applied (DS6).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        if let missing = identifiers.first(where: { locations[$0] == nil }) {
            return DiffableException.raise(DiffableException.missingItem("reload", missing))
        }
        reloadedItems.append(contentsOf: identifiers)
    }

    /// Marks items to be configured again when the snapshot is applied (DS6).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        if let missing = identifiers.first(where: { locations[$0] == nil }) {
            return DiffableException.raise(DiffableException.missingItem("reconfigure", missing))
        }
        reconfiguredItems.append(contentsOf: identifiers)
    }
}
