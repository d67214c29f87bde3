public import Foundation
public import ViewRuntime

/// Settings, in its own tab: a few switches.
@MainActor
public final class SettingsController: ViewController {
    public override init(runtime: Runtime) {
        super.init(runtime: runtime)
        title = "Settings"
    }

    /// Not used: the app builds its screens in code (UIKit requires the initializer of every subclass).
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        for index in 0..<6 {
            let toggle = Switch(frame: Rect(x: view.bounds.size.width - 67, y: 16 + Double(index) * 52, width: 51, height: 31))
            toggle.isOn = index % 2 == 0
            try? view.addSubview(toggle)
        }
    }
}
