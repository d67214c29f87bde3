import Foundation
import Testing

@testable import ViewRuntime

@Suite("CallbackKind and the shared message and transition code")
struct CallbackKindTests {
    @Test("ordinal is the case's position in allCases, in one byte")
    func ordinalIsPosition() {
        #expect(MemoryLayout<CallbackKind>.size == 1)
        for (index, kind) in CallbackKind.allCases.enumerated() { #expect(kind.ordinal == index, "\(kind)") }
    }

    @Test("a diagnostic and a runtime error describe themselves by UIKit's text; codes by name")
    func messagesDescribeThemselves() {
        let diagnostic = Diagnostic(.alreadyPresenting, "Attempt to present while already presenting")
        let error = RuntimeError(.pushingSameViewController, "Pushing the same view controller instance more than once is not supported")
        #expect(diagnostic.description == diagnostic.message)
        #expect("\(error)" == error.message)
        #expect(Diagnostic.Code.alreadyPresenting.description == "alreadyPresenting")
        #expect("\(RuntimeError.Code.pushingSameViewController)" == "pushingSameViewController")
    }

    @Test("the finger of an interactive transition: clamped, and only the first completion counts")
    func interactiveProgress() {
        var finger = InteractiveProgress()
        finger.update(1.5)
        #expect(finger.fraction == 1)
        finger.update(0.25)
        #expect(finger.complete(finishing: true, duration: 0.4) == 0.75 * 0.4)
        #expect(finger.isCompleting)
        finger.update(0.9)
        #expect(finger.fraction == 0.25)
        #expect(finger.complete(finishing: false, duration: 0.4) == nil)
    }
}
