import Foundation

/// How a presented controller covers its presenter (rule P6).
public enum ModalPresentationStyle: String, CaseIterable, Sendable {
    /// Resolves to ``pageSheet`` (iOS 13-17; see ``resolved``).
    case automatic
    /// Covers the screen; the presenter's view is removed when the presentation completes and the
    /// presenter gets disappear/appear callbacks.
    case fullScreen
    /// Covers the screen; the presenter's view stays and gets no callbacks.
    case overFullScreen
    /// Covers the presentation context (rule P5); the context's view is removed and it gets callbacks.
    case currentContext
    /// Covers the presentation context; the context's view stays and gets no callbacks.
    case overCurrentContext
    /// A card (iOS 13+): the presenter's view stays and gets no callbacks.
    case pageSheet
    /// A centred card: like ``pageSheet``.
    case formSheet
    /// A popover: the presenter's view stays and gets no callbacks (rule A7).
    case popover
    /// A custom presentation: removes the presenter's view (and sends it callbacks) only if the
    /// presented controller's ``ViewController/shouldRemovePresentersView`` is true.
    case custom

    /// The style actually used: ``automatic`` becomes ``pageSheet``, as on iOS 13-17 for most
    /// controllers. (iOS 18 resolves to ``formSheet``, which behaves the same here.) Sheets are not
    /// adapted to full screen in compact widths, as on iOS 13+ iPhones.
    public var resolved: ModalPresentationStyle { self == .automatic ? .pageSheet : self }

    /// Whether the presenter is found through the presentation context (rule P5).
    var usesPresentationContext: Bool { self == .currentContext || self == .overCurrentContext }

    func removesPresentersView(custom flag: Bool) -> Bool {
        switch resolved {
        case .fullScreen, .currentContext: true
        case .custom: flag
        default: false
        }
    }
}

/// What a presentation did, kept on the presented controller until it is dismissed.
@MainActor
final class PresentationRecord {
    let style: ModalPresentationStyle
    let removesPresentersView: Bool
    /// The controller whose view was removed (the presenter), if the style removes it.
    weak var coveredController: ViewController?
    /// Where the covered view was, to put it back on dismissal.
    weak var coveredSuperview: View?
    var coveredIndex = 0

    init(style: ModalPresentationStyle, removesPresentersView: Bool) {
        self.style = style
        self.removesPresentersView = removesPresentersView
    }
}
