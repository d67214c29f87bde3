import Driver
import Testing
import ViewPressureTesting
import ViewRuntime

/// Driver's one error shape: a code to branch on and the message the CLI prints.
@Suite("DriverError: a code and a message")
@MainActor
struct DriverErrorTests {
    let parameters = [WorkloadParameter("depth", "10", range: 1...100, "levels")]

    @Test("a parameter out of its range, not a number, or unknown is .parameter, with the message naming it")
    func parameter() throws {
        for values in [["depth": "0"], ["depth": "ten"]] {
            let error = #expect(throws: DriverError.self) { try WorkloadValues(values).int("depth", in: parameters, quick: false) }
            #expect(error?.code == .parameter)
            #expect(error?.message.hasPrefix("parameter depth: expected an integer from 1 to 100") == true)
        }
        let unknown = #expect(throws: DriverError.self) { try WorkloadValues().int("width", in: parameters, quick: false) }
        #expect(unknown?.code == .parameter)
        #expect(unknown?.description == "unknown parameter width")
        #expect(try WorkloadValues(["depth": "1_0"]).int("depth", in: parameters, quick: false) == 10)
    }

    @Test("a testing session's step the screen cannot take is .session")
    func session() throws {
        let session = try ProfilingSession(measures: false)
        let error = #expect(throws: DriverError.self) { _ = try session.scroll(toRow: 3) }
        #expect(error?.code == .session)
        #expect(error?.message.hasPrefix("scroll:") == true)
    }

    @Test("every code has its own raw value, the name a report or a log prints")
    func codes() {
        let names = DriverError.Code.allCases.map(\.rawValue)
        #expect(Set(names).count == names.count)
        #expect(names.contains("memoryLimit") && names.contains("unknownClass"))
    }
}
