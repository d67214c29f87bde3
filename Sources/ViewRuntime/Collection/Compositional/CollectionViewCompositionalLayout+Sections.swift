import Foundation

/// The geometry of one section (CL3, CL8, CL10, CL11), O(1) per section plus its root group's leaves.
extension CollectionViewCompositionalLayout {
    /// Lays `section` with `items` items out from `cursor` along the scroll direction in `container`.
    static func geometry(
        of section: CollectionLayoutSection, items: Int, at cursor: CGFloat, container: CGSize, vertical: Bool,
        environment: CompositionalEnvironment
    ) -> CompositionalSectionGeometry {
        let insets = section.contentInsets
        let content = CGSize(
            width: max(0, container.width - insets.leading - insets.trailing),
            height: max(0, container.height - insets.top - insets.bottom))
        let groupSize = section.group.layoutSize.resolve(in: content)
        let template = section.group.leafFrames(inSlotAt: .zero, size: groupSize, environment: environment)
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let repeatsAlongX = vertical == orthogonal
        let spacing = section.interGroupSpacing
        let groupCount = template.isEmpty ? 0 : (items + template.count - 1) / template.count
        let groupLength = repeatsAlongX ? groupSize.width : groupSize.height
        let runLength = groupCount == 0 ? 0 : CGFloat(groupCount) * groupLength + CGFloat(groupCount - 1) * spacing
        // The groups' extent along the scroll direction: the run, or one group when it runs across.
        let mainLength = orthogonal ? (groupCount == 0 ? 0 : (vertical ? groupSize.height : groupSize.width)) : runLength

        var supplementaries: [(kind: String, frame: CGRect, zIndex: Int)] = []
        // Top items before the groups, bottom items after, along y (the scroll axis when vertical).
        let origin = vertical ? CGPoint(x: insets.leading, y: cursor + insets.top) : CGPoint(x: cursor + insets.leading, y: insets.top)
        var y = origin.y
        for item in section.boundarySupplementaryItems where !item.alignment.isBottom {
            let size = item.layoutSize.resolve(in: content)
            supplementaries.append(
                (item.elementKind, CGRect(origin: CGPoint(x: origin.x + item.offset.x, y: y + item.offset.y), size: size), item.zIndex))
            if item.extendsBoundary { y += size.height }
        }
        let groupsOrigin = CGPoint(x: origin.x, y: y)
        y += vertical ? mainLength : (repeatsAlongX ? groupSize.height : runLength)
        for item in section.boundarySupplementaryItems where item.alignment.isBottom {
            let size = item.layoutSize.resolve(in: content)
            supplementaries.append(
                (item.elementKind, CGRect(origin: CGPoint(x: origin.x + item.offset.x, y: y + item.offset.y), size: size), item.zIndex))
            if item.extendsBoundary { y += size.height }
        }
        let frame: CGRect
        if vertical {
            frame = CGRect(x: 0, y: cursor, width: container.width, height: y + insets.bottom - cursor)
        } else {
            let width = max(mainLength, supplementaries.map(\.frame.width).max() ?? 0)
            frame = CGRect(x: cursor, y: 0, width: insets.leading + width + insets.trailing, height: max(container.height, y + insets.bottom))
        }
        return CompositionalSectionGeometry(
            frame: frame, groupsOrigin: groupsOrigin, template: template, groupSize: groupSize,
            pitch: groupLength + spacing, repeatsAlongX: repeatsAlongX, itemCount: template.isEmpty ? 0 : items,
            supplementaries: supplementaries)
    }

    /// A section with nothing in it at `cursor`.
    static func emptySection(at cursor: CGFloat, vertical: Bool, items: Int) -> CompositionalSectionGeometry {
        CompositionalSectionGeometry(
            frame: vertical ? CGRect(x: 0, y: cursor, width: 0, height: 0) : CGRect(x: cursor, y: 0, width: 0, height: 0),
            groupsOrigin: .zero, template: [], groupSize: .zero, pitch: 0, repeatsAlongX: false, itemCount: items,
            supplementaries: [])
    }
}
