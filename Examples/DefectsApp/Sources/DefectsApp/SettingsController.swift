public import Foundation
public import ViewRuntime

/// What a form helper tells its screen.
@MainActor
public protocol FormHelperDelegate: AnyObject {
    func formDidChange()
}

/// A helper that validates the settings form and reports to its delegate. With a strong
/// `delegate` (the defect) screen and helper hold each other.
@MainActor
public final class FormHelper {
    public weak var weakDelegate: (any FormHelperDelegate)?
    public var strongDelegate: (any FormHelperDelegate)?

    public init() {}

    func changed() {
        (strongDelegate ?? weakDelegate)?.formDidChange()
    }
}

/// Settings, presented modally, with a form helper. With `leaky` (the defect) the helper
/// holds the screen through a strong delegate: a delegate retain cycle.
@MainActor
public final class SettingsController: ViewController, FormHelperDelegate {
    public let helper = FormHelper()
    public private(set) var changes = 0

    public init(runtime: Runtime, leaky: Bool = false) {
        super.init(runtime: runtime)
        title = "Settings"
        if leaky { helper.strongDelegate = self } else { helper.weakDelegate = self }
    }

    /// Not used: the app builds its screens in code (UIKit requires the initializer of every subclass).
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func formDidChange() { changes += 1 }
}
