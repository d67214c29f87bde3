public import Foundation
public import ViewRuntime

/// The compose screen, presented modally: recipient and subject fields, a body, send and
/// cancel buttons wired through target-action.
@MainActor
public final class ComposeController: ViewController {
    public private(set) var sent = false
    let draft = Draft()

    public override init(runtime: Runtime) {
        super.init(runtime: runtime)
        title = "New Message"
    }

    /// Not used: the app builds its screens in code (UIKit requires the initializer of every subclass).
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let width = view.bounds.size.width - 32
        for index in 0..<2 {
            try? view.addSubview(TextField(frame: Rect(x: 16, y: 16 + Double(index) * 52, width: width, height: 44)))
        }
        let body = TextField(frame: Rect(x: 16, y: 124, width: width, height: 320))
        try? view.addSubview(body)
        let send = Button(frame: Rect(x: 16, y: 460, width: 120, height: 44), title: "Send")
        send.addTarget(self, action: "send:", for: .touchUpInside)
        try? view.addSubview(send)
    }

    /// The actions this screen answers through the responder chain: `send:`.
    public override func handler(for action: Action) -> ActionHandler? {
        action == "send:" ? .none { [weak self] in self?.send() } : super.handler(for: action)
    }

    /// Sends the message and closes the screen.
    public func send() {
        sent = true
        presentingViewController?.dismiss(animated: true)
    }
}

/// The text being written (a buffer that grows with the text, as an editor's would).
final class Draft {
    var text: [UInt8] = []
}
