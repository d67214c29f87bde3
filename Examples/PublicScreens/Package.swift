// swift-tools-version: 6.2
import PackageDescription

// Ten public UIKit view-controller files, taken as published (see corpus.json and
// docs/UIKIT-COMPATIBILITY.md, "Ten public files"), compiled on Linux against ViewPressure's
// `UIKit` module and profiled: the proof that a team's own `import UIKit` files build and run
// under the profiler as they are. Each file is its own target (several are called
// `ViewController`, as in their projects), next to a small file of ours that exposes a factory
// (the files' classes are internal) and, where the file uses its project's other types, their
// stand-ins (Support+Project.swift). Pristine/ holds the files byte for byte, outside the build.

/// ViewPressure's UIKit off Apple platforms; on them the system's UIKit is the one imported.
let uikit: Target.Dependency = .product(name: "UIKit", package: "ViewPressure", condition: .when(platforms: [.linux]))

let screens = [
    "ScreenLargeTitles", "ScreenSections", "ScreenSimpleInsert", "ScreenOnboarding", "ScreenLogin",
    "ScreenAlerts", "ScreenAdTabs", "ScreenSentryPages", "ScreenOnboardingPager", "ScreenActivation",
]

let package = Package(
    name: "PublicScreens",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "publicscreens-profiler", targets: ["publicscreens-profiler"])
    ],
    dependencies: [
        // The explicit name keeps the package's identity whatever the checkout's folder is called.
        .package(name: "ViewPressure", path: "../..")
    ],
    // The files were written for Swift 5 (as most iOS apps still are): in the Swift 6 language mode
    // their global helpers that make views (`makeButton(withText:)`) and their `@objc` protocols
    // would not compile against Apple's UIKit either, whose classes are main-actor isolated.
    targets: screens.map { .target(name: $0, dependencies: [uikit], swiftSettings: [.swiftLanguageMode(.v5)]) } + [
        // The ten screens as scenario scenes (class names and parameters).
        .target(
            name: "PublicScreensScenes",
            dependencies: screens.map { .target(name: $0) } + [uikit, .product(name: "Driver", package: "ViewPressure")]
        ),
        // `viewpressure` with the ten screens registered: run, bench, soak, report, list.
        .executableTarget(
            name: "publicscreens-profiler",
            dependencies: ["PublicScreensScenes", .product(name: "ViewPressureCLI", package: "ViewPressure")]
        ),
        .testTarget(
            name: "PublicScreensTests",
            dependencies: screens.map { .target(name: $0) } + [
                "PublicScreensScenes", uikit,
                .product(name: "ViewPressureTesting", package: "ViewPressure"),
                .product(name: "Driver", package: "ViewPressure"),
            ]
        ),
    ]
)
