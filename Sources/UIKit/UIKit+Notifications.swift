// Block observers of `NotificationCenter`, recorded so that the leak check can name them.

extension NotificationCenter {
    /// Foundation's `addObserver(forName:object:queue:using:)`, recorded: the center keeps the
    /// block until `removeObserver(_:)` is given the returned token, as on iOS (NC1), and the
    /// leak check reads the recorded registration as a holder, so a controller the block
    /// captures strongly is reported as
    /// `NotificationCenter.default observer "name" (registered in viewDidLoad() at File.swift:12) → block{capture 0: Controller}`
    /// (NC2).
    ///
    /// The name is not optional here, which makes this overload the one a call with a name
    /// picks over Foundation's in a file that imports both Foundation and UIKit; a call with a
    /// `nil` or optional name goes to Foundation's, unrecorded. The trailing parameters are
    /// the call site, filled in by the compiler.
    public func addObserver(
        forName name: Notification.Name, object obj: Any?, queue: OperationQueue?,
        using block: @escaping @Sendable (Notification) -> Void,
        function: String = #function, fileID: String = #fileID, line: Int = #line
    ) -> any NSObjectProtocol {
        let site = NotificationRegistrations.site(function: function, fileID: fileID, line: line)
        return NotificationRegistrations.register(self, name: name, object: obj, queue: queue, site: site, block: block)
    }
}
