public import Foundation
public import ViewRuntime

/// One message: a header, the body and an attached photo (real bytes: 1200 x 800 pixels,
/// 3.7 MiB), released on a memory warning while the screen is not visible and reloaded when
/// it comes back.
///
/// With `leaky`, the screen keeps a close handler that captures it strongly, the classic
/// closure retain cycle: it never deallocates after it is popped.
@MainActor
public final class MessageController: ViewController {
    public let subject: String
    public private(set) var attachment: Image?
    /// Called when the user closes the message.
    var onClose: (() -> Void)?
    let attachmentSize: (width: Int, height: Int)

    public init(runtime: Runtime, subject: String, leaky: Bool = false, attachmentWidth: Int = 1200, attachmentHeight: Int = 800) {
        self.subject = subject
        attachmentSize = (attachmentWidth, attachmentHeight)
        super.init(runtime: runtime)
        title = subject
        if leaky {
            onClose = { self.attachment = nil }  // captures self: the leak
        } else {
            onClose = { [weak self] in self?.attachment = nil }
        }
    }

    /// Not used: the app builds its screens in code (UIKit requires the initializer of every subclass).
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let header = Label(frame: Rect(x: 16, y: 16, width: view.bounds.size.width - 32, height: 44))
        header.text = subject
        try? view.addSubview(header)
        let body = Label(frame: Rect(x: 16, y: 72, width: view.bounds.size.width - 32, height: 300))
        body.text = "Please find the figures attached."
        try? view.addSubview(body)
        loadAttachment()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        loadAttachment()
    }

    public override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        if viewIfLoaded?.window == nil { attachment = nil }
    }

    func loadAttachment() {
        guard attachment == nil else { return }
        attachment = Image(width: attachmentSize.width, height: attachmentSize.height)
        let photo = ImageView(image: attachment, frame: Rect(x: 16, y: 380, width: 358, height: 240))
        try? view.addSubview(photo)
    }
}
