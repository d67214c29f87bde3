/// What a view leak adds to its ``LeakFinding`` (rules UV2, UV4, UV5): where the view sat and
/// what it keeps.
public struct ViewLeakDetail: Sendable, Hashable {
    /// The deallocated controller's label, then the classes from its root view down to the
    /// leaked view: `["DetailController#3", "View", "ImageView"]`.
    public var stack: [String]
    /// Everything the view keeps: the heap blocks of the views of its subtree, their backing
    /// stores and the decoded images they show.
    public var bytes: Int
    /// The decoded images' part of ``bytes``.
    public var imageBytes: Int
    /// The backing stores' part of ``bytes``.
    public var backingStoreBytes: Int

    public init(stack: [String], bytes: Int, imageBytes: Int, backingStoreBytes: Int) {
        self.stack = stack
        self.bytes = bytes
        self.imageBytes = imageBytes
        self.backingStoreBytes = backingStoreBytes
    }
}
