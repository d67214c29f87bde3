import Foundation
import MemoryProbe
import Results
import Testing
import ViewRuntime

@testable import Profiler

/// The ledger reads per-thread counters: these tests are synchronous and run on the main actor.
@MainActor
@Suite("Per-callback memory ledger", .serialized)
struct LedgerTests {
    /// Pushes `controller` and pops it, returning the per-kind exclusive allocated bytes it was charged.
    /// `checksInvariants: false` measures the ledger alone (the beginning that reads once).
    func charges(checksInvariants: Bool = true, for make: (Runtime) -> ViewController) throws -> [CallbackKind: UInt64] {
        let stack = try ProfiledStack(probe: try AllocatorProbe(), checksInvariants: checksInvariants)
        let controller = make(stack.runtime)
        controller.traceLabel = "subject#1"
        let id = controller.instanceID
        try stack.navigation.pushViewController(controller, animated: false)
        _ = stack.navigation.popViewController(animated: false)
        let frames = stack.profiler.ledgerByKind(controller: id)
        return frames
    }

    @Test(
        "a controller that allocates 4 KiB in viewDidLoad is charged exactly that there, and nothing elsewhere (with the checker, and the ledger alone)",
        arguments: [true, false])
    func exactChargeInViewDidLoad(checksInvariants: Bool) throws {
        // Warm up: first runs initialize lazy runtime state (metadata, dictionaries).
        _ = try charges(checksInvariants: checksInvariants) { PlainController(runtime: $0) }
        _ = try charges(checksInvariants: checksInvariants) { AllocatingController(runtime: $0) }
        let plain = try charges(checksInvariants: checksInvariants) { PlainController(runtime: $0) }
        let allocating = try charges(checksInvariants: checksInvariants) { AllocatingController(runtime: $0) }
        #expect(allocating[.viewDidLoad] == (plain[.viewDidLoad] ?? 0) + UInt64(AllocatingController.bytes))
        for kind in CallbackKind.allCases where kind != .viewDidLoad {
            #expect(allocating[kind] == plain[kind], "\(kind): \(allocating[kind] ?? 0) vs \(plain[kind] ?? 0)")
        }
        #expect(plain[.viewDidLoad] == 0)
        // loadView creates the controller's View object, and nothing else.
        let counters = try ThreadCounters.forCurrentThread()
        let before = counters.read()
        let view = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let viewBytes = counters.read().since(before).allocatedBytes
        withExtendedLifetime(view) {}
        #expect(plain[.loadView] == viewBytes)
        #expect((plain[.viewWillAppear] ?? 0) == 0)
    }

    @Test(
        "a child's bytes appear only in the child's exclusive entry, and in the parent's inclusive one (with the checker, and the ledger alone)",
        arguments: [true, false])
    func childBytesAreExclusiveToTheChild(checksInvariants: Bool) throws {
        let stack = try ProfiledStack(probe: try AllocatorProbe(), checksInvariants: checksInvariants)
        _ = try {
            let c = PlainController(runtime: stack.runtime); try stack.navigation.pushViewController(c, animated: false);
            _ = stack.navigation.popViewController(animated: false)
        }()
        let container = ContainerController(runtime: stack.runtime)
        container.traceLabel = "container#1"
        try stack.navigation.pushViewController(container, animated: false)
        let child = try #require(container.children.first)
        let parentEntry = try #require(stack.profiler.account(container.instanceID))
        let childEntry = try #require(stack.profiler.account(child.instanceID))
        let childViewDidLoad = stack.profiler.ledgerByKind(controller: child.instanceID)[.viewDidLoad]
        #expect(childViewDidLoad == UInt64(AllocatingController.bytes))
        // The container's own viewDidLoad created the child controller (its object, views,
        // bookkeeping) but the child's 4 KiB is charged to the child only.
        let parentExclusive = stack.profiler.ledgerByKind(controller: container.instanceID)[.viewDidLoad] ?? 0
        let parentInclusive = stack.profiler.inclusiveByKind(controller: container.instanceID)[.viewDidLoad] ?? 0
        #expect(parentInclusive >= parentExclusive + UInt64(AllocatingController.bytes))
        #expect(childEntry.totals.exclusiveAllocated >= UInt64(AllocatingController.bytes))
        #expect(parentEntry.totals.count > 0)
        #expect(parentEntry.viewLoads == 1 && childEntry.viewLoads == 1 && parentEntry.attached)
    }
}

