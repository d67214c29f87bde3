public import Foundation

/// UIKit's `UILayoutPriority`: a `Float` wrapper, 1...1000 (AUTOLAYOUT-SPEC AL4).
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// "Do not exceed this": must hold exactly.
    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let dragThatCanResizeScene = LayoutPriority(510)
    public static let sceneSizeStayPut = LayoutPriority(500)
    public static let dragThatCannotResizeScene = LayoutPriority(490)
    public static let defaultLow = LayoutPriority(250)
    public static let fittingSizeLevel = LayoutPriority(50)

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}

/// The axis of a layout dimension (`NSLayoutConstraint.Axis`; raw values AL3).
public enum LayoutAxis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
}

/// How a constraint relates its two sides (`NSLayoutConstraint.Relation`; raw values AL3).
public enum LayoutRelation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// What a constraint constrains (`NSLayoutConstraint.Attribute`; raw values AL3).
public enum LayoutAttribute: Int, Sendable {
    case notAnAttribute = 0
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline = 11, firstBaseline
    case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins = 19, centerYWithinMargins

    /// UIKit's name in constraint descriptions.
    public var name: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }

    /// Width and height are sizes; the rest (but notAnAttribute) are locations.
    var isDimension: Bool { self == .width || self == .height }
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            true
        default: false
        }
    }
    var isLeftRight: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }
    var isLeadingTrailing: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }

    /// The plain attribute of a margin attribute (on the item's layout-margins guide), or nil.
    var withinMargins: LayoutAttribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}

/// UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public var description: String { "(\(top), \(left), \(bottom), \(right))" }
}

/// UIKit's `NSDirectionalEdgeInsets` (leading/trailing; left-to-right only here, AL13).
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
