// swift-tools-version: 6.1
import PackageDescription

// package-benchmark suites over ViewPressure: the runtime's hot paths, the two stress
// workloads at two sizes each, and the probe's own reads. A package of its own, so that the
// main package's `swift build` and `swift test` never build package-benchmark.
//
//     cd Benchmarks && swift package --allow-writing-to-package-directory benchmark
//
// package-benchmark 1.38.1 resolves offline only with the "MallocInterposer" trait named
// explicitly (its default traits also pull swift-runtime-interposer). Its plugin preloads the
// interposer, which forwards to jemalloc: see README.md for what that does to the numbers.
let package = Package(
    name: "ViewPressureBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named, so the dependency keeps its identity whatever the clone's folder is called.
        .package(name: "ViewPressure", path: "../"),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Core Library

        // jemalloc options compiled into every suite (dss:primary; see allocator_config.c for why).
        .target(name: "CBenchmarkAllocatorConfig"),
        // Custom metrics, the main-actor hop and the shared configurations.
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                "CBenchmarkAllocatorConfig",
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "MemoryProbe", package: "ViewPressure"),
                .product(name: "ViewRuntime", package: "ViewPressure"),
            ]
        ),
    ]
)

// Suites: one executable per suite, run by package-benchmark's plugin, each with the
// ViewPressure libraries it drives.
func suite(_ name: String, using libraries: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["BenchmarkSupport", .product(name: "Benchmark", package: "package-benchmark")]
            + libraries.map { .product(name: $0, package: "ViewPressure") },
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    )
}

package.targets += [
    // The runtime's hot paths: lazy load, push/pop, present/dismiss, dequeue+configure, a warning on a deep stack.
    suite("RuntimeHotPaths", using: ["ViewRuntime", "Profiler", "Results", "Driver", "MemoryProbe"]),
    // The stress workloads of `viewpressure bench`: deep navigation and the large table, two sizes each.
    suite("StressWorkloads", using: ["Driver", "MemoryProbe"]),
    // MemoryProbe's own reads, and a calibration of the layers (interposer header vs jemalloc).
    suite("ProbeReads", using: ["MemoryProbe"]),
]

// Compiler settings shared by every Swift target, as in the main package.
for target in package.targets where target.name != "CBenchmarkAllocatorConfig" {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    target.swiftSettings = settings
}
