import Testing
import ViewRuntime

@testable import Profiler

/// Constants the per-callback path keeps as literals (so that reading them costs no lazy
/// initialization check) must agree with what they stand for.
@Suite("Ledger constants")
struct LedgerConstantsTests {
    @Test("kindCount is the number of callback kinds, and ordinal their position")
    @MainActor
    func kindCount() {
        #expect(RuntimeProfiler.kindCount == CallbackKind.allCases.count)
        for (index, kind) in CallbackKind.allCases.enumerated() { #expect(kind.ordinal == index) }
    }

    @Test("kindsUpdatingAccounts has a bit for exactly the kinds whose beginning updates an account")
    @MainActor
    func kindsUpdatingAccounts() {
        let expected: [CallbackKind] = [.viewDidLoad, .willMoveToParent, .didMoveToParent, .viewWillAppear, .viewDidDisappear]
        let mask = expected.reduce(0) { $0 | (1 << $1.ordinal) }
        #expect(RuntimeProfiler.kindsUpdatingAccounts == mask)
    }

    @Test("the fast beginning's masks split kindsUpdatingAccounts: numbers only, and departures")
    @MainActor
    func accountMasksSplit() {
        let counted: [CallbackKind] = [.viewDidLoad, .willMoveToParent, .viewWillAppear]
        let departures: [CallbackKind] = [.didMoveToParent, .viewDidDisappear]
        #expect(RuntimeProfiler.kindsCountedInAccounts == counted.reduce(0) { $0 | (1 << $1.ordinal) })
        #expect(RuntimeProfiler.kindsRecordingDepartures == departures.reduce(0) { $0 | (1 << $1.ordinal) })
        #expect(RuntimeProfiler.kindsCountedInAccounts | RuntimeProfiler.kindsRecordingDepartures == RuntimeProfiler.kindsUpdatingAccounts)
        #expect(RuntimeProfiler.kindsCountedInAccounts & RuntimeProfiler.kindsRecordingDepartures == 0)
    }
}
