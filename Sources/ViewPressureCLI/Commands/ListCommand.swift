import ArgumentParser
import Driver

/// `viewpressure list`: the built-in workloads and their parameters.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the custom scene classes (a team's profiler) and the built-in workloads, with their parameters and defaults.",
        discussion: "Example:\n  viewpressure list"
    )

    func run() throws {
        let scenes = CLIScenes.current
        if !scenes.isEmpty {
            print("custom scene classes (scenario scenes {\"type\": \"custom\", \"class\": NAME}):")
            for name in scenes.classNames {
                let summary = scenes.entry(name)?.summary ?? ""
                print("    \(name)\(summary.isEmpty ? "" : "  \(summary)")")
                for parameter in scenes.parameters(of: name) {
                    print("        \(parameter.name): \(parameter.kind), " + (parameter.defaultValue.map { "default \($0)" } ?? "required"))
                }
            }
            print("")
        }
        MainActor.assumeIsolated {
            for type in Workloads.all {
                print("\(type.name): \(type.summary)")
                for parameter in type.parameters {
                    let quick = parameter.quickValue == parameter.defaultValue ? "" : " (--quick: \(parameter.quickValue))"
                    let range = Int(parameter.defaultValue) == nil ? "" : " [\(parameter.range.lowerBound)...\(parameter.range.upperBound)]"
                    print("    \(type.name).\(parameter.name)=\(parameter.defaultValue)\(quick)  \(parameter.help)\(range)")
                }
                print("")
            }
        }
    }
}
