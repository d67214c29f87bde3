/// How a presented controller's view comes on screen: UIKit's `UIModalTransitionStyle`. The
/// runtime draws nothing, so the style changes no callback or timing; it is kept and resolved
/// as UIKit resolves it (rule P5: a presentation context that provides its transition style
/// replaces the presented controller's), so code that reads or sets it runs unchanged and a
/// scenario can check which style a presentation used.
public enum ModalTransitionStyle: String, CaseIterable, Sendable {
    /// Slides up from the bottom (UIKit's default).
    case coverVertical
    /// A horizontal 3D flip.
    case flipHorizontal
    /// A cross-fade.
    case crossDissolve
    /// A page curl (UIKit requires a full-screen presentation for it).
    case partialCurl
}
