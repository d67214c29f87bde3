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

    @Test("every code is distinct and its description is its name, what a log prints")
    func codes() {
        let codes: [DriverError.Code] = [
            .malformedJSON, .invalidScenario, .sceneParameter, .parameter, .unknownClass, .sceneConfiguration, .unknownScene,
            .scenarioFailed, .memoryBudget, .memoryLimit, .session,
        ]
        #expect(Set(codes).count == codes.count)
        #expect(Set(codes.map(\.description)).count == codes.count)
        #expect(DriverError.Code.memoryLimit.description == "memoryLimit" && DriverError.Code.unknownClass.description == "unknownClass")
    }

    @Test("a scene parameter's error is KEY: MESSAGE, or the message for the parameters as a whole")
    func sceneParameter() {
        let error = DriverError.sceneParameter(key: "count", message: "expected an even number")
        #expect(error.code == .sceneParameter && error.key == "count" && error.path == nil)
        #expect(error.description == "count: expected an even number")
        #expect(DriverError.sceneParameter(key: nil, message: "too many").description == "too many")
        let bad = #expect(throws: DriverError.self) { try SceneParameters().int("n", in: 0...9) }
        #expect(bad?.code == .sceneParameter)
        #expect(bad?.description == "n: missing; expected an integer from 0 to 9")
    }

    @Test("a factory's own check throws .sceneParameter, and the parser reports it at the parameter's JSON path")
    func factoryCheck() {
        var scenes = SceneRegistry()
        scenes.register("Pair") { parameters throws(DriverError) in
            let count = try parameters.int("count", in: 0...10, default: 2)
            guard count.isMultiple(of: 2) else { throw DriverError.sceneParameter(key: "count", message: "expected an even number") }
            return count
        } make: { runtime, _ in
            ViewController(runtime: runtime)
        }
        let text = """
            {"format": 1, "initial": "pair", "scenes": {"pair": {"type": "custom", "class": "Pair", "parameters": {"count": 3}}},
             "steps": [{"op": "launch"}]}
            """
        let error = #expect(throws: DriverError.self) { try ScenarioParser.parse(text, file: "p.json", scenes: scenes) }
        #expect(error?.code == .sceneParameter)
        #expect(error?.description == "p.json:1:113: scenes.pair.parameters.count: expected an even number")
    }

    @Test("a scenario's error is FILE:LINE:COLUMN: PATH: MESSAGE, <scenario> without a file, no path for the document")
    func scenarioDescription() {
        let error = #expect(throws: DriverError.self) { try ScenarioParser.parse(#"{"format": 2}"#, file: "s.json") }
        #expect(error?.code == .invalidScenario)
        #expect(error?.description == "s.json:1:1: format: unsupported format 2; this version of viewpressure reads format 1")
        let malformed = #expect(throws: DriverError.self) { try ScenarioParser.parse("[") }
        #expect(malformed?.code == .malformedJSON)
        #expect(malformed?.description == "<scenario>:1:2: malformed JSON: unexpected end of input: expected a value")
    }
}
