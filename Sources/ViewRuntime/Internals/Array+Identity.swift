extension Array where Element: AnyObject {
    /// The last index of `object` (compared by identity), searching from the end; nil if absent.
    ///
    /// A loop rather than `lastIndex(where: { $0 === object })`: a closure formed in main-actor
    /// code and passed to the standard library (built in Swift 5 mode) checks its executor on
    /// every call (SE-0423's dynamic isolation checks, `swift_task_isCurrentExecutor`, about 44
    /// instructions an element), a tenth of a tree edit's cost in a deep-navigation profile.
    func lastIndex(ofIdentical object: Element) -> Int? {
        var index = count
        while index > 0 {
            index -= 1
            if self[index] === object { return index }
        }
        return nil
    }
}
