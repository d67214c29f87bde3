// swift-tools-version: 6.2
import PackageDescription

// A small mail client written against ViewRuntime alone, profiled with ViewPressure: the
// example of "profile your own controllers". Its scenes are registered in MailAppScenes, which
// both the profiler executable and the tests use.
let package = Package(
    name: "MailApp",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "MailApp", targets: ["MailApp"]),
        .executable(name: "mailapp-profiler", targets: ["mailapp-profiler"]),
    ],
    dependencies: [
        // The explicit name keeps the package's identity whatever the checkout's folder is called.
        .package(name: "ViewPressure", path: "../..")
    ],
    targets: [
        // The app: knows ViewRuntime only, as an app knows UIKit only.
        .target(name: "MailApp", dependencies: [.product(name: "ViewRuntime", package: "ViewPressure")]),
        // The app's screens as scenario scenes: class names and parameters.
        .target(
            name: "MailAppScenes",
            dependencies: ["MailApp", .product(name: "Driver", package: "ViewPressure")]
        ),
        // `viewpressure` with the app's scenes registered: run, bench, soak, compare, report, list.
        .executableTarget(
            name: "mailapp-profiler",
            dependencies: ["MailAppScenes", .product(name: "ViewPressureCLI", package: "ViewPressure")]
        ),
        .testTarget(
            name: "MailAppTests",
            dependencies: [
                "MailApp", "MailAppScenes",
                .product(name: "ViewPressureTesting", package: "ViewPressure"),
                .product(name: "Driver", package: "ViewPressure"),
                .product(name: "ViewRuntime", package: "ViewPressure"),
            ]
        ),
    ]
)
