public import Foundation
public import ViewRuntime

/// A full-screen photo: 2048 x 1536 pixels, 12 MiB of real bytes, loaded in `viewDidLoad`.
/// On a memory warning while off screen it releases the photo (and loads it again when it
/// comes back). With `ignoresWarnings` (the defect) it keeps the 12 MiB whatever happens.
@MainActor
public final class PhotoController: ViewController {
    public let ignoresWarnings: Bool
    public private(set) var photo: Image?

    /// The photo's size: 2048 x 1536 x 4 bytes = 12 MiB.
    public static let photoBytes = 2048 * 1536 * 4

    public init(runtime: Runtime, ignoresWarnings: Bool = false) {
        self.ignoresWarnings = ignoresWarnings
        super.init(runtime: runtime)
        title = "Photo"
    }

    /// Not used: the app builds its screens in code (UIKit requires the initializer of every subclass).
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        loadPhoto()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        loadPhoto()
    }

    public override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        if !ignoresWarnings, viewIfLoaded?.window == nil { photo = nil }
    }

    func loadPhoto() {
        if photo == nil { photo = Image(width: 2048, height: 1536) }
    }
}
