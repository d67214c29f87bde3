import Foundation
import Testing

@testable import Reports
@testable import Results

#if canImport(Glibc)
import Glibc
#endif

/// What a killed writer leaves, and inputs that used to be misread: a repair killed at any
/// point is finished by the next one, a run is not added twice, a UTF-8 byte order mark is
/// skipped.
@Suite("Killed writers and odd inputs")
struct KilledWriterTests {
    typealias Scratch = HistoryStoreTests.Scratch

    /// A PID no process has (a child that exited and was reaped).
    static func deadPID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test("the temporary copy of a killed repair (STORE.tmp-PID of a dead process, or a day old) is removed by the next add")
    func leftoversRemoved() throws {
        let scratch = try Scratch()
        let store = HistoryStore(path: scratch.file("h.jsonl"))
        try store.append(HistoryStoreTests.record("c1"))
        let dead = scratch.file("h.jsonl.tmp-\(try Self.deadPID())")
        let live = scratch.file("h.jsonl.tmp-1")  // init: alive, and recent
        let old = scratch.file("h.jsonl.tmp-1000000000")  // no such process either way; made a day old
        for path in [dead, live, old] { try Data("x".utf8).write(to: URL(fileURLWithPath: path)) }
        var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, old, &times, 0)
        try store.append(HistoryStoreTests.record("c2"))
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(!FileManager.default.fileExists(atPath: old))
        #expect(FileManager.default.fileExists(atPath: live))
    }

    @Test("a repair killed after setting lines aside and before replacing the store: the next repair does not set them aside twice")
    func repairIdempotentAcrossKill() throws {
        let scratch = try Scratch()
        let store = HistoryStore(path: scratch.file("h.jsonl"))
        for commit in ["c1", "c2"] { try store.append(HistoryStoreTests.record(commit)) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: store.path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("garbage line\n".utf8))
        try handle.close()
        // What the killed repair did: the line set aside, the store not yet replaced.
        try Data("garbage line\n".utf8).write(to: URL(fileURLWithPath: store.path + ".rejected"))
        let repair = try store.repair()
        #expect(repair.setAsideLines == [4])
        #expect(try String(contentsOfFile: store.path + ".rejected", encoding: .utf8) == "garbage line\n")
        #expect(try store.records().map(\.commit) == ["c1", "c2"])
    }

    @Test("history add refuses a run the store holds already (the same commit, name and samples), naming its line")
    func duplicateRefused() throws {
        let scratch = try Scratch()
        let store = HistoryStore(path: scratch.file("h.jsonl"))
        try store.append(HistoryStoreTests.record("c1"))
        try store.append(HistoryStoreTests.record("c2"))
        let error = #expect(throws: ReportsError.self) { try store.append(HistoryStoreTests.record("c1")) }
        #expect(error?.message.contains("line 2 is this run already") == true, "\(String(describing: error))")
        try store.append(HistoryStoreTests.record("c1", bytes: 8192))  // the same commit measured again
        #expect(try store.records().count == 3)
    }

    @Test("a UTF-8 byte order mark at the start of an input is skipped")
    func byteOrderMark() throws {
        let scratch = try Scratch()
        let path = scratch.file("t.txt")
        try Data([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8)).write(to: URL(fileURLWithPath: path))
        #expect(try BoundedInput.text(path, kind: .thresholds) == "{\"a\": 1}")
    }

    @Test("a FIFO with no writer does not block the open: a store is refused at once, another input reads as empty")
    func fifoWithoutWriter() throws {
        let scratch = try Scratch()
        let path = scratch.file("fifo")
        #expect(mkfifo(path, 0o600) == 0)
        let error = #expect(throws: ResultsError.self) { try BoundedInput.read(path, kind: .historyStore, regularOnly: true) }
        #expect(error?.message.contains("a pipe") == true)
        #expect(try BoundedInput.read(path, kind: .results).isEmpty)
    }
}
