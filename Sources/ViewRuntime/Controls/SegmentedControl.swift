public import Foundation

/// A row of segments, one selected: the runtime's UISegmentedControl. A tap on a segment selects it
/// and sends `valueChanged` (after `touchUpInside`) when the selection changed; setting
/// ``selectedSegmentIndex`` in code sends nothing, as in UIKit.
@preconcurrency @MainActor
open class SegmentedControl: Control {
    /// UIKit's `UISegmentedControl.noSegment`: -1.
    public static let noSegment = -1

    private var titles: [String?]
    private var images: [Image?]
    private var enabledSegments: [Bool]
    /// The selected segment, or ``noSegment``. Out-of-range values are ignored.
    public var selectedSegmentIndex = SegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex < Self.noSegment || selectedSegmentIndex >= numberOfSegments {
                selectedSegmentIndex = oldValue
            }
        }
    }
    /// Whether the selection is dropped right after a tap (momentary). Default false.
    public var isMomentary = false
    /// Where the last tracked touch ended, in bounds.
    private var releaseX: Double?
    /// The selected segment's colour. Recorded.
    public var selectedSegmentTintColor: Color?

    /// UIKit's `init(items:)`: each item a `String` (a title) or an ``Image``; 32 points high.
    public init(items: [Any]?) {
        let items = items ?? []
        titles = items.map { $0 as? String }
        images = items.map { $0 as? Image }
        enabledSegments = Array(repeating: true, count: items.count)
        super.init(frame: Rect(x: 0, y: 0, width: Double(max(1, items.count)) * 60, height: 32))
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required convenience init?(coder: NSCoder) {
        self.init(items: nil)
    }

    /// An empty segmented control at `frame` (UIKit's `init(frame:)`).
    public override init(frame: Rect) {
        titles = []
        images = []
        enabledSegments = []
        super.init(frame: frame)
    }

    /// The number of segments.
    public var numberOfSegments: Int { titles.count }

    /// The title of segment `index`, or nil.
    public func titleForSegment(at index: Int) -> String? { titles.indices.contains(index) ? titles[index] : nil }
    /// The image of segment `index`, or nil.
    public func imageForSegment(at index: Int) -> Image? { images.indices.contains(index) ? images[index] : nil }

    /// Sets segment `index`'s title (ignored out of range).
    public func setTitle(_ title: String?, forSegmentAt index: Int) {
        guard titles.indices.contains(index) else { return }
        titles[index] = title
    }

    /// Sets segment `index`'s image (ignored out of range).
    public func setImage(_ image: Image?, forSegmentAt index: Int) {
        guard images.indices.contains(index) else { return }
        images[index] = image
    }

    /// Inserts a titled segment at `index` (clamped), keeping the selected segment selected.
    public func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
        insert(title: title, image: nil, at: index)
    }

    /// Inserts a segment showing `image` at `index` (clamped).
    public func insertSegment(with image: Image?, at index: Int, animated: Bool) {
        insert(title: nil, image: image, at: index)
    }

    private func insert(title: String?, image: Image?, at index: Int) {
        let position = min(max(0, index), numberOfSegments)
        titles.insert(title, at: position)
        images.insert(image, at: position)
        enabledSegments.insert(true, at: position)
        if selectedSegmentIndex >= position { selectedSegmentIndex += 1 }
    }

    /// Removes segment `index` (ignored out of range); removing the selected one selects none.
    public func removeSegment(at index: Int, animated: Bool) {
        guard titles.indices.contains(index) else { return }
        let selected = selectedSegmentIndex
        selectedSegmentIndex = Self.noSegment
        titles.remove(at: index)
        images.remove(at: index)
        enabledSegments.remove(at: index)
        if selected > index { selectedSegmentIndex = selected - 1 } else if selected < index { selectedSegmentIndex = selected }
    }

    /// Removes every segment.
    public func removeAllSegments() {
        selectedSegmentIndex = Self.noSegment
        titles.removeAll()
        images.removeAll()
        enabledSegments.removeAll()
    }

    /// Enables or disables segment `index`.
    public func setEnabled(_ enabled: Bool, forSegmentAt index: Int) {
        guard enabledSegments.indices.contains(index) else { return }
        enabledSegments[index] = enabled
    }

    /// Whether segment `index` is enabled (false out of range).
    public func isEnabledForSegment(at index: Int) -> Bool { enabledSegments.indices.contains(index) && enabledSegments[index] }

    /// The segment under `x` (in bounds), segments sharing the width equally, or ``noSegment``.
    public func segmentIndex(atX x: Double) -> Int {
        guard numberOfSegments > 0, bounds.width > 0 else { return Self.noSegment }
        let fraction = (x - bounds.origin.x) / bounds.width
        return min(max(Int(fraction * Double(numberOfSegments)), 0), numberOfSegments - 1)
    }

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        releaseX = touch.map { Double($0.location.x) }
    }

    override func trackedTouchDidEnd(inside: Bool, event: Event?) {
        guard inside, let x = releaseX else { return }
        releaseX = nil
        let index = segmentIndex(atX: x)
        guard isEnabledForSegment(at: index) else { return }
        let changed = index != selectedSegmentIndex
        selectedSegmentIndex = index
        if changed { sendActions(for: .valueChanged, event: event) }
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }
}
