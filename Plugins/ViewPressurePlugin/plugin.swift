import Foundation
import PackagePlugin

/// `swift package viewpressure [--product NAME] SUBCOMMAND ...`: builds the package's profiler
/// executable in release (the product that links ViewPressureCLI: the one named with
/// `--product`, else the only executable product whose name ends in `-profiler`, else the only
/// executable product) and runs it with the rest of the arguments, as package-benchmark's
/// plugin does for its suites:
///
///     swift package --allow-writing-to-package-directory viewpressure run Scenarios/inbox-clean.json
///
/// The tool runs in the package's directory, so relative paths work as on the command line.
/// SwiftPM ends every failing plugin with exit 1: the tool's own exit code (4 a leak, 6 a
/// budget...) is printed; gate CI on the executable itself to get it as the process's status.
@main
struct ViewPressurePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "product").last
        let rest = extractor.remainingArguments
        let executables = context.package.products.compactMap { $0 as? ExecutableProduct }.map(\.name)
        let product: String
        if let named {
            guard executables.contains(named) else {
                throw PluginFailure("no executable product \"\(named)\"; this package has: \(executables.joined(separator: ", "))")
            }
            product = named
        } else if let profiler = executables.filter({ $0.hasSuffix("-profiler") }).onlyElement {
            product = profiler
        } else if let only = executables.onlyElement {
            product = only
        } else {
            throw PluginFailure("cannot tell which executable runs ViewPressureCLI among \(executables.joined(separator: ", ")); pass --product NAME")
        }
        Diagnostics.remark("building \(product) in release")
        let build = try packageManager.build(.product(product), parameters: .init(configuration: .release, logging: .concise))
        guard build.succeeded, let executable = build.builtArtifacts.first(where: { $0.kind == .executable }) else {
            print(build.logText)
            throw PluginFailure("building \(product) failed")
        }
        let process = Process()
        process.executableURL = executable.url
        process.arguments = rest
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw PluginFailure("\(product) \(rest.first ?? "") exited with \(process.terminationStatus)")
        }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension Array {
    /// The element of a one-element array.
    var onlyElement: Element? { count == 1 ? first : nil }
}
