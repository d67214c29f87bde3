public import Foundation

/// UIKit's scroll-view layout guides (iOS 11).
extension ScrollView {
    /// The scroll view's frame as a guide (UIKit's `frameLayoutGuide`): it always covers the
    /// bounds, so constraints to it pin content to the visible area whatever the offset.
    public var frameLayoutGuide: LayoutGuide {
        let storage = layoutStorageCreatingIfNeeded
        if let guide = storage.guides.first(where: { $0.identifier == "UIScrollView-frameLayoutGuide" }) { return guide }
        let guide = LayoutGuide()
        guide.identifier = "UIScrollView-frameLayoutGuide"
        guide.role = .frame
        addLayoutGuide(guide)
        return guide
    }

    /// The content area as a guide (UIKit's `contentLayoutGuide`): its top-left corner is the
    /// content's origin; constraints give its size. The runtime does not derive
    /// ``contentSize`` from it: set ``contentSize`` to scroll (docs/UIKIT-COMPATIBILITY.md).
    public var contentLayoutGuide: LayoutGuide {
        let storage = layoutStorageCreatingIfNeeded
        if let guide = storage.guides.first(where: { $0.identifier == "UIScrollView-contentLayoutGuide" }) { return guide }
        let guide = LayoutGuide()
        guide.identifier = "UIScrollView-contentLayoutGuide"
        addLayoutGuide(guide)
        LayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: topAnchor),
            guide.leadingAnchor.constraint(equalTo: leadingAnchor),
        ])
        return guide
    }
}
