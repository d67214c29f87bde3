import Foundation
import Testing

@testable import Profiler

@Suite("Closure captures")
struct ClosureCapturesTests {
    @Test("a [weak self] capture reads as weak, a plain one as strong, each with its type")
    func weakAndStrong() throws {
        let model = RefreshModel()
        let other = RefreshModel()
        let count = 3
        let strong: () -> Void = { model.refreshes += count + other.refreshes }
        let weak: () -> Void = { [weak model] in model?.refreshes += count }
        let unowned: () -> Void = { [unowned model] in model.refreshes += count }
        #expect(
            ClosureCaptures.of(strong) == [
                CapturedValue(index: 0, type: "RefreshModel", ownership: "strong"),
                CapturedValue(index: 1, type: "Int", ownership: "strong"),
                CapturedValue(index: 2, type: "RefreshModel", ownership: "strong"),
            ])
        // An optimized build may capture the weak reference inline or in a box: either way, weak.
        let weakCaptures = try #require(ClosureCaptures.of(weak))
        #expect(weakCaptures.map(\.type) == ["Optional<RefreshModel>", "Int"])
        #expect(weakCaptures.map(\.ownership) == ["weak", "strong"])
        #expect(ClosureCaptures.of(unowned)?.first.map { [$0.type, $0.ownership] } == ["RefreshModel", "unowned"])
        #expect(ClosureCaptures.of(42) == nil)
        #expect(ClosureCaptures.of({ print("no captures") } as () -> Void) == [])
    }
}
