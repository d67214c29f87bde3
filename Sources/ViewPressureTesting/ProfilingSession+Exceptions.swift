public import Testing
public import ViewRuntime

/// Exceptions UIKit raised during a session (``ViewRuntime/UIKitException``), reported as test
/// failures at the test's own call site.
extension ProfilingSession {
    /// Records a Swift Testing issue at `sourceLocation` for each exception UIKit raised since the
    /// last report (`UIKit raised NAME: reason`), and forgets them. Every step of the session
    /// (`launch`, `push`, `pop`, `present`, `dismiss`, `selectTab`, `scroll`, `teardown`) and every
    /// expectation calls it at the test's call site; call it yourself after driving controllers
    /// directly. Returns the exceptions reported.
    @discardableResult
    public func reportRaisedExceptions(at sourceLocation: SourceLocation = #_sourceLocation) -> [UIKitException] {
        let raised = runtime.drainRaisedExceptions()
        for exception in raised {
            Issue.record(Comment(rawValue: "UIKit raised \(exception)"), sourceLocation: sourceLocation)
        }
        return raised
    }
}
