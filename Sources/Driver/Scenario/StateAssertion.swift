public import ViewRuntime

/// An `assert` step's checks on one controller (docs/SCENARIO-FORMAT.md, "Assertions"): every
/// check given must hold, else the step fails (exit 1) naming each that did not.
package struct StateAssertion: Sendable, Hashable {
    /// The controller checked: the one of this scene nearest the top-most visible controller;
    /// nil: the top-most visible controller itself.
    package var scene: String?
    /// Whether its view is loaded.
    package var viewLoaded: Bool?
    /// Its appearance state: `"appeared"`, `"disappeared"`, `"appearing"` or `"disappearing"`.
    package var appearance: AppearanceName?
    /// Its parent's scene (`.some(nil)`: no parent).
    package var parent: String??
    /// The scene of the controller it presents (`.some(nil)`: it presents nothing).
    package var presented: String??
    /// The selected tab's index of the tab bar controller (the controller itself or its nearest).
    package var selectedTab: Int?
    /// The transition style its current or last presentation used (P5).
    package var transitionStyle: ModalTransitionStyle?
    /// Its table's rows per section.
    package var rows: [Int]?
    /// Its table's selected rows, in index-path order.
    package var selected: [TableIndex]?
    /// Its table's visible rows, top to bottom.
    package var visible: [TableIndex]?

    package init(scene: String? = nil) { self.scene = scene }

    /// Whether it checks anything.
    package var checksSomething: Bool {
        viewLoaded != nil || appearance != nil || parent != nil || presented != nil || selectedTab != nil
            || transitionStyle != nil || rows != nil || selected != nil || visible != nil
    }

    /// Whether it checks the controller's table.
    package var checksTable: Bool { rows != nil || selected != nil || visible != nil }

    /// The appearance states as written in files.
    package enum AppearanceName: String, Sendable, Hashable, CaseIterable {
        case disappeared, appearing, appeared, disappearing
    }
}
