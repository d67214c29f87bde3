public import Foundation

/// Safe area and layout margins (AUTOLAYOUT-SPEC SA1-SA4, SA8-SA11).
extension View {
    /// SA1/SA3: zero outside a window; the window's come from its screen (SA4); any other view's
    /// are the overlap of its bounds with its superview's unsafe region, each edge capped at the
    /// superview's inset. Navigation and tab bars are not added (SA5 is not modelled).
    public var safeAreaInsets: EdgeInsets {
        if let window = asWindow { return window.runtime.screen.safeAreaInsets }
        guard let superview, window != nil else { return .zero }
        let parent = superview.safeAreaInsets
        guard parent != .zero else { return .zero }
        let bounds = superview.bounds.size
        let origin = frame.origin
        let safeMinX = parent.left - origin.x, safeMinY = parent.top - origin.y
        let safeMaxX = bounds.width - parent.right - origin.x, safeMaxY = bounds.height - parent.bottom - origin.y
        return EdgeInsets(
            top: min(max(0, safeMinY), parent.top),
            left: min(max(0, safeMinX), parent.left),
            bottom: min(max(0, frame.height - safeMaxY), parent.bottom),
            right: min(max(0, frame.width - safeMaxX), parent.right)
        )
    }

    /// SA2: the bounds inset by ``safeAreaInsets`` (`UIViewSafeAreaLayoutGuide`).
    public var safeAreaLayoutGuide: LayoutGuide {
        let storage = layoutStorageCreatingIfNeeded
        if let guide = storage.safeAreaGuide { return guide }
        let guide = LayoutGuide()
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        guide.role = .safeArea
        addLayoutGuide(guide)
        storage.safeAreaGuide = guide
        return guide
    }

    /// SA9: the bounds inset by ``layoutMargins`` (`UIViewLayoutMarginsGuide`).
    public var layoutMarginsGuide: LayoutGuide {
        let storage = layoutStorageCreatingIfNeeded
        if let guide = storage.marginsGuide { return guide }
        let guide = LayoutGuide()
        guide.identifier = "UIViewLayoutMarginsGuide"
        guide.role = .layoutMargins
        addLayoutGuide(guide)
        storage.marginsGuide = guide
        return guide
    }

    /// SA8/SA10: the margins the user set, or the defaults: 8 on each side for ordinary views;
    /// for a controller's root view 0 top and bottom and the system minimum (16 in a compact
    /// width, 20 in a regular one) at the sides, which custom margins cannot go below.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let own = layoutStorage?.directionalMargins
            guard owningController != nil else { return own ?? DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
            let minimum = systemMinimumSideMargin
            let custom = own ?? .zero
            return DirectionalEdgeInsets(
                top: custom.top, leading: max(custom.leading, minimum),
                bottom: custom.bottom, trailing: max(custom.trailing, minimum))
        }
        set {
            layoutStorageCreatingIfNeeded.directionalMargins = newValue
            setNeedsLayout()
        }
    }

    /// SA8/SA11: the effective margins, left-to-right (AL13); with
    /// ``insetsLayoutMarginsFromSafeArea`` the safe-area insets are added (additive rule).
    public var layoutMargins: EdgeInsets {
        get {
            let own = directionalLayoutMargins
            let safe = insetsLayoutMarginsFromSafeArea ? safeAreaInsets : .zero
            return EdgeInsets(
                top: own.top + safe.top, left: own.leading + safe.left,
                bottom: own.bottom + safe.bottom, right: own.trailing + safe.right)
        }
        set {
            directionalLayoutMargins = DirectionalEdgeInsets(
                top: newValue.top, leading: newValue.left,
                bottom: newValue.bottom, trailing: newValue.right)
        }
    }

    /// SA11: default true.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            layoutStorageCreatingIfNeeded.insetsLayoutMarginsFromSafeArea = newValue
            setNeedsLayout()
        }
    }

    /// SA10: 16 in a compact width, 20 in a regular one.
    var systemMinimumSideMargin: Double {
        guard let runtime = window?.runtime else { return 16 }
        return runtime.screen.traitCollection.horizontalSizeClass == .regular ? 20 : 16
    }
}

extension Screen {
    /// SA4: the insets of a full-screen window on this device in its current orientation, from
    /// the device table (data in ``SafeAreaDevice``); zero for a size the table does not know.
    public var safeAreaInsets: EdgeInsets {
        let portrait = Size(width: min(size.width, size.height), height: max(size.width, size.height))
        guard let device = SafeAreaDevice.table.first(where: { $0.portraitSizes.contains(portrait) }) else { return .zero }
        return orientation == .portrait ? device.portrait : device.landscape
    }
}

/// One row of SA4: portrait sizes in points and the insets in both orientations.
struct SafeAreaDevice: Sendable {
    let portraitSizes: [Size]
    let portrait: EdgeInsets
    let landscape: EdgeInsets

    static let table: [SafeAreaDevice] = [
        // iPhone 6/7/8, SE 2/3; 6+/7+/8+: the status bar only (hidden in landscape).
        SafeAreaDevice(
            portraitSizes: [Size(width: 375, height: 667), Size(width: 414, height: 736)],
            portrait: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscape: .zero),
        // iPhone X, XS, 11 Pro (and the 12/13 mini, which UIKit reports with a 50-pt top: same size).
        SafeAreaDevice(
            portraitSizes: [Size(width: 375, height: 812), Size(width: 414, height: 896)],
            portrait: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
            landscape: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
        // iPhone 12, 12 Pro, 13, 13 Pro, 14; 12/13 Pro Max, 14 Plus.
        SafeAreaDevice(
            portraitSizes: [Size(width: 390, height: 844), Size(width: 428, height: 926)],
            portrait: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            landscape: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
        // iPhone 14 Pro, 15, 15 Pro; 14 Pro Max, 15 Plus, 15 Pro Max (Dynamic Island).
        SafeAreaDevice(
            portraitSizes: [Size(width: 393, height: 852), Size(width: 430, height: 932)],
            portrait: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        // iPads with a home button: the status bar.
        SafeAreaDevice(
            portraitSizes: [Size(width: 810, height: 1080), Size(width: 768, height: 1024)],
            portrait: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscape: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        // iPads with a home indicator (10.9", 11", 12.9").
        SafeAreaDevice(
            portraitSizes: [Size(width: 820, height: 1180), Size(width: 834, height: 1194), Size(width: 1024, height: 1366)],
            portrait: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscape: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    ]
}
