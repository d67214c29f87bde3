import Foundation
import Testing

@testable import Driver
import ViewRuntime

/// The scenario format's `"budgets"` object and `ignoresMemoryWarnings` (docs/SCENARIO-FORMAT.md):
/// parsed into ``MemoryBudget``s, every error with its JSON path; and the per-screen estimate
/// that refuses a scene one screen of which cannot fit the budget.
@Suite("Scenario files: memory budgets and the per-screen estimate")
struct MemoryBudgetParserTests {
    static func scenario(budgets: String) -> String {
        """
        {"format": 1, "initial": "nav",
         "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"},
                    "detail": {"type": "content", "cacheBytes": 1024, "ignoresMemoryWarnings": true}},
         "budgets": \(budgets),
         "steps": [{"op": "launch"}]}
        """
    }

    @Test("budgets per scene and per class, with instances, bytes, bytes after a warning and retention")
    func parsesBudgets() throws {
        let scenario = try ScenarioParser.parse(
            Self.scenario(
                budgets: """
                    {"detail": {"maxInstances": 3, "bytes": 65536, "bytesAfterWarning": 4096},
                     "class:InboxController": {"retention": "cache", "maxInstances": 1}}
                    """))
        #expect(
            scenario.budgets == [
                MemoryBudget(subject: .scene("detail"), path: "budgets.detail", maxInstances: 3, bytes: 65536, bytesAfterWarning: 4096),
                MemoryBudget(subject: .className("InboxController"), path: "budgets.class:InboxController", maxInstances: 1, retention: .cache),
            ])
        #expect(scenario.budgets[1].covers(scene: "anything", className: "InboxController"))
        #expect(!scenario.budgets[0].covers(scene: "home", className: "ContentSceneController"))
        #expect(
            scenario.scene("detail")?.kind == .content(ContentScene(subviews: 0, cacheBytes: 1024, retainCycle: false, ignoresMemoryWarnings: true)))
    }

    @Test(
        "budget errors name the JSON path",
        arguments: [
            (#"{"nowhere": {"maxInstances": 1}}"#, "budgets.nowhere", "no scene \"nowhere\""),
            (#"{"detail": {}}"#, "budgets.detail", "expected at least one of"),
            (#"{"detail": {"maxInstances": -1}}"#, "budgets.detail.maxInstances", "expected an integer from 0 to 1000000"),
            (#"{"detail": {"bytes": 99999999999999999}}"#, "budgets.detail.bytes", "expected an integer from 0 to 17592186044416"),
            (#"{"detail": {"retention": "forever"}}"#, "budgets.detail.retention", "unknown value \"forever\""),
            (#"{"detail": {"maxInstance": 1}}"#, "budgets.detail.maxInstance", "unknown key"),
            (#"{"class:": {"maxInstances": 1}}"#, "budgets.class:", "expected a class name"),
            (#"[1]"#, "budgets", "expected an object of budgets"),
        ])
    func budgetErrors(text: String, path: String, message: String) {
        #expect {
            try ScenarioParser.parse(Self.scenario(budgets: text))
        } throws: { error in
            guard let error = error as? DriverError else { return false }
            return error.code == .invalidScenario && error.path == path && error.message.contains(message)
        }
    }

    @Test("the per-screen estimate: root store, subviews, cache; tables' visible cells and height index")
    func estimateTerms() throws {
        let device = Screen(width: 100, height: 200, scale: 2)
        let content = Scene(id: "c", kind: .content(ContentScene(subviews: 10, cacheBytes: 1000, retainCycle: false)))
        let terms = ScenarioMemoryEstimate.terms(for: content, device: device)
        let contentExpected: [Double] = [320_000, 10 * (30_976 + 256), 1000]
        #expect(terms.map(\.bytes) == contentExpected)
        let table = Scene(id: "t", kind: .table(TableScene(rows: [1_000_000], rowHeight: 50, variableHeightSpread: 3, select: nil, reuse: true)))
        let tableExpected: [Double] = [320_000, 4 * (80_000 + 256), 8_000_000]
        #expect(ScenarioMemoryEstimate.terms(for: table, device: device).map(\.bytes) == tableExpected)
        #expect(ScenarioMemoryEstimate.terms(for: Scene(id: "n", kind: .navigation(root: "c")), device: device).isEmpty)
    }

    @Test("a scene one screen of which exceeds the budget is refused with its path and estimate; under it, accepted")
    func estimateRefusal() throws {
        let scenario = try ScenarioParser.parse(
            """
            {"format": 1, "device": {"width": 1000, "height": 1000, "scale": 2}, "initial": "big",
             "scenes": {"big": {"type": "content", "cacheBytes": 104857600}}, "steps": [{"op": "launch"}]}
            """)
        let small = MemoryLimitSettings(budgetBytes: 64 << 20, budgetSource: "--budget-mb 64")
        #expect {
            try ScenarioMemoryEstimate.check(scenario, settings: small, file: "f.json")
        } throws: { error in
            guard let error = error as? DriverError else { return false }
            return error.code == .memoryLimit && error.path == "scenes.big" && error.message.contains("needs at least 115.3 MiB")
                && error.message.contains("64.0 MiB (--budget-mb 64)")
        }
        try ScenarioMemoryEstimate.check(scenario, settings: MemoryLimitSettings(budgetBytes: 1 << 30, budgetSource: "x"), file: nil)
        var limited = MemoryLimitSettings(budgetBytes: 1 << 30, budgetSource: "x")
        limited.limitBytes = 100 << 20
        #expect(limited.stopBytes == Int(Double(100 << 20) * 0.97))
        #expect(throws: DriverError.self) { try ScenarioMemoryEstimate.check(scenario, settings: limited, file: nil) }
    }

    @Test("the default budget is half of what the process may use, and says where that comes from")
    func defaultBudget() {
        let machine = MemoryAvailability(bytes: 8 << 30, source: "machine (MemTotal)")
        #expect(machine.defaultBudgetBytes == 4 << 30)
        let addressSpace = MemoryAvailability(bytes: 2 << 30, source: MemoryAvailability.addressSpaceSource)
        #expect(addressSpace.defaultBudgetBytes == 512 << 20)
        #expect(addressSpace.defaultBudgetDescription.contains("a quarter of the 2.0 GiB of address-space limit"))
        let current = MemoryAvailability.current()
        #expect(current.bytes > 0)
        #expect(MemoryLimitSettings.defaults(availability: machine).budgetSource.contains("half of the 8.0 GiB"))
    }
}
