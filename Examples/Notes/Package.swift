// swift-tools-version: 6.2
import PackageDescription

// A small notes app written as an iOS developer writes it: only UIKit and Foundation names, no
// storyboard, so its files compile against Apple's UIKit as well as ViewPressure's (Linux). A
// table list, a detail screen, an alert and an action sheet, a settings form and a tab bar.
// Its scenes are registered in NotesScenes, which the profiler executable and the tests share.
let package = Package(
    name: "Notes",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Notes", targets: ["Notes"]),
        .executable(name: "notes-profiler", targets: ["notes-profiler"]),
    ],
    dependencies: [
        // The explicit name keeps the package's identity whatever the checkout's folder is called.
        .package(name: "ViewPressure", path: "../..")
    ],
    targets: [
        // The app: `import UIKit` only. Off Apple platforms the UIKit product is ViewPressure's.
        .target(
            name: "Notes",
            dependencies: [.product(name: "UIKit", package: "ViewPressure", condition: .when(platforms: [.linux]))]
        ),
        // The app's screens as scenario scenes.
        .target(name: "NotesScenes", dependencies: ["Notes", .product(name: "Driver", package: "ViewPressure")]),
        // `viewpressure` with the app's scenes registered.
        .executableTarget(
            name: "notes-profiler",
            dependencies: ["NotesScenes", .product(name: "ViewPressureCLI", package: "ViewPressure")]
        ),
        .testTarget(
            name: "NotesTests",
            dependencies: [
                "Notes", "NotesScenes",
                .product(name: "UIKit", package: "ViewPressure", condition: .when(platforms: [.linux])),
                .product(name: "ViewPressureTesting", package: "ViewPressure"),
                .product(name: "Driver", package: "ViewPressure"),
            ]
        ),
    ]
)
