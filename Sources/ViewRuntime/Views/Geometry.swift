public import Foundation

/// A point in the runtime's coordinate space, in points (not pixels): Foundation's `CGPoint`.
///
/// The runtime's geometry is Foundation's (`CGPoint`, `CGSize`, `CGRect`, `CGFloat`), so that a file
/// that imports Foundation and the `UIKit` module sees one type for each, as on iOS. `CGFloat` is
/// Double-sized, and Swift converts between `Double` and `CGFloat` implicitly.
public typealias Point = CGPoint

/// A width and a height, in points: Foundation's `CGSize`.
public typealias Size = CGSize

/// An origin and a size, in points: Foundation's `CGRect`.
public typealias Rect = CGRect
