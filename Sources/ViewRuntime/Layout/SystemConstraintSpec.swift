public import Foundation

/// The system constraints the engine keeps for an item, computed without allocating:
/// - a view with `translatesAutoresizingMaskIntoConstraints`: its frame per autoresizing mask
///   (AL16: position, width, position, height; flexible parts relative to the superview's size);
/// - any other view with an intrinsic size: hugging `size <= c` and compression resistance
///   `size >= c` per axis at the view's priorities (IC2);
/// - the safe-area and layout-margins guides: the owning view's bounds inset (SA2, SA9).
@MainActor
struct SystemConstraintSpec {
    enum Kind: Hashable { case none, autoresizing, intrinsic, guide }

    /// What decides the constraints' terms and priorities (constants excluded).
    struct Key: Hashable {
        var kind: Kind
        var mask: UInt = 0
        var horizontalFactor = 0.0, verticalFactor = 0.0
        var hasWidth = false, hasHeight = false
        var priorities: (Float, Float, Float, Float) = (0, 0, 0, 0)
        var hasDependency = false

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.kind == rhs.kind && lhs.mask == rhs.mask && lhs.horizontalFactor == rhs.horizontalFactor
                && lhs.verticalFactor == rhs.verticalFactor && lhs.hasWidth == rhs.hasWidth && lhs.hasHeight == rhs.hasHeight
                && lhs.priorities == rhs.priorities && lhs.hasDependency == rhs.hasDependency
        }

