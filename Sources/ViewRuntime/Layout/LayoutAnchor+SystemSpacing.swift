public import Foundation

/// UIKit's system-spacing anchors: `first = second + multiplier × system spacing`. The system
/// spacing is 8 points, UIKit's standard spacing between sibling views (with Dynamic Type at its
/// default size); the runtime does not scale it with text size.
extension LayoutAnchor {
    /// The standard spacing the system-spacing constraints multiply.
    public static var systemSpacing: Double { 8 }
}

extension LayoutXAxisAnchor {
    /// This anchor `multiplier` system spacings after `anchor`: UIKit's
    /// `constraint(equalToSystemSpacingAfter:multiplier:)`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: Self.systemSpacing * Double(multiplier))
    }

    /// At least `multiplier` system spacings after `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: Self.systemSpacing * Double(multiplier))
    }

    /// At most `multiplier` system spacings after `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: Self.systemSpacing * Double(multiplier))
    }
}

extension LayoutYAxisAnchor {
    /// This anchor `multiplier` system spacings below `anchor`: UIKit's
    /// `constraint(equalToSystemSpacingBelow:multiplier:)`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: Self.systemSpacing * Double(multiplier))
    }

    /// At least `multiplier` system spacings below `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: Self.systemSpacing * Double(multiplier))
    }

    /// At most `multiplier` system spacings below `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: Self.systemSpacing * Double(multiplier))
    }
}
