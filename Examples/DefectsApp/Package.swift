// swift-tools-version: 6.2
import PackageDescription

// The five most common view-controller defects, each behind a switch with its clean variant:
// a closure cycle, a strong delegate cycle, a static array cache of controllers, a screen that
// ignores memory warnings and keeps 12 MiB off screen, and a data source that never dequeues.
// Each is caught by `defects-profiler run` (Scenarios/) and by a ProfilingSession test
// (Tests/), and the clean variants pass both: the checks the docs suggest, tried as a new
// user would.
let package = Package(
    name: "DefectsApp",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DefectsApp", targets: ["DefectsApp"]),
        .executable(name: "defects-profiler", targets: ["defects-profiler"]),
    ],
    dependencies: [
        .package(name: "ViewPressure", path: "../..")
    ],
    targets: [
        .target(name: "DefectsApp", dependencies: [.product(name: "ViewRuntime", package: "ViewPressure")]),
        .target(name: "DefectsAppScenes", dependencies: ["DefectsApp", .product(name: "Driver", package: "ViewPressure")]),
        .executableTarget(
            name: "defects-profiler",
            dependencies: ["DefectsAppScenes", .product(name: "ViewPressureCLI", package: "ViewPressure")]
        ),
        .testTarget(
            name: "DefectsAppTests",
            dependencies: [
                "DefectsApp", "DefectsAppScenes",
                .product(name: "ViewPressureTesting", package: "ViewPressure"),
                .product(name: "Driver", package: "ViewPressure"),
                .product(name: "MemoryProbe", package: "ViewPressure"),
                .product(name: "ViewRuntime", package: "ViewPressure"),
            ]
        ),
    ]
)
