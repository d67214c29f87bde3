import Foundation

/// The knobs of a ``Runtime`` that change what it simulates, not how it behaves towards the caller.
public struct RuntimeSettings: Sendable, Hashable {
    /// What a memory warning does (rules M2-M5). Default ``MemoryWarningPolicy/unloadViews``.
    public var memoryWarningPolicy: MemoryWarningPolicy
    /// Whether views drawn in a window get a backing store of real bytes (rule M5). Default true.
    public var backingStoresEnabled: Bool
    /// The pixels per point used to size backing stores; nil means the screen's scale.
    ///
    /// A backing store holds `ceil(width * s) * ceil(height * s) * 4` bytes, with `s` this value.
    /// Lower it (say to 0.1) so that runs with many drawn views fit in memory.
    public var backingStoreScale: Double?
    /// The virtual duration of an animated transition, in seconds. Default 0.35 (UIKit's push).
    public var transitionDuration: Double
    /// How deep `loadView` may re-enter itself (rule L5) before the runtime gives up. Default 8.
    public var maximumViewLoadDepth: Int
    /// Whether page and form sheets (and popovers) presented in a horizontally compact environment
    /// adapt to ``ModalPresentationStyle/fullScreen``, so the presenter gets the full-screen lifecycle
    /// (rules P6, TR3, traces T5/T6). Default true, as UIKit documents (AD-present: "in a horizontally
    /// compact environment, sheets adapt to full screen by default"). Set false for the iOS 13+
    /// card style some sheets take instead, which keeps the presenter on screen. The choice is made
    /// when the presentation starts (a `presentationAdapted` diagnostic names it); later trait
    /// changes do not re-adapt it.
    public var adaptsSheetsInCompactWidth: Bool

    public init(
        memoryWarningPolicy: MemoryWarningPolicy = .unloadViews,
        backingStoresEnabled: Bool = true,
        backingStoreScale: Double? = nil,
        transitionDuration: Double = 0.35,
        maximumViewLoadDepth: Int = 8,
        adaptsSheetsInCompactWidth: Bool = true
    ) {
        self.adaptsSheetsInCompactWidth = adaptsSheetsInCompactWidth
        self.memoryWarningPolicy = memoryWarningPolicy
        self.backingStoresEnabled = backingStoresEnabled
        self.backingStoreScale = backingStoreScale
        self.transitionDuration = transitionDuration
        self.maximumViewLoadDepth = maximumViewLoadDepth
    }
}
