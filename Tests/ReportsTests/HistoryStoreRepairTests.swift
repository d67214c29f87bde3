import Foundation
@testable import Results
import Testing

@testable import Reports

/// A store that never gets worse: `append` validates every line first, `repair` keeps the
/// valid runs, and a store that is not a regular file is refused.
@Suite("History store validation and repair")
struct HistoryStoreRepairTests {
    typealias Scratch = HistoryStoreTests.Scratch

    /// A store of five runs, c1...c5 (lines 2...6).
    static func store(in scratch: Scratch) throws -> (HistoryStore, Data) {
        let store = HistoryStore(path: scratch.file("h.jsonl"))
        for index in 1...5 { try store.append(HistoryStoreTests.record("c\(index)")) }
        return (store, try Data(contentsOf: URL(fileURLWithPath: store.path)))
    }

    /// Six damages to the middle of line 4 (the third run), each one byte or one cut.
    static let corruptions: [(name: String, damage: @Sendable (inout Data, Int) -> Void)] = [
        ("a byte replaced by 0xFF", { data, at in data[at] = 0xFF }),
        ("a byte replaced by NUL", { data, at in data[at] = 0x00 }),
        ("a newline inserted", { data, at in data.insert(0x0A, at: at) }),
        (
            "a quote removed",
            { data, at in
                let quote = data[at...].firstIndex(of: UInt8(ascii: "\""))!
                data.remove(at: quote)
            }
        ),
        (
            "a brace replaced by a bracket",
            { data, at in
                let brace = data[at...].firstIndex(of: UInt8(ascii: "}"))!
                data[brace] = UInt8(ascii: "]")
            }
        ),
        ("bytes cut out", { data, at in data.removeSubrange(at..<(at + 7)) }),
    ]

    /// The offset of the middle of line `number` (1-based).
    static func middle(of number: Int, in data: Data) -> Int {
        var starts = [0]
        for (offset, byte) in data.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        return (starts[number - 1] + starts[number]) / 2
    }

    @Test(
        "append refuses each of six mid-file corruptions with the line, and leaves the store as it was",
        arguments: 0..<6)
    func appendRefusesCorruption(index: Int) throws {
        let scratch = Scratch()
        var (store, data) = try Self.store(in: scratch)
        Self.corruptions[index].damage(&data, Self.middle(of: 4, in: data))
        try data.write(to: URL(fileURLWithPath: store.path))
        let error = #expect(throws: ReportsError.self, "\(Self.corruptions[index].name)") { try store.append(HistoryStoreTests.record("c6")) }
        #expect(error?.code == .history)
        #expect(error?.message.contains("line 4") == true, "\(Self.corruptions[index].name): \(error?.message ?? "")")
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.path)) == data)
    }

    @Test(
        "repair keeps the valid runs in order and sets the damaged lines aside, for each corruption",
        arguments: 0..<6)
    func repairRecoversRuns(index: Int) throws {
        let scratch = Scratch()
        var (store, data) = try Self.store(in: scratch)
        Self.corruptions[index].damage(&data, Self.middle(of: 4, in: data))
        try data.write(to: URL(fileURLWithPath: store.path))
        let repair = try store.repair()
        #expect(repair.keptRuns == 4, "\(Self.corruptions[index].name)")
        #expect(repair.setAsideLines.first == 4)
        let aside = try Data(contentsOf: URL(fileURLWithPath: store.path + ".rejected"))
        #expect(!aside.isEmpty)
        #expect(try store.records().map(\.commit) == ["c1", "c2", "c4", "c5"])
        try store.append(HistoryStoreTests.record("c6"))
        #expect(try store.records().count == 5)
    }

    @Test("repair of a valid store changes nothing; of a foreign file, refuses and leaves it alone")
    func repairValidAndForeign() throws {
        let scratch = Scratch()
        let (store, data) = try Self.store(in: scratch)
        #expect(try store.repair() == HistoryRepair(keptRuns: 5, setAsideLines: [], setAsidePath: nil))
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.path)) == data)
        let foreign = scratch.file("notes.txt")
        try Data("hello\nworld\n".utf8).write(to: URL(fileURLWithPath: foreign))
        #expect(throws: ReportsError.self) { try HistoryStore(path: foreign).repair() }
        #expect(try String(contentsOfFile: foreign, encoding: .utf8) == "hello\nworld\n")
    }

    @Test("a store that is not a regular file is refused for append and read; a missing one for a gate")
    func notRegular() throws {
        for path in ["/dev/null", "/dev/zero"] {
            let add = #expect(throws: ReportsError.self) { try HistoryStore(path: path).append(HistoryStoreTests.record("c1")) }
            #expect(add?.code == .history)
            #expect(add?.message.contains("not a regular file") == true, "\(add?.message ?? "")")
            #expect(throws: ReportsError.self) { try HistoryStore(path: path).records() }
        }
        let directory = Scratch()
        #expect(throws: ReportsError.self) { try HistoryStore(path: directory.path).records() }
        let missing = directory.file("missing.jsonl")
        #expect(try HistoryStore(path: missing).records().isEmpty)
        let gate = #expect(throws: ReportsError.self) { try HistoryStore(path: missing).records(mustExist: true) }
        #expect(gate?.code == .history)
        #expect(gate?.message.contains("no history store here") == true)
    }

    @Test("a store larger than the budget allows is refused with its size, the limit and the flag")
    func tooLarge() throws {
        let scratch = Scratch()
        let path = scratch.file("big.jsonl")
        try Data((HistoryStore.header + "\n" + String(repeating: " ", count: 40_000) + "\n").utf8).write(to: URL(fileURLWithPath: path))
        let store = HistoryStore(path: path, limit: InputLimit(budgetBytes: 1 << 20, budgetSource: "--budget-mb 1"))
        let error = #expect(throws: ReportsError.self) { try store.records() }
        #expect(error?.code == .history)
        #expect(error?.message.contains("32768 bytes") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("40044 bytes") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("--budget-mb") == true)
        #expect(throws: ReportsError.self) { try store.append(HistoryStoreTests.record("c1")) }
    }
}
