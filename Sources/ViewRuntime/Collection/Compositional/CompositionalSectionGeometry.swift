import Foundation

/// Where one section of a compositional layout puts its elements, computed once per preparation in
/// O(1) from the root group's leaf frames (its "template"): item `i` is leaf `i % k` of group
/// `i / k`, and group `g` sits `g * pitch` along the repeat axis. Item frames and the items in a
/// rect are therefore arithmetic: a pass costs what is visible, whatever the item count.
struct CompositionalSectionGeometry {
    /// The whole section, insets and supplementaries included.
    var frame: CGRect
    /// The origin of group 0.
    var groupsOrigin: CGPoint
    /// The leaf frames of one group, relative to the group's origin.
    var template: [CGRect]
    /// The root group's size.
    var groupSize: CGSize
    /// The distance from one group to the next along ``repeatsAlongX``'s axis.
    var pitch: CGFloat
    /// Whether groups repeat along x (a horizontal layout, or an orthogonal section of a vertical one).
    var repeatsAlongX: Bool
    /// The number of items.
    var itemCount: Int
    /// The boundary supplementary items: kind, frame and z-index.
    var supplementaries: [(kind: String, frame: CGRect, zIndex: Int)]

    /// The frame of item `item`.
    func frameOfItem(_ item: Int) -> CGRect {
        let k = template.count
        let group = item / k
        let offset = CGFloat(group) * pitch
        let leaf = template[item % k]
        return repeatsAlongX
            ? leaf.offsetBy(dx: groupsOrigin.x + offset, dy: groupsOrigin.y)
            : leaf.offsetBy(dx: groupsOrigin.x, dy: groupsOrigin.y + offset)
    }

    /// The items whose frames meet `rect`, in order. O(items of the groups that meet it).
    func items(in rect: CGRect) -> [Int] {
        let k = template.count
        guard k > 0, itemCount > 0, pitch > 0 else { return [] }
        let groupCount = (itemCount + k - 1) / k
        let low = repeatsAlongX ? rect.minX - groupsOrigin.x : rect.minY - groupsOrigin.y
        let high = repeatsAlongX ? rect.maxX - groupsOrigin.x : rect.maxY - groupsOrigin.y
        let first = max(0, Int((low / pitch).rounded(.down)) - 1)
        let last = min(groupCount - 1, Int((high / pitch).rounded(.down)))
        guard first <= last else { return [] }
        var result: [Int] = []
        for group in first...last {
            for leaf in 0..<k {
                let item = group * k + leaf
                guard item < itemCount else { break }
                if frameOfItem(item).intersects(rect) { result.append(item) }
            }
        }
        return result
    }
}
