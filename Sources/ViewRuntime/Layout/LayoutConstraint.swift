public import Foundation

/// `item1.attribute1 RELATION multiplier × item2.attribute2 + constant`: UIKit's
/// `NSLayoutConstraint` (AUTOLAYOUT-SPEC AL1-AL10, AL15).
///
/// New constraints are inactive (AL6). Activating one installs it on the closest common
/// ancestor of its items (``View/constraints`` of that view) and hands it to the tree's layout
/// engine; items in different hierarchies raise `NSGenericException` (AL7) and nothing changes.
/// `constant` changes re-solve incrementally (AL2).
@preconcurrency @MainActor
open class LayoutConstraint: @MainActor CustomStringConvertible {
    /// The first item (weak: UIKit holds it unretained).
    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: LayoutAttribute
    public let multiplier: Double
    /// Mutable; on an active constraint the engine re-solves from its current solution.
    public var constant: Double {
        didSet { if constant != oldValue, let engine = installedOn?.layoutEngineIfAny { engine.constantDidChange(self) } }
    }
    /// Mutable between optional values; crossing the required boundary on an installed constraint
    /// raises `NSInternalInconsistencyException` and keeps the old priority (AL5).
    public var priority: LayoutPriority = .required {
        didSet { priorityDidChange(from: oldValue) }
    }
    public var identifier: String?
    public var shouldBeArchived = false

    /// The view this constraint is installed on while active.
    public internal(set) weak var installedOn: View?
    /// The solver's constraint while installed.
    var solverConstraint: SolverConstraint?
    /// The expression's constant part without ``constant`` (items' fixed offsets).
    var baseConstant = 0.0
    /// The items the solver expression uses (held by the engine's use counts). Weak, as UIKit's
    /// constraints hold their items unretained: a view holds its installed constraints, so a
    /// strong reference here would be a cycle that keeps every constrained view alive.
    var involvedItems: [any LayoutItem] {
        get { involvedItemReferences.compactMap(\.item) }
        set { involvedItemReferences = newValue.map { WeakLayoutItem(item: $0) } }
    }
    private var involvedItemReferences: [WeakLayoutItem] = []
    /// AL10: made with invalid arguments; never activates.
    var isInvalid = false
    /// AL26: broken to recover from a conflict (solved at priority 999 while it lasts).
    public internal(set) var isBroken = false

    /// UIKit's factory (AL1). `item`/`toItem` are views or layout guides; invalid combinations
    /// raise `NSInvalidArgumentException` (AL10) and give a constraint that never activates.
    public init(
        item: Any, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: Any?, attribute secondAttribute: LayoutAttribute, multiplier: Double, constant: Double
    ) {
        self.firstItem = item as AnyObject
        self.firstAttribute = attribute
        self.relation = relation
        self.secondItem = toItem.map { $0 as AnyObject }
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        if let reason = invalidArgumentsReason() {
            isInvalid = true
            LayoutExceptions.raise("NSInvalidArgumentException", reason, near: [firstView, secondView])
        }
    }

    var firstLayoutItem: (any LayoutItem)? { firstItem as? any LayoutItem }
    var secondLayoutItem: (any LayoutItem)? { secondItem as? any LayoutItem }
    var firstView: View? { (firstItem as? View) ?? (firstItem as? LayoutGuide)?.owningView }
    var secondView: View? { (secondItem as? View) ?? (secondItem as? LayoutGuide)?.owningView }

    private func invalidArgumentsReason() -> String? {
        let prefix = "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
        if firstLayoutItem == nil || (secondItem != nil && secondLayoutItem == nil) || firstAttribute == .notAnAttribute {
            return prefix + "Constraint items must each be a view or layout guide."
        }
        if !firstAttribute.isDimension, secondItem == nil || multiplier == 0 {
            return prefix
                + "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs"
        }
        guard secondItem != nil else { return nil }
        if (firstAttribute.isLeadingTrailing && secondAttribute.isLeftRight) || (firstAttribute.isLeftRight && secondAttribute.isLeadingTrailing) {
            return prefix
                + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        }
        if firstAttribute.isDimension != secondAttribute.isDimension {
            return prefix
                + "Invalid pairing of layout attributes: a location (\(firstAttribute.name)) cannot be related to a dimension (\(secondAttribute.name)) or the reverse."
        }
        if !firstAttribute.isDimension, firstAttribute.isHorizontal != secondAttribute.isHorizontal {
            return prefix + "Invalid pairing of layout attributes: \(firstAttribute.name) and \(secondAttribute.name) are on different axes."
        }
        return nil
    }