extension LedgerTests {
    @Test("ledgerTotals(for:) sums one callback kind over every controller, and agrees with the per-controller ledger")
    func totalsForOneKind() throws {
        _ = try charges { AllocatingController(runtime: $0) }  // warm-up
        let stack = try ProfiledStack(probe: try AllocatorProbe())
        stack.profiler.recordsCallbacks = true
        let before = stack.profiler.ledgerTotals(for: .viewDidLoad)
        var ids: [Int] = []
        for _ in 0..<3 {
            let controller = AllocatingController(runtime: stack.runtime)
            ids.append(controller.instanceID)
            try stack.navigation.pushViewController(controller, animated: false)
        }
        let after = stack.profiler.ledgerTotals(for: .viewDidLoad)
        let perController = ids.reduce(UInt64(0)) { $0 + (stack.profiler.ledgerByKind(controller: $1)[.viewDidLoad] ?? 0) }
        #expect(after.count - before.count == 3)
        #expect(after.exclusiveAllocatedBytes - before.exclusiveAllocatedBytes == perController)
        #expect(perController == 3 * UInt64(AllocatingController.bytes))
        #expect(stack.profiler.ledgerTotals(for: .viewDidUnload).count == 0)
    }

    @Test(
        "the inclusive column counts each outermost callback once: a child's viewDidLoad nested in its parent's is not added twice",
        arguments: [true, false])
    func inclusiveCountsOutermostOnce(checksInvariants: Bool) throws {
        let stack = try ProfiledStack(probe: try AllocatorProbe(), checksInvariants: checksInvariants)
        let container = ContainerController(runtime: stack.runtime)
        container.traceLabel = "container#1"
        try stack.navigation.pushViewController(container, animated: false)
        let child = try #require(container.children.first)
        let records = stack.profiler.callbackRecords.filter { $0.kind == .viewDidLoad }
        let everyRecord = records.reduce(UInt64(0)) { $0 + $1.inclusive.allocatedBytes }
        let nested = stack.profiler.inclusiveByKind(controller: child.instanceID)[.viewDidLoad] ?? 0
        #expect(nested >= UInt64(AllocatingController.bytes))
        let totals = stack.profiler.ledgerTotals(for: .viewDidLoad)
        #expect(totals.inclusiveAllocatedBytes == everyRecord - nested, "\(totals.inclusiveAllocatedBytes) vs \(everyRecord) - \(nested)")
        // Exclusive bytes are never nested: they add up over every callback.
        #expect(totals.exclusiveAllocatedBytes == records.reduce(UInt64(0)) { $0 + $1.exclusive.allocatedBytes })
        #expect(totals.count == records.count)
    }
}

extension LedgerTests {
    @Test("windows opened with one reading charge the frame stack's growth (at 64 and 128 deep) to no callback")
    func growthIsOverhead() throws {
        var ledger = CallbackLedger(counters: try ThreadCounters.forCurrentThread(), clock: .shared, kinds: ProfilerCore.kindCount)
        var costs: [CallbackCost] = []
        costs.reserveCapacity(200)
        // Nothing between the opens and the closes may allocate (no expectation in between).
        for slot in 0..<200 { ledger.open(slot: slot, kindIndex: CallbackKind.viewDidLoad.ordinal) }
        let depth = ledger.depth
        for _ in 0..<200 {
            let entry = ledger.counters.read()
            let entryTicks = ledger.now()
            let closed = ledger.close(entry: entry, entryTicks: entryTicks)
            let (frame, cost) = try #require(closed)
            costs.append(cost)
            ledger.finishClose(cost: cost, frame: frame, entry: entry, entryTicks: entryTicks)
        }
        #expect(depth == 200 && ledger.depth == 0)
        let charged = costs.filter { $0.inclusive.allocatedBytes != 0 || $0.exclusive.allocatedBytes != 0 || $0.inclusive.freedBytes != 0 }
        #expect(
            charged.isEmpty,
            "\(charged.count) windows charged, the first \(charged.first.map { "+\($0.inclusive.allocatedBytes) -\($0.inclusive.freedBytes)" } ?? "")"
        )
    }
}

