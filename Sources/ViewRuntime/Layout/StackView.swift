public import Foundation

/// UIKit's `UIStackView` (AUTOLAYOUT-SPEC SV1-SV15): lays out its ``arrangedSubviews`` in a row or
/// column with constraints it owns (`UISV-*` identifiers), rebuilt whenever a property, the
/// arranged list or an arranged view's `isHidden` changes. Hidden arranged views stay arranged but
/// collapse: size 0 along the axis and no spacing (SV9). Non-rendering (SV3): no backing store.
@preconcurrency @MainActor
open class StackView: View {
    /// SV5 (raw values as UIKit).
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// SV6 (raw values as UIKit; `top` = `leading`, `bottom` = `trailing`).
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// SV1: the views the stack arranges, in on-screen order.
    public private(set) var arrangedSubviews: [View] = []
    public var axis: LayoutAxis = .horizontal { didSet { rebuildArrangement() } }
    public var distribution: Distribution = .fill { didSet { rebuildArrangement() } }
    public var alignment: Alignment = .fill { didSet { rebuildArrangement() } }
    /// SV7: strict for the fill distributions, a minimum for equal spacing and centering.
    public var spacing: Double = 0 { didSet { rebuildArrangement() } }
    /// SV4: pin to the layout margins instead of the edges.
    public var isLayoutMarginsRelativeArrangement = false { didSet { rebuildArrangement() } }

    /// The constraints the stack made, deactivated at each rebuild.
    var arrangementConstraints: [LayoutConstraint] = []
    /// The spacer guides of equal spacing and centering.
    var spacerGuides: [LayoutGuide] = []
    var customSpacings: [ObjectIdentifier: Double] = [:]

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// SV1: adds the views as subviews and arranges them.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// SV1: appends to the arranged views, adding it as a subview if it is not one.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// SV1: inserts at a stack index; an arranged view only moves within the stack.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        if view.superview !== self { addWithoutChecks(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        rebuildArrangement()
    }

    /// SV1: stops arranging the view; it stays a subview.
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeValue(forKey: ObjectIdentifier(view))
        rebuildArrangement()
    }

    /// SV8: the gap after `view` (ignored unless it is arranged).
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings[ObjectIdentifier(view)] = spacing
        rebuildArrangement()
    }

    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
    }

    /// SV7/SV8: "use `spacing`".
    public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)

    /// SV3: a stack view draws nothing.
    override func display(runtime: Runtime) {
        for subview in subviews { subview.display(runtime: runtime) }
    }

    /// SV9: hiding or showing an arranged view re-arranges the stack.
    func arrangedVisibilityDidChange(_ view: View) {
        if arrangedSubviews.contains(where: { $0 === view }) { rebuildArrangement() }
    }

    /// SV1: a removed arranged subview leaves the stack.
    func subviewWillLeave(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeValue(forKey: ObjectIdentifier(view))
        rebuildArrangement(excluding: view)
    }
}