        func hash(into hasher: inout Hasher) { hasher.combine(kind); hasher.combine(mask) }
    }

    var kind: Kind
    var key: Key
    var count = 0
    var constants: (Double, Double, Double, Double) = (0, 0, 0, 0)
    var dependency: View?
    private var mask = AutoresizingMask()
    private var slots: (Int, Int, Int, Int) = (0, 1, 2, 3)

    init(for item: any LayoutItem) {
        kind = .none
        key = Key(kind: .none)
        if let guide = item as? LayoutGuide {
            guard guide.role != .custom, let owner = guide.owningView else { return }
            let insets =
                switch guide.role {
                case .safeArea: owner.safeAreaInsets
                case .layoutMargins: owner.layoutMargins
                case .frame, .custom: EdgeInsets.zero
                }
            kind = .guide
            key = Key(kind: .guide, hasDependency: true)
            dependency = owner
            count = 4
            constants = (-insets.left, -insets.top, insets.left + insets.right, insets.top + insets.bottom)
            return
        }
        guard let view = item as? View, let storage = view.layoutStorage else { return }
        if storage.translatesAutoresizingMask {
            setUpAutoresizing(view, storage.autoresizingMask)
        } else {
            setUpIntrinsic(view, storage)
        }
    }

    private mutating func setUpAutoresizing(_ view: View, _ viewMask: AutoresizingMask) {
        kind = .autoresizing
        count = 4
        let frame = view.frame
        let superview = viewMask.isEmpty ? nil : view.superview
        mask = superview == nil ? [] : viewMask
        dependency = superview
        let parent = superview?.bounds.size ?? .zero
        var hFactor = 0.0, vFactor = 0.0
        let x: Double, y: Double
        if mask.contains(.flexibleLeftMargin) && mask.contains(.flexibleRightMargin) {
            hFactor = parent.width > 0 ? (frame.origin.x + frame.width / 2) / parent.width : 0
            x = 0
        } else if mask.contains(.flexibleLeftMargin) {
            x = parent.width - (frame.origin.x + frame.width)
        } else {
            x = -frame.origin.x
        }
        if mask.contains(.flexibleTopMargin) && mask.contains(.flexibleBottomMargin) {
            vFactor = parent.height > 0 ? (frame.origin.y + frame.height / 2) / parent.height : 0
            y = 0
        } else if mask.contains(.flexibleTopMargin) {
            y = parent.height - (frame.origin.y + frame.height)
        } else {
            y = -frame.origin.y
        }
        let width = mask.contains(.flexibleWidth) ? parent.width - frame.width : -frame.width
        let height = mask.contains(.flexibleHeight) ? parent.height - frame.height : -frame.height
        constants = (x, width, y, height)
        key = Key(
            kind: .autoresizing, mask: mask.rawValue, horizontalFactor: hFactor, verticalFactor: vFactor,
            hasDependency: superview != nil)
    }

    private mutating func setUpIntrinsic(_ view: View, _ storage: ViewLayoutStorage) {
        let size = view.intrinsicContentSize
        let hasWidth = size.width >= 0, hasHeight = size.height >= 0
        guard hasWidth || hasHeight else { return }
        kind = .intrinsic
        count = (hasWidth ? 2 : 0) + (hasHeight ? 2 : 0)
        slots = hasWidth ? (0, 1, 2, 3) : (2, 3, 0, 0)
        let width = Double(size.width), height = Double(size.height)
        constants = hasWidth ? (-width, -width, -height, -height) : (-height, -height, 0, 0)
        key = Key(
            kind: .intrinsic, hasWidth: hasWidth, hasHeight: hasHeight,
            priorities: (
                storage.hugging.horizontal, storage.resistance.horizontal,
                storage.hugging.vertical, storage.resistance.vertical
            ))
    }

    func constant(_ index: Int) -> Double {
        switch index {
        case 0: constants.0
        case 1: constants.1
        case 2: constants.2
        default: constants.3
        }
    }

    private func slot(_ index: Int) -> Int {
        switch index {
        case 0: slots.0
        case 1: slots.1
        case 2: slots.2
        default: slots.3
        }
    }

    func relation(_ index: Int) -> SolverConstraint.Relation {
        guard kind == .intrinsic else { return .equal }
        return slot(index) % 2 == 0 ? .lessThanOrEqual : .greaterThanOrEqual
    }

    func priority(_ index: Int) -> Float {
        guard kind == .intrinsic else { return SolverStrength.requiredPriority }
        switch slot(index) {
        case 0: return key.priorities.0
        case 1: return key.priorities.1
        case 2: return key.priorities.2
        default: return key.priorities.3
        }
    }

    /// The terms of constraint `index` (its constant is ``constant(_:)``).
    func terms(_ index: Int, _ variables: LayoutVariables) -> [LinearTerm] {
        switch kind {
        case .none:
            return []
        case .intrinsic:
            return [LinearTerm(slot(index) < 2 ? variables.width : variables.height)]
        case .guide:
            guard let owner = dependency?.layoutVariables else { return [] }
            switch index {
            case 0: return [LinearTerm(variables.x)]
            case 1: return [LinearTerm(variables.y)]
            case 2: return [LinearTerm(variables.width), LinearTerm(owner.width, -1)]
            default: return [LinearTerm(variables.height), LinearTerm(owner.height, -1)]
            }
        case .autoresizing:
            let parent = dependency?.layoutVariables
            switch index {
            case 0:
                guard let parent, mask.contains(.flexibleLeftMargin) else { return [LinearTerm(variables.x)] }
                if mask.contains(.flexibleRightMargin) {
                    return [LinearTerm(variables.x), LinearTerm(variables.width, 0.5), LinearTerm(parent.width, -key.horizontalFactor)]
                }
                return [LinearTerm(variables.x), LinearTerm(variables.width), LinearTerm(parent.width, -1)]
            case 1:
                guard let parent, mask.contains(.flexibleWidth) else { return [LinearTerm(variables.width)] }
                return [LinearTerm(variables.width), LinearTerm(parent.width, -1)]
            case 2:
                guard let parent, mask.contains(.flexibleTopMargin) else { return [LinearTerm(variables.y)] }
                if mask.contains(.flexibleBottomMargin) {
                    return [LinearTerm(variables.y), LinearTerm(variables.height, 0.5), LinearTerm(parent.height, -key.verticalFactor)]
                }
                return [LinearTerm(variables.y), LinearTerm(variables.height), LinearTerm(parent.height, -1)]
            default:
                guard let parent, mask.contains(.flexibleHeight) else { return [LinearTerm(variables.height)] }
                return [LinearTerm(variables.height), LinearTerm(parent.height, -1)]
            }
        }
    }

    /// UIKit-like description for conflict reports (AL16, AL25).
    func describe(_ index: Int, _ item: any LayoutItem) -> String {
        let name = item.layoutItemDescription
        let value = LayoutConstraint.number(-constant(index))
        switch kind {
        case .none:
            return name
        case .autoresizing:
            func flags(_ lead: AutoresizingMask, _ size: AutoresizingMask, _ trail: AutoresizingMask) -> String {
                let l = mask.contains(lead), s = mask.contains(size), t = mask.contains(trail)
                return (l ? "&" : "-") + (s ? "&" : "-") + (t ? "&" : (l || s ? "-" : "&"))
            }
            let h = flags(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
            let v = flags(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
            let attribute = ["minX", "width", "minY", "height"][index]
            return "<NSAutoresizingMaskLayoutConstraint:\(layoutAddress(item)) h=\(h) v=\(v) \(name).\(attribute) == \(value)   (active)>"
        case .intrinsic:
            let s = slot(index)
            let attribute = s < 2 ? "width" : "height"
            let relation = s % 2 == 0 ? "<=" : ">="
            let kindName = s % 2 == 0 ? "hug" : "compressionResistance"
            return
                "<NSContentSizeLayoutConstraint:\(layoutAddress(item)) \(name).\(attribute) \(relation) \(value) \(kindName):\(LayoutPriority(priority(index)))>"
        case .guide:
            let attribute = ["minX", "minY", "width", "height"][index]
            return
                "<NSLayoutConstraint:\(layoutAddress(item)) '\((item as? LayoutGuide)?.identifier ?? "")-\(attribute)' \(name).\(attribute)   (active)>"
        }
    }
}

/// UIKit's `UIView.AutoresizingMask`: which parts of a view's frame follow its superview's size.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
