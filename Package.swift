// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ViewPressure",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "viewpressure", targets: ["viewpressure"]),
        .library(name: "MemoryProbe", targets: ["MemoryProbe"]),
        .library(name: "ViewRuntime", targets: ["ViewRuntime"]),
        .library(name: "Profiler", targets: ["Profiler"]),
        .library(name: "Driver", targets: ["Driver"]),
        // The results model and its file, statistics, the trace schema and exit codes.
        .library(name: "Results", targets: ["Results"]),
        // Renderers, baseline and history gates, shards and trace conversion over Results.
        .library(name: "Reports", targets: ["Reports"]),
        // For a team's own profiler executable: the whole CLI with its scenes registered.
        .library(name: "ViewPressureCLI", targets: ["ViewPressureCLI"]),
        // For a team's test targets: a profiling session and Swift Testing expectations.
        .library(name: "ViewPressureTesting", targets: ["ViewPressureTesting"]),
        // UIKit's names and signatures over ViewRuntime, for Linux: a team's `import UIKit` files build
        // as they are. On Apple platforms the real UIKit must win: depend on this product with
        // `condition: .when(platforms: [.linux])` (docs/UIKIT.md).
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        // `swift package viewpressure ...`: builds the package's profiler executable and runs it.
        .plugin(name: "ViewPressurePlugin", targets: ["ViewPressurePlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // Core Library

        // The system jemalloc, found through pkg-config. Linking it makes jemalloc the
        // allocator of the whole process (it is the first NEEDED entry of every binary).
        .systemLibrary(
            name: "CJemalloc",
            pkgConfig: "jemalloc",
            providers: [.apt(["libjemalloc-dev"]), .brew(["jemalloc"])]
        ),
        // dlsym/dladdr helpers that need _GNU_SOURCE, kept out of CJemalloc's module so
        // they do not clash with Swift's Glibc module, plus the volatile counter load and
        // rdtsc, and the frame-pointer backtrace hook for jemalloc's profiler (StackSampler).
        // Only MemoryProbe imports it: publicly in ThreadCounters and CycleClock,
        // whose @inlinable reads call it; nobody else should.
        .target(name: "_MemoryProbeShims", linkerSettings: [.linkedLibrary("dl"), .linkedLibrary("m")]),
        // C wrappers for the Swift runtime calls the leak oracle's retain-path walk needs
        // (resolving reflection metadata's mangled type names, demangling, malloc_usable_size,
        // getauxval). Only Profiler imports it, with `internal import`.
        .target(name: "_ProfilerShims"),
        // Interposes libdispatch's dispatch_async and dispatch_after for the main queue, so that
        // the runtime's main run loop runs those blocks on its virtual clock (docs/RUNLOOP.md).
        // Only ViewRuntime imports it, with `internal import`.
        .target(name: "_RunLoopShims", linkerSettings: [.linkedLibrary("dl")]),
        // Swift API over mallctl: the only module that imports CJemalloc.
        .target(name: "MemoryProbe", dependencies: ["CJemalloc", "_MemoryProbeShims"]),
        // The headless UIKit-like view-controller runtime. Knows nothing of jemalloc.
        .target(name: "ViewRuntime", dependencies: ["_RunLoopShims"]),
        // UIKit's names over ViewRuntime (typealiases and UIKit spellings), re-exporting Foundation
        // for CGRect, CGFloat and IndexPath.
        .target(name: "UIKit", dependencies: ["ViewRuntime", "_Testing_UIKit"]),
        // Swift Testing's cross-import overlay for a module named UIKit, which Linux toolchains
        // declare but do not ship: without it a file importing Testing and UIKit does not compile.
        .target(name: "_Testing_UIKit"),
        // Joins the runtime's observer hook with the probe: ledger, leak oracle, invariants, trace.
        .target(name: "Profiler", dependencies: ["MemoryProbe", "ViewRuntime", "Results", "_ProfilerShims"]),
        // Scenario files, built-in stress workloads and soak runs: drives the runtime.
        .target(name: "Driver", dependencies: ["ViewRuntime", "MemoryProbe", "Profiler", "Results"]),
        // The results model (schema-versioned JSON) and its file, the bounded input reader,
        // statistics and the seeded generator, the trace schema, the formatter and exit codes:
        // what a run writes, with nothing that renders or gates it.
        .target(name: "Results", dependencies: ["MemoryProbe"]),
        // Baseline and history gates, renderers (HTML, SVG, Markdown, CI formats), shards and
        // trace conversion, over the results model.
        .target(name: "Reports", dependencies: ["MemoryProbe", "Results"]),

        // Tools

        // The command line as a library (every subcommand), so that a team's own executable
        // can run it with its scenes registered.
        .target(
            name: "ViewPressureCLI",
            dependencies: [
                "MemoryProbe", "Driver", "Results", "Reports",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The built-in command-line front end: ViewPressureCLI with no custom scenes.
        .executableTarget(name: "viewpressure", dependencies: ["ViewPressureCLI"]),
        // `swift package viewpressure SUBCOMMAND ...` in a team's package: build its profiler
        // executable in release and run it (as package-benchmark's plugin runs its suites).
        .plugin(
            name: "ViewPressurePlugin",
            capability: .command(
                intent: .custom(verb: "viewpressure", description: "Build the package's profiler executable in release and run it"),
                permissions: [.writeToPackageDirectory(reason: "the profiler writes results, traces and reports where you ask")]
            )
        ),
        // A profiling session for a team's own tests, with Swift Testing expectations.
        .target(name: "ViewPressureTesting", dependencies: ["ViewRuntime", "MemoryProbe", "Profiler", "Driver", "Results"]),

        // Tests

        .testTarget(name: "MemoryProbeTests", dependencies: ["MemoryProbe"]),
        // Results only for its seeded SplitMix64, the one generator of randomized tests.
        .testTarget(name: "ViewRuntimeTests", dependencies: ["ViewRuntime", "Results"]),
        .testTarget(name: "ProfilerTests", dependencies: ["Profiler", "MemoryProbe", "ViewRuntime", "Results"]),
        .testTarget(
            name: "DriverTests",
            dependencies: ["Driver", "MemoryProbe", "Results", "Reports", "ViewRuntime", "Profiler", "ViewPressureTesting"]
        ),
        // Snapshots/ holds golden files read through #filePath, not bundled resources.
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "Results"], exclude: ["Snapshots"]),
        // Files written as an iOS developer writes them: `import Foundation` and `import UIKit` only.
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "Driver", "Results", "ViewPressureTesting"]),
        // End-to-end tests of the CLI: they run the built `viewpressure` binary.
        .testTarget(name: "viewpressureTests", dependencies: ["viewpressure", "ViewPressureCLI", "MemoryProbe", "Results", "Reports"]),
    ]
)

// Compiler settings shared by every Swift target.
for target in package.targets where target.type != .system && target.type != .plugin {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    // `import X` is internal unless written `public import X`: a module's public API names
    // only what it imports publicly.
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    target.swiftSettings = settings
}
