import Foundation
import Testing

/// `viewpressure run --kept-controllers N`: the detail of the last N and the N largest
/// deallocated controllers, the rest counted.
@Suite("viewpressure run --kept-controllers (end to end)")
struct KeptControllersCLITests {
    static func results(_ arguments: [String]) throws -> (status: Int32, json: [String: Any]?) {
        let file = try RunCLITests.write(RunCLITests.clean)
        let results = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UUID()).json").path
        defer { for path in [file, results] { try? FileManager.default.removeItem(atPath: path) } }
        let run = try CLIRunner.run(["run", file, "--quiet", "--results", results] + arguments)
        let data = try? Data(contentsOf: URL(fileURLWithPath: results))
        return (run.status, data.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] })
    }

    @Test("by default all 23 controllers of a short run are listed and none folded")
    func defaultKeepsShortRuns() throws {
        let (status, json) = try Self.results([])
        #expect(status == 0)
        #expect((json?["controllers"] as? [Any])?.count == 23)
        #expect(json?["controllersFolded"] as? Int == 0)
    }

    @Test("--kept-controllers 2 lists at most 4 and counts the rest; scenes still count every instance")
    func twoKept() throws {
        let (status, json) = try Self.results(["--kept-controllers", "2"])
        #expect(status == 0)
        let listed = (json?["controllers"] as? [[String: Any]]) ?? []
        #expect(listed.count >= 2 && listed.count <= 4)
        #expect(listed.count + (json?["controllersFolded"] as? Int ?? -1) == 23)
        let scenes = (json?["scenes"] as? [[String: Any]]) ?? []
        #expect(scenes.reduce(0) { $0 + ($1["instances"] as? Int ?? 0) } == 23)
    }

    @Test("--kept-controllers out of range exits 2", arguments: ["-1", "1000001"])
    func outOfRange(value: String) throws {
        let file = try RunCLITests.write(RunCLITests.clean)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try CLIRunner.run(["run", file, "--quiet", "--kept-controllers", value])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--kept-controllers"))
    }
}
