// Swift Testing's cross-import overlay for UIKit, as this package's UIKit module needs it on Linux.
//
// The toolchain declares that a file importing both `Testing` and `UIKit` also imports the overlay
// module `_Testing_UIKit` (Testing.swiftcrossimport/UIKit.swiftoverlay; on Apple platforms it holds
// the attachment support for UIImage). Linux toolchains ship the declaration but not the module, so
// a test file that imports Testing and this package's UIKit would fail with "no such module
// '_Testing_UIKit'". This module is that overlay: the UIKit product carries it, so such a file
// compiles. It adds nothing: Swift Testing's attachments of images are not modelled.

/// The name of the module this overlay joins with Swift Testing.
public enum TestingUIKitOverlay {
    /// "UIKit": the module whose import together with Testing brings this overlay in.
    public static let overlaidModule = "UIKit"
}