    // MARK: Activation (AL6, AL7, AL8)

    /// Whether the constraint is installed. Setting it activates or deactivates (AL6).
    public var isActive: Bool {
        get { installedOn != nil }
        set { newValue ? activate() : deactivate() }
    }

    /// Activates each constraint (AL6): the same as setting `isActive` on each, in order.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.activate() }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    func activate() {
        guard installedOn == nil, !isInvalid, let first = firstLayoutItem else { return }
        guard let container = LayoutConstraint.closestCommonAncestor(first, secondLayoutItem) else {
            let firstAnchor = anchorDescription(firstItem, firstAttribute)
            let secondAnchor = anchorDescription(secondItem, secondAttribute)
            LayoutExceptions.raise(
                "NSGenericException",
                "Unable to activate constraint with anchors \(firstAnchor) and \(secondAnchor) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.",
                near: [firstView, secondView]
            )
            return
        }
        container.install(self)
    }

    func deactivate() {
        guard let container = installedOn else { return }
        container.uninstall(self)
    }

    private func anchorDescription(_ item: AnyObject?, _ attribute: LayoutAttribute) -> String {
        guard let item else { return "(nil)" }
        let kind = attribute.isDimension ? "NSLayoutDimension" : (attribute.isHorizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor")
        let text = (item as? any LayoutItem)?.layoutItemDescription ?? "\(item)"
        return "<\(kind):\(layoutAddress(self)) \"\(text).\(attribute.name)\">"
    }

    /// The closest view that is an ancestor (or itself) of both items' views (AL6: a view is its
    /// own ancestor; a guide counts as its owning view). Nil if they share none.
    static func closestCommonAncestor(_ first: any LayoutItem, _ second: (any LayoutItem)?) -> View? {
        guard let firstView = (first as? View) ?? first.layoutContainer else { return nil }
        guard let second else { return firstView }
        guard let secondView = (second as? View) ?? second.layoutContainer else { return nil }
        var ancestors: [ObjectIdentifier] = []
        var current: View? = firstView
        while let view = current {
            ancestors.append(ObjectIdentifier(view))
            current = view.superview
        }
        current = secondView
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    private func priorityDidChange(from old: LayoutPriority) {
        guard priority != old else { return }
        let clamped = LayoutPriority(min(max(priority.rawValue, 1), 1000))
        if clamped != priority { priority = clamped; return }
        if isActive, (old == .required) != (priority == .required) {
            let attempted = priority
            priority = old
            LayoutExceptions.raise(
                "NSInternalInconsistencyException",
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(attempted) and the existing priority was \(old).",
                near: [firstView, secondView]
            )
            return
        }
        if let engine = installedOn?.layoutEngineIfAny { engine.priorityDidChange(self) }
    }

    // MARK: Description (AL15)

    /// `<NSLayoutConstraint:0xADDR 'id' Label:0xADDR.leading == View:0xADDR.leading + 16   (active)>`.
    public var description: String {
        var text = "<NSLayoutConstraint:\(layoutAddress(self))"
        if let identifier { text += " '\(identifier)'" }
        text += " " + equationText
        if isActive { text += "   (active)" }
        return text + ">"
    }

    var equationText: String {
        let first = (firstLayoutItem?.layoutItemDescription ?? "(nil)") + "." + firstAttribute.name
        var text = "\(first) \(relation.symbol) "
        if let second = secondLayoutItem {
            if multiplier != 1 { text += "\(Self.number(multiplier))*" }
            text += second.layoutItemDescription + "." + secondAttribute.name
            if constant > 0 { text += " + \(Self.number(constant))" }
            if constant < 0 { text += " - \(Self.number(-constant))" }
        } else {
            text += Self.number(constant)
        }
        if priority != .required { text += "   (priority \(priority))" }
        return text
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
