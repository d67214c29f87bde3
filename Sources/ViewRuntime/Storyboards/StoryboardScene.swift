public import Foundation

/// One scene of a ``Storyboard``: a controller, the views its view nib would hold, their outlet and
/// action connections, its relationship and embed segues and the segues that leave it.
///
/// ```swift
/// var list = StoryboardScene("list", controllerClass: "ListController")
/// list.views = [.init("compose", className: "Button", frame: Rect(x: 0, y: 0, width: 80, height: 44))]
/// list.outlets = [.keyPath("compose", \ListController.composeButton)]
/// list.actions = [.init(view: "compose", action: "compose:", events: .touchUpInside)]
/// list.segues = [SegueTemplate("showDetail", to: "detail", kind: .show)]
/// list.triggers = [.init(view: "compose", segue: "showDetail")]
/// ```
public struct StoryboardScene {
    /// A relationship segue (rule SB2), resolved when the scene's controller is instantiated.
    public enum Relationship {
        /// A ``NavigationController``'s root.
        case navigationRoot(String)
        /// A ``TabBarController``'s tabs, in order.
        case tabs([String])
        /// A ``SplitViewController``'s primary and secondary (classic style).
        case split(primary: String, secondary: String?)
    }

    /// A view of the scene's view nib: created when the controller's view loads.
    public struct ViewSpec {
        public var name: String
        /// A class registered with ``Storyboard/registerView(_:factory:)`` or a built-in one
        /// (`View`, `Control`, `Button`, `Switch`, `Slider`, `TextField`).
        public var className: String
        public var frame: Rect
        /// The name of the superview; nil for the root view.
        public var superview: String?

        public init(_ name: String, className: String = "View", frame: Rect = .zero, superview: String? = nil) {
            self.name = name
            self.className = className
            self.frame = frame
            self.superview = superview
        }
    }

    /// An outlet: assigns the named view to the controller when the view loads, before `viewDidLoad`.
    public struct Outlet {
        public var view: String
        public var connect: @MainActor (ViewController, View) -> Void

        public init(view: String, connect: @escaping @MainActor (ViewController, View) -> Void) {
            self.view = view
            self.connect = connect
        }

        /// An outlet through a key path of the controller's class (ignored for another class or a
        /// view of another type).
        @MainActor
        public static func keyPath<C: ViewController, V: View>(_ view: String, _ keyPath: ReferenceWritableKeyPath<C, V?>) -> Outlet {
            Outlet(view: view) { controller, view in
                guard let controller = controller as? C else { return }
                controller[keyPath: keyPath] = view as? V
            }
        }
    }

    /// An action connection: the named control sends `action` for `events` to the controller (or,
    /// with `toFirstResponder`, up the responder chain).
    public struct ActionConnection {
        public var view: String
        public var action: Action
        public var events: ControlEvents
        public var toFirstResponder: Bool

        public init(view: String, action: Action, events: ControlEvents = .touchUpInside, toFirstResponder: Bool = false) {
            self.view = view
            self.action = action
            self.events = events
            self.toFirstResponder = toFirstResponder
        }
    }

    /// A segue the named control triggers (a user-triggered segue: `shouldPerformSegue` is asked).
    public struct Trigger {
        public var view: String
        public var segue: String
        public var events: ControlEvents

        public init(view: String, segue: String, events: ControlEvents = .touchUpInside) {
            self.view = view
            self.segue = segue
            self.events = events
        }
    }

    /// An embed segue: the scene `scene` becomes a child whose view goes into the named container view.
    public struct Embed {
        public var identifier: String?
        public var scene: String
        public var containerView: String?

        public init(_ identifier: String? = nil, scene: String, containerView: String? = nil) {
            self.identifier = identifier
            self.scene = scene
            self.containerView = containerView
        }
    }

    /// The storyboard identifier (UIKit's Storyboard ID).
    public var identifier: String
    /// The controller class, as registered with ``Storyboard/registerController(_:factory:)`` or a
    /// built-in (`ViewController`, `NavigationController`, `TabBarController`, `SplitViewController`).
    public var controllerClass: String
    /// The controller's title, set at instantiation.
    public var title: String?
    /// The controller's presentation style, set at instantiation.
    public var modalPresentationStyle: ModalPresentationStyle?
    /// The relationship segue resolved at instantiation (rule SB2).
    public var relationship: Relationship?
    /// The views of the scene's view nib, created in order when the view loads.
    public var views: [ViewSpec] = []
    /// Outlets, connected when the view loads, before `viewDidLoad`.
    public var outlets: [Outlet] = []
    /// Control actions, connected when the view loads.
    public var actions: [ActionConnection] = []
    /// Controls that trigger segues (user-triggered: `shouldPerformSegue` is asked).
    public var triggers: [Trigger] = []
    /// Embed segues, performed when the view loads, before `viewDidLoad`.
    public var embeds: [Embed] = []
    /// The segues that leave this scene.
    public var segues: [SegueTemplate] = []

    public init(_ identifier: String, controllerClass: String = "ViewController", title: String? = nil) {
        self.identifier = identifier
        self.controllerClass = controllerClass
        self.title = title
    }
}

/// A segue leaving a scene, instantiated each time it is performed.
public struct SegueTemplate {
    public var identifier: String
    /// The destination scene; nil for an unwind segue.
    public var destination: String?
    public var kind: Segue.Kind
    /// For ``Segue/Kind/present``: the presentation style.
    public var presentationStyle: ModalPresentationStyle?
    /// For ``Segue/Kind/popover``: the name of the anchor view in the source's scene.
    public var popoverAnchor: String?
    /// For ``Segue/Kind/unwind``: the action that selects the destination.
    public var unwindAction: Action?
    public var animates = true
    /// Makes the segue object (a ``Segue`` subclass); nil makes a plain ``Segue``.
    public var makeSegue: (@MainActor (String, ViewController, ViewController) -> Segue)?
    /// Set on the segue as its ``Segue/performHandler``.
    public var performHandler: (@MainActor (Segue) throws -> Void)?

    public init(
        _ identifier: String,
        to destination: String?,
        kind: Segue.Kind,
        presentationStyle: ModalPresentationStyle? = nil,
        popoverAnchor: String? = nil
    ) {
        self.identifier = identifier
        self.destination = destination
        self.kind = kind
        self.presentationStyle = presentationStyle
        self.popoverAnchor = popoverAnchor
    }

    /// An unwind segue to whichever controller accepts `action` (rule SB6).
    public static func unwind(_ identifier: String, action: Action) -> SegueTemplate {
        var template = SegueTemplate(identifier, to: nil, kind: .unwind)
        template.unwindAction = action
        return template
    }
}
