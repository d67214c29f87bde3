import Testing
import ViewRuntime

@testable import Profiler

/// A field of every shape a plan reads in place (and some it leaves to `Mirror`): the plan's
/// reading must list exactly what `ReferenceScanner.collect` lists for a copy of the value.
private final class PlanLeaf {}
private final class PlanSubLeaf {}
private struct PlanWrapper { var leaf: PlanLeaf; weak var weakLeaf: PlanLeaf?; var count = 3 }
private enum PlanChoice { case none, one(PlanLeaf) }
private struct PlanTree { var name = "node"; var leaf: PlanLeaf?; var children: [PlanTree] = [] }
private struct PlanState { var wrappers: [PlanWrapper]; var byKey: [String: PlanWrapper]; var count = 0; var tree: PlanTree }

private final class PlanHolder {
    let leaf = PlanLeaf()
    var subclassed: AnyObject = PlanSubLeaf()
    var optional: PlanLeaf? = PlanLeaf()
    var none: PlanLeaf?
    weak var weakLeaf: PlanLeaf?
    var number = 7
    var text = "a title"
    var numbers = [1, 2, 3]
    var leaves = [PlanLeaf(), PlanLeaf(), PlanLeaf()]
    var optionalLeaves: [PlanLeaf?] = [PlanLeaf(), nil, PlanLeaf()]
    var contiguous: ContiguousArray<PlanLeaf> = [PlanLeaf(), PlanLeaf()]
    var nested: [[PlanLeaf]] = [[PlanLeaf()], [], [PlanLeaf(), PlanLeaf()]]
    var byName: [String: PlanLeaf] = ["b": PlanLeaf(), "a": PlanLeaf(), "c": PlanLeaf()]
    var byNumber: [Int: [PlanLeaf]] = [3: [PlanLeaf()], 1: [PlanLeaf(), PlanLeaf()]]
    var many: [String: PlanLeaf] = Dictionary(uniqueKeysWithValues: (0..<300).map { ("key\($0)", PlanLeaf()) })
    var byIdentifier: [ObjectIdentifier: PlanLeaf] = [:]
    var emptyDictionary: [String: PlanLeaf] = [:]
    var set: Set<ObjectIdentifier> = []
    var wrappers = [PlanWrapper(leaf: PlanLeaf())]
    var choice = PlanChoice.one(PlanLeaf())
    var anything: Any = PlanLeaf()
    var closure: () -> Void = {}
    var capturing: (() -> Void)?
    var noClosure: (() -> Void)?
    var optionalBox: (() -> Void)? = { [counter = [PlanLeaf()]] in _ = counter }
    var optionalOptional: PlanLeaf?? = .some(PlanLeaf())
    var tuple: (Int, PlanLeaf) = (1, PlanLeaf())
    var state = PlanState(
        wrappers: [PlanWrapper(leaf: PlanLeaf()), PlanWrapper(leaf: PlanLeaf())],
        byKey: ["k": PlanWrapper(leaf: PlanLeaf())],
        tree: PlanTree(leaf: PlanLeaf(), children: [PlanTree(leaf: PlanLeaf(), children: [PlanTree(leaf: nil)])]))
    var optionalState: PlanState?
    var deep: [[[[[[[[[[PlanLeaf]]]]]]]]]] = [[[[[[[[[[PlanLeaf()]]]]]]]]]]

    init() {
        let captured = PlanLeaf()
        capturing = { _ = captured }
        weakLeaf = leaf
        byIdentifier = [ObjectIdentifier(leaf): leaf, ObjectIdentifier(captured): captured]
        set = [ObjectIdentifier(leaf)]
    }
}

@MainActor
@Suite("Reference plans")
struct ReferencePlanTests {
    /// What a reading lists, comparable.
    static func listing(_ found: [HeapReference]) -> [String] {
        found.map { "\($0.label) \($0.status) \($0.address) \($0.typeName) \($0.object.map { String(describing: type(of: $0)) } ?? "-")" }
    }

