import Foundation
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
        #expect(ProfilerCore.kindCount == CallbackKind.allCases.count)
        for (index, kind) in CallbackKind.allCases.enumerated() { #expect(kind.ordinal == index) }
    }

    @Test("kindsUpdatingAccounts has a bit for exactly the kinds whose beginning updates an account")
    @MainActor
    func kindsUpdatingAccounts() {
        let expected: [CallbackKind] = [.viewDidLoad, .willMoveToParent, .didMoveToParent, .viewWillAppear, .viewDidDisappear]
        let mask = expected.reduce(0) { $0 | (1 << $1.ordinal) }
        #expect(HotState.kindsUpdatingAccounts == mask)
    }

    @Test("operation names: numbered once, nil is removal, bounded (later names share the overflow name)")
    func operationNames() {
        var names = OperationNames()
        #expect(names.code(for: nil) == OperationNames.removalCode)
        #expect(names.code(for: "dismiss") == OperationNames.dismissCode)
        let pop = names.code(for: "pop")
        #expect(names.code(for: "push") != pop && names.code(for: "pop") == pop)
        #expect(names.name(pop) == "pop" && names.name(OperationNames.removalCode) == "removal")
        #expect(names.name(OperationNames.noneCode) == nil)
        for index in 0..<OperationNames.capacity { _ = names.code(for: "op\(index)") }
        let late = names.code(for: "one too many")
        #expect(late == OperationNames.overflowCode)
        #expect(names.name(late)?.contains("beyond") == true)
        #expect(names.names.count == OperationNames.capacity)
    }
}
