// The UIKit module: UIKit's names and signatures over ViewRuntime, so that a view-controller file
// written for iOS (`import UIKit`) builds and runs on Linux, under the profiler, as it is.
//
// On Apple platforms the real UIKit must win: a package depends on this product only off Apple
// platforms, `.product(name: "UIKit", package: "ViewPressure", condition: .when(platforms: [.linux]))`
// (docs/UIKIT.md). Geometry (`CGRect`, `CGSize`, `CGPoint`, `CGFloat`) and `IndexPath` are
// Foundation's, re-exported here, so a file that imports Foundation and UIKit sees one type each.

@_exported public import Foundation
@_exported public import ViewRuntime

/// The application: UIKit's `UIApplication`, one per runtime.
public typealias UIApplication = Application
/// The end of the responder chain's base class: UIKit's `UIResponder`.
public typealias UIResponder = Responder
/// The simulated display: UIKit's `UIScreen`.
public typealias UIScreen = Screen
/// The environment's traits: UIKit's `UITraitCollection`.
public typealias UITraitCollection = TraitCollection
/// Horizontal or vertical size class: UIKit's `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// The device orientation of the screen: UIKit's `UIInterfaceOrientation`.
public typealias UIInterfaceOrientation = InterfaceOrientation

extension Application {
    /// The application of the current runtime (``ViewRuntime/Runtime/current``): UIKit's
    /// `UIApplication.shared`.
    public static var shared: Application { Runtime.current.application }
}

extension Screen {
    /// The screen of the current runtime (``ViewRuntime/Runtime/current``): UIKit's `UIScreen.main`.
    @MainActor public static var main: Screen { Runtime.current.screen }
}
