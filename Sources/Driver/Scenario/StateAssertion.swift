public import ViewRuntime

/// An `assert` step's checks on one controller (docs/SCENARIO-FORMAT.md, "Assertions"): every
/// check given must hold, else the step fails (exit 1) naming each that did not.
public struct StateAssertion: Sendable, Hashable {
    /// The controller checked: the one of this scene nearest the top-most visible controller;
    /// nil: the top-most visible controller itself.
    public var scene: String?
    /// Whether its view is loaded.
    public var viewLoaded: Bool?
    /// Its appearance state: `"appeared"`, `"disappeared"`, `"appearing"` or `"disappearing"`.
    public var appearance: AppearanceName?
    /// Its parent's scene (`.some(nil)`: no parent).
    public var parent: String??
    /// The scene of the controller it presents (`.some(nil)`: it presents nothing).
    public var presented: String??
    /// The selected tab's index of the tab bar controller (the controller itself or its nearest).
    public var selectedTab: Int?
    /// The transition style its current or last presentation used (P5).
    public var transitionStyle: ModalTransitionStyle?
    /// Its table's rows per section.
    public var rows: [Int]?
    /// Its table's selected rows, in index-path order.
    public var selected: [TableIndex]?
    /// Its table's visible rows, top to bottom.
    public var visible: [TableIndex]?

    public init(scene: String? = nil) { self.scene = scene }

    /// Whether it checks anything.
    public var checksSomething: Bool {
        viewLoaded != nil || appearance != nil || parent != nil || presented != nil || selectedTab != nil
            || transitionStyle != nil || rows != nil || selected != nil || visible != nil
    }

    /// Whether it checks the controller's table.
    public var checksTable: Bool { rows != nil || selected != nil || visible != nil }

    /// The appearance states as written in files.
    public enum AppearanceName: String, Sendable, Hashable, CaseIterable {
        case disappeared, appearing, appeared, disappearing
    }
}
