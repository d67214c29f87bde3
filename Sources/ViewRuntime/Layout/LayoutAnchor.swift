public import Foundation

/// One edge, centre or dimension of a view or layout guide, to build constraints from: UIKit's
/// `NSLayoutAnchor` (AUTOLAYOUT-SPEC AL11, AL12). The generic parameter keeps x-axis, y-axis and
/// dimension anchors apart at compile time, as in UIKit. Every factory returns an inactive
/// constraint with priority 1000 and multiplier 1.
@preconcurrency @MainActor
open class LayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
    weak var item: AnyObject?
    let attribute: LayoutAttribute

    init(_ item: AnyObject, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    func make(_ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: Double, constant: Double) -> LayoutConstraint {
        LayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation,
            toItem: anchor?.item, attribute: anchor?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant
        )
    }

    /// `<NSLayoutXAxisAnchor:0xADDR "Label:0xADDR.leading">`, as in AL7's reason.
    public var description: String {
        let kind: String =
            switch Self.self {
            case is LayoutXAxisAnchor.Type: "NSLayoutXAxisAnchor"
            case is LayoutYAxisAnchor.Type: "NSLayoutYAxisAnchor"
            default: "NSLayoutDimension"
            }
        let itemText = (item as? any LayoutItem)?.layoutItemDescription ?? "(nil)"
        return "<\(kind):\(layoutAddress(self)) \"\(itemText).\(attribute.name)\">"
    }
}

/// A horizontal location anchor (leading, trailing, left, right, centerX).
@preconcurrency @MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical location anchor (top, bottom, centerY, first and last baseline).
@preconcurrency @MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// A size anchor (width, height), with constant and multiplier forms (AL12).
@preconcurrency @MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        make(.equal, nil, multiplier: 1, constant: constant)
    }

    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// `self == multiplier × anchor + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}

/// The one place layout code raises UIKit exceptions (AL5, AL7, AL10). Until the runtime has
/// `raise(_:)` (the UIKit module's `UIKitException`), the exception is recorded as a Diagnostic
/// with code `exceptionRaised` on the runtime of the first item in a window, or kept in
/// ``unattachedReports`` when none is.
@MainActor
enum LayoutExceptions {
    static var unattachedReports: [Diagnostic] = []

    static func raise(_ name: String, _ reason: String, near views: [View?]) {
        if let runtime = views.lazy.compactMap({ $0?.window?.runtime }).first {
            // The runtime's recorded UIKit exception: the step or the session step fails with it.
            runtime.raise(UIKitException(name: UIKitException.Name(name), reason: reason))
        } else {
            // No window, so no runtime to fail a step: kept for tests, as UIKit's raise would
            // have no observer either.
            let diagnostic = Diagnostic(.layoutExceptionRaised, "\(name): \(reason)")
            if unattachedReports.count >= 64 { unattachedReports.removeFirst() }
            unattachedReports.append(diagnostic)
        }
    }
}

extension Diagnostic.Code {
    /// A UIKit exception raised by layout code (AL5, AL7, AL10): `NAME: reason`.
    public static let layoutExceptionRaised = Diagnostic.Code("exceptionRaised")
    /// AL25: "Unable to simultaneously satisfy constraints." with the conflicting constraints and
    /// the one broken; the run goes on.
    public static let unsatisfiableConstraints = Diagnostic.Code("unsatisfiableConstraints")
}