extension LedgerTests {
    /// Pushes and pops the controller `make` returns under the ledger alone, or the ledger and
    /// the checker, with no records (the fast beginnings and end), returning what each kind's
    /// totals and its account gained.
    func fastPathCharges(
        checksInvariants: Bool = false, for make: (Runtime) -> ViewController
    ) throws -> (exclusive: [CallbackKind: UInt64], inclusive: [CallbackKind: UInt64], account: UInt64) {
        let stack = try ProfiledStack(probe: try AllocatorProbe(), checksInvariants: checksInvariants)
        stack.profiler.recordsCallbacks = false
        let records = stack.profiler.callbackRecords.count
        let before = CallbackKind.allCases.map { stack.profiler.ledgerTotals(for: $0) }
        let controller = make(stack.runtime)
        controller.traceLabel = "subject#1"
        let id = controller.instanceID
        try stack.navigation.pushViewController(controller, animated: false)
        _ = stack.navigation.popViewController(animated: false)
        var exclusive: [CallbackKind: UInt64] = [:]
        var inclusive: [CallbackKind: UInt64] = [:]
        for (index, kind) in CallbackKind.allCases.enumerated() {
            let after = stack.profiler.ledgerTotals(for: kind)
            exclusive[kind] = after.exclusiveAllocatedBytes - before[index].exclusiveAllocatedBytes
            inclusive[kind] = after.inclusiveAllocatedBytes - before[index].inclusiveAllocatedBytes
        }
        let account = try #require(stack.profiler.account(id))
        #expect(account.viewLoads == 1 && account.attached)
        #expect(stack.profiler.callbackRecords.count == records)
        return (exclusive, inclusive, account.totals.exclusiveAllocated)
    }

    @Test(
        "the ledger with no records, alone or with the checker (one reading per boundary): a viewDidLoad's 4 KiB are charged exactly, to its kind and its controller",
        arguments: [false, true])
    func exactChargeOnFastPaths(checksInvariants: Bool) throws {
        _ = try fastPathCharges(checksInvariants: checksInvariants) { PlainController(runtime: $0) }
        _ = try fastPathCharges(checksInvariants: checksInvariants) { AllocatingController(runtime: $0) }
        let plain = try fastPathCharges(checksInvariants: checksInvariants) { PlainController(runtime: $0) }
        let allocating = try fastPathCharges(checksInvariants: checksInvariants) { AllocatingController(runtime: $0) }
        let bytes = UInt64(AllocatingController.bytes)
        #expect(allocating.exclusive[.viewDidLoad] == (plain.exclusive[.viewDidLoad] ?? 0) + bytes)
        #expect(allocating.inclusive[.viewDidLoad] == (plain.inclusive[.viewDidLoad] ?? 0) + bytes)
        for kind in CallbackKind.allCases where kind != .viewDidLoad {
            #expect(
                allocating.exclusive[kind] == plain.exclusive[kind], "\(kind): \(allocating.exclusive[kind] ?? 0) vs \(plain.exclusive[kind] ?? 0)")
        }
        #expect(allocating.account == plain.account + bytes)
    }
}

extension LedgerTests {
    /// Pushes a container whose viewDidLoad creates an allocating child, with or without
    /// records: the container's and the child's account totals (exclusive, inclusive bytes).
    func nestedCharges(recordsCallbacks: Bool) throws -> (parent: UInt64, parentInclusive: UInt64, child: UInt64, childInclusive: UInt64) {
        let stack = try ProfiledStack(probe: try AllocatorProbe(), checksInvariants: false)
        stack.profiler.recordsCallbacks = recordsCallbacks
        let container = ContainerController(runtime: stack.runtime)
        container.traceLabel = "container#1"
        try stack.navigation.pushViewController(container, animated: false)
        let child = try #require(container.children.first)
        let parent = try #require(stack.profiler.account(container.instanceID)).totals
        let nested = try #require(stack.profiler.account(child.instanceID)).totals
        return (parent.exclusiveAllocated, parent.inclusiveAllocated, nested.exclusiveAllocated, nested.inclusiveAllocated)
    }

    @Test("a nested end with no records closes without a second reading and charges the same bytes as the measured end")
    func nestedFastEndIsExact() throws {
        _ = try nestedCharges(recordsCallbacks: true)  // warm-up
        _ = try nestedCharges(recordsCallbacks: false)
        let measured = try nestedCharges(recordsCallbacks: true)
        let fast = try nestedCharges(recordsCallbacks: false)
        #expect(fast.child >= UInt64(AllocatingController.bytes))
        #expect(fast.child == measured.child && fast.childInclusive == measured.childInclusive)
        #expect(fast.parent == measured.parent, "parent exclusive: \(fast.parent) vs \(measured.parent)")
        #expect(fast.parentInclusive == measured.parentInclusive)
        #expect(fast.parentInclusive >= fast.parent + fast.child)
    }
}