    @Test("each field's plan lists exactly what Mirror-based collect lists, with the same labels, statuses, addresses and type names")
    func planEqualsCollect() throws {
        let holder = PlanHolder()
        let layout = try #require(ClassLayout(PlanHolder.self))
        var scanner = ReferenceScanner()
        var mirrorOnly = ReferenceScanner()
        mirrorOnly.plansEnabled = false
        let base = UnsafeRawPointer(Unmanaged.passUnretained(holder).toOpaque())
        var compared = 0
        for field in layout.fields {
            guard let type = field.type else { continue }
            for depth in [0, 8, 9] {
                var planned: [HeapReference] = [], collected: [HeapReference] = []
                scanner.walk(scanner.plan(for: type), at: base + field.offset, label: field.name, status: .strong, depth: depth, into: &planned)
                mirrorOnly.collect(
                    ClosureContextReader.load(type, at: base + field.offset), label: field.name, status: .strong, depth: depth, into: &collected)
                #expect(Self.listing(planned) == Self.listing(collected), "\(field.name) at depth \(depth)")
                compared += collected.count
            }
        }
        #expect(compared > 20)
        #expect(Self.listing(scanner.references(of: holder)) == Self.listing(mirrorOnly.references(of: holder)))
        // A struct read in place, and through `collect` (as a global's value is).
        var planned: [HeapReference] = [], collected: [HeapReference] = []
        scanner.collect(holder.state, label: "state", status: .strong, depth: 0, into: &planned)
        mirrorOnly.collect(holder.state, label: "state", status: .strong, depth: 0, into: &collected)
        #expect(Self.listing(planned) == Self.listing(collected))
        #expect(planned.contains { $0.label == "state.tree.children[0].leaf" })
        // And the scanner's reading of the whole object is that of every field in order.
        let all = scanner.references(of: holder)
        #expect(all.contains { $0.label == "byName[a]" } && all.contains { $0.label == "nested[2][1]" })
        #expect(all.contains { $0.label.hasPrefix("capturing{capture 0: PlanLeaf}") })
        #expect(!all.contains { $0.label == "weakLeaf" })
    }

    @Test("plans are worked out once per type: the array, dictionary and optional plans read in place; other shapes fall back to Mirror")
    func plansByType() {
        var scanner = ReferenceScanner()
        #expect(scanner.plan(for: Int.self).holdsNothing && scanner.plan(for: [Int].self).holdsNothing && scanner.plan(for: String.self).holdsNothing)
        if case .object = scanner.plan(for: PlanLeaf.self) {} else { Issue.record("a class is one reference") }
        if case .objectArray = scanner.plan(for: [PlanLeaf].self) {} else { Issue.record("an array of objects, read from its buffer") }
        if case .objectArray = scanner.plan(for: ContiguousArray<PlanLeaf>.self) {} else { Issue.record("a contiguous array of objects") }
        if case .sequence(_, element: .optionalObject) = scanner.plan(for: [PlanLeaf?].self) {} else { Issue.record("an array of optionals") }
        if case .dictionary(_, value: .objectArray) = scanner.plan(for: [Int: [PlanLeaf]].self) {} else { Issue.record("a dictionary of arrays") }
        if case .optionalClosure = scanner.plan(for: (() -> Void)?.self) {} else { Issue.record("an optional closure is nil at a zero word") }
        if case .optionalObject = scanner.plan(for: PlanLeaf?.self) {} else { Issue.record("an optional object is one word") }
        if case .optional(_, wrapped: .optionalObject) = scanner.plan(for: PlanLeaf??.self) {} else { Issue.record("an optional optional") }
        if case .fields(let fields) = scanner.plan(for: PlanWrapper.self) {
            #expect(fields.map(\.name) == ["leaf"])  // the weak field and the Int hold nothing
        } else {
            Issue.record("a struct is read at its offsets")
        }
        if case .general = scanner.plan(for: PlanChoice.self) {} else { Issue.record("an enum is read with Mirror") }
        if case .general = scanner.plan(for: (Int, PlanLeaf).self) {} else { Issue.record("a tuple is read with Mirror") }
    }

    @Test("the runtime's, the window's, the controllers' and the profiler's own references read the same with plans as with Mirror alone")
    func runtimeObjectsReadTheSame() throws {
        let stack = try ProfiledStack()
        _ = stack.profiler.checkLeaks()
        var scanner = ReferenceScanner()
        var mirrorOnly = ReferenceScanner()
        mirrorOnly.plansEnabled = false
        let objects: [AnyObject] = [stack.runtime, stack.window, stack.navigation, stack.profiler, stack.navigation.viewControllers[0]]
        var listed = 0
        for object in objects {
            let planned = Self.listing(scanner.references(of: object))
            #expect(planned == Self.listing(mirrorOnly.references(of: object)), "\(type(of: object))")
            listed += planned.count
        }
        #expect(listed > 10)
    }
}
