import Foundation
import ViewRuntime

/// Where the view-leak tests keep views past their screens (a static of the test module, so a
/// root of the retain-path walk with no registration).
@MainActor
enum ViewCache {
    static var views: [View] = []
    static var photo: ImageView?
}

/// 21 MiB of pixels: 2688 x 2048 x 4 bytes.
let twentyOneMiB = 21 * 1024 * 1024

/// A screen showing a 21 MiB photo in an image view it also keeps in a stored property (the
/// usual UIKit shape, which is no leak), under a container view; `keep` may hand a view of
/// the tree to a global.
final class PhotoController: ViewController {
    let photo = ImageView(image: Image(width: 2688, height: 2048))
    let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let caption = CaptionView(frame: Rect(x: 0, y: 0, width: 100, height: 20))
    var keep: (PhotoController) -> Void = { _ in }

    override func viewDidLoad() {
        super.viewDidLoad()
        container.addSubview(photo)
        view.addSubview(container)
        view.addSubview(caption)
        keep(self)
    }
}

/// A custom view that keeps its subview in a stored property, as custom UIKit views do.
final class CaptionView: View {
    let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 20))
    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
}

/// A screen whose view is shown by a live screen too (moved there, as a shared header is).
final class SharingController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let header = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(header)
        ViewCache.views.append(header)
    }
}

/// A container whose child (a ``PhotoController``) shows its view inside the container's: the
/// child's tree is part of the container's tree, so both deinits note the child's views.
final class PhotoContainerController: ViewController {
    var keep: (PhotoController) -> Void = { _ in }

    override func viewDidLoad() {
        super.viewDidLoad()
        let child = PhotoController(runtime: runtime)
        child.traceLabel = "photo#1"
        child.keep = keep
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
