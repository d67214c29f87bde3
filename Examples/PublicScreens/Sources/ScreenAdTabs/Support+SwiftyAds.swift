import UIKit

// Stand-ins for the part of the SwiftyAds library (crashoverride777/swifty-ads, MIT) that
// TabBarControllerAd.swift calls. The real library wraps Google Mobile Ads, an Apple-only
// framework; these declarations have its public shape, written here (not copied), so the file
// compiles unchanged. The stand-in banner is a plain 320 x 50 view added to the controller's view
// while shown, which is what the real banner costs the view hierarchy, minus the ad's content.

/// Where a banner's ad unit id comes from.
enum SwiftyAdsAdUnitIdType {
    case plist
    case custom(String)
}

/// Where the banner sits.
enum SwiftyAdsBannerAdPosition {
    case top(isUsingSafeArea: Bool)
    case bottom(isUsingSafeArea: Bool)
}

/// How the banner appears.
enum SwiftyAdsBannerAdAnimation {
    case none
    case fade(duration: TimeInterval)
    case slide(duration: TimeInterval)
}

/// A banner made by `SwiftyAdsType.makeBannerAd`.
protocol SwiftyAdsBannerType: AnyObject {
    func show(isLandscape: Bool)
    func hide()
    func remove()
}

/// The ads facade the demo's controllers receive.
protocol SwiftyAdsType: AnyObject {
    @MainActor
    func makeBannerAd(
        in viewController: UIViewController,
        adUnitIdType: SwiftyAdsAdUnitIdType,
        position: SwiftyAdsBannerAdPosition,
        animation: SwiftyAdsBannerAdAnimation,
        onOpen: (() -> Void)?,
        onClose: (() -> Void)?,
        onError: ((Error) -> Void)?,
        onWillPresentScreen: (() -> Void)?,
        onWillDismissScreen: (() -> Void)?,
        onDidDismissScreen: (() -> Void)?
    ) -> SwiftyAdsBannerType?
}

/// No ad network: banners are empty views of a banner's size.
final class SwiftyAdsStandIn: SwiftyAdsType {
    @MainActor
    func makeBannerAd(
        in viewController: UIViewController,
        adUnitIdType: SwiftyAdsAdUnitIdType,
        position: SwiftyAdsBannerAdPosition,
        animation: SwiftyAdsBannerAdAnimation,
        onOpen: (() -> Void)?,
        onClose: (() -> Void)?,
        onError: ((Error) -> Void)?,
        onWillPresentScreen: (() -> Void)?,
        onWillDismissScreen: (() -> Void)?,
        onDidDismissScreen: (() -> Void)?
    ) -> SwiftyAdsBannerType? {
        BannerStandIn(viewController: viewController)
    }
}

/// A banner that holds its controller weakly, as the real one does.
@MainActor
final class BannerStandIn: SwiftyAdsBannerType {
    private weak var viewController: UIViewController?
    private var bannerView: UIView?

    init(viewController: UIViewController) {
        self.viewController = viewController
    }

    func show(isLandscape: Bool) {
        guard let viewController else { return }
        let banner = bannerView ?? UIView(frame: CGRect(x: 0, y: 0, width: isLandscape ? 468 : 320, height: 50))
        bannerView = banner
        if banner.superview == nil {
            viewController.view.addSubview(banner)
        }
        banner.isHidden = false
    }

    func hide() {
        bannerView?.isHidden = true
    }

    func remove() {
        bannerView?.removeFromSuperview()
        bannerView = nil
    }
}
