// UIKit's Auto Layout names, over ViewRuntime's (docs/AUTOLAYOUT.md).

/// `item1.attribute1 RELATION multiplier × item2.attribute2 + constant`: UIKit's `NSLayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// An edge, centre or dimension to make constraints from: UIKit's `NSLayoutAnchor`.
public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>
/// UIKit's `NSLayoutXAxisAnchor` (leading, trailing, left, right, centerX).
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor` (top, bottom, centerY, baselines).
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension` (width, height).
public typealias NSLayoutDimension = LayoutDimension
/// A rectangle in Auto Layout that is not a view: UIKit's `UILayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `UILayoutPriority` (1...1000; `.required`, `.defaultHigh`, `.defaultLow`...).
public typealias UILayoutPriority = LayoutPriority
/// A row or column of arranged subviews: UIKit's `UIStackView`.
public typealias UIStackView = StackView
/// UIKit's `UIEdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

extension LayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Attribute`.
    public typealias Attribute = LayoutAttribute
    /// UIKit's `NSLayoutConstraint.Relation`.
    public typealias Relation = LayoutRelation
    /// UIKit's `NSLayoutConstraint.Axis`.
    public typealias Axis = LayoutAxis
}

extension View {
    /// UIKit's `UIView.AutoresizingMask`.
    public typealias AutoresizingMask = ViewRuntime.AutoresizingMask
}
