import Foundation
@testable import Profiler
import Testing
import ViewRuntime

@Suite("Stacks: names, folding, windows")
struct StackFoldingTests {
    @Test(
        "a Swift symbol reads as Type.method(labels:), without its module and return type",
        arguments: [
            ("$s6Driver22ContentSceneControllerC11viewDidLoadyyF", "ContentSceneController.viewDidLoad()"),
            ("$s11ViewRuntime0A10ControllerC14viewWillAppearyySbF", "ViewController.viewWillAppear(_:)"),
            ("$s11ViewRuntime0A10ControllerC8willMove8toParentyACSg_tF", "ViewController.willMove(toParent:)"),
            ("malloc", "malloc"),
        ])
    func readableNames(mangled: String, readable: String) {
        #expect(SwiftNameSimplifier.readable(mangled) == readable)
    }

    @Test("module of a mangled name")
    func moduleOfMangled() {
        #expect(SwiftNameSimplifier.module(ofMangled: "$s6Driver22ContentSceneControllerC11viewDidLoadyyF") == "Driver")
        #expect(SwiftNameSimplifier.module(ofMangled: "malloc") == nil)
    }

    @Test("C++ runtime frames lose template arguments, parameters and return types")
    func cxxNames() {
        #expect(SwiftNameSimplifier.shortCxx("std::pair<A, B> swift::Map<K>::get<T>(int, char const*)") == "swift::Map::get")
    }

    @Test("release builds' specialization prefixes are dropped")
    func specializations() {
        #expect(
            SwiftNameSimplifier.dropSpecializationPrefixes(
                "function signature specialization <Arg[1] = Dead> of static ContentSceneController.allocateTransientBlock(bytes:)")
                == "static ContentSceneController.allocateTransientBlock(bytes:)")
        #expect(SwiftNameSimplifier.dropSpecializationPrefixes("generic specialization <Swift.Int, [Swift.Int]> of merged f()") == "f()")
        #expect(SwiftNameSimplifier.dropSpecializationPrefixes("closure #1 in f()") == "closure #1 in f()")
    }

    @Test("private discriminators are dropped")
    func privateDiscriminators() {
        #expect(
            SwiftNameSimplifier.dropPrivateDiscriminators("Window.(install in _C4286E0E5DA7B8B16FEC7DEEAA96D2E0)(ViewController)")
                == "Window.install(ViewController)")
    }

    static func frame(_ name: String, _ module: String?, file: String = "viewpressure") -> StackSymbolizer.Frame {
        StackSymbolizer.Frame(name: name, file: file, module: module)
    }

    static let stack: [StackSymbolizer.Frame] = [
        frame("_start", nil, file: "libc.so.6"),
        frame("RunCommand.run()", "ViewPressureCLI"),
        frame("ScenarioRunner.run(_:)", "Driver"),
        frame("NavigationController.pushViewController(_:animated:)", "ViewRuntime"),
        frame("NavigationController.viewWillAppear(_:)", "ViewRuntime"),
        frame("Runtime.deliver(_:to:)", "ViewRuntime"),
        frame("ContentSceneController.viewDidLoad()", "Driver"),
        frame("static ContentSceneController.allocateTransientBlock(bytes:)", "Driver"),
        frame("static HeapMemory.allocate(byteCount:)", "ViewRuntime"),
        frame("swift_slowAlloc", nil, file: "libswiftCore.so"),
        frame("je_malloc_default", nil, file: "libjemalloc.so.2"),
    ]

    @Test("a callback window's stack starts at that callback and ends at the allocating function")
    func foldsToCallback() {
        let folder = StackFolder(anchorMethod: "viewDidLoad()", dropsProfilerOverhead: true)
        #expect(folder.fold(Self.stack) == ["ContentSceneController.viewDidLoad()", "static ContentSceneController.allocateTransientBlock(bytes:)"])
    }

    @Test("without a window callback, the outermost lifecycle frame anchors; the runtime's dispatch between callbacks goes")
    func foldsToOutermostCallback() {
        let folder = StackFolder(anchorMethod: nil, dropsProfilerOverhead: false)
        #expect(
            folder.fold(Self.stack) == [
                "NavigationController.viewWillAppear(_:)", "ContentSceneController.viewDidLoad()",
                "static ContentSceneController.allocateTransientBlock(bytes:)",
            ])
        #expect(StackFolder(anchorMethod: nil, dropsProfilerOverhead: false, raw: true).fold(Self.stack)?.count == Self.stack.count)
    }

    @Test("the tool's own measuring frames (the probe, the demanglers) are dropped in every window")
    func dropsMeasuringFrames() {
        let probe = [
            Self.frame("RunCommand.run()", "ViewPressureCLI"), Self.frame("MemoryProbe.snapshot()", "MemoryProbe"),
            Self.frame("Array.append(_:)", "Swift"),
        ]
        let demangler = Self.stack.dropLast(2) + [Self.frame("_profiler_demangle", nil, file: "viewpressure")]
        for folder in [
            StackFolder(anchorMethod: nil, dropsProfilerOverhead: false), StackFolder(anchorMethod: "viewDidLoad()", dropsProfilerOverhead: true),
        ] {
            #expect(folder.fold(probe) == nil)
            #expect(folder.fold(Array(demangler)) == nil)
        }
        #expect(StackFolder(anchorMethod: nil, dropsProfilerOverhead: false).fold(Self.stack) != nil)
    }

    @Test("the profiler's own handlers are overhead in callback windows; tool frames go when there is no callback")
    func dropsOverheadAndToolFrames() {
        let overhead = [Self.frame("RuntimeProfiler.callbackWillBegin(_:of:)", "Profiler"), Self.frame("Array.append(_:)", "Swift")]
        #expect(StackFolder(anchorMethod: "viewDidLoad()", dropsProfilerOverhead: true).fold(overhead) == nil)
        let outside = [
            Self.frame("RunCommand.run()", "ViewPressureCLI"), Self.frame("ScenarioRunner.run(_:)", "Driver"),
            Self.frame("Window.makeKeyAndVisible()", "ViewRuntime"), Self.frame("BackingStore.init(runtime:byteCount:)", "ViewRuntime"),
        ]
        #expect(
            StackFolder(anchorMethod: nil, dropsProfilerOverhead: false).fold(outside)
                == ["Window.makeKeyAndVisible()", "BackingStore.init(runtime:byteCount:)"])
        let cut = [Self.frame("__swift_instantiateGenericMetadata", nil, file: "libswiftCore.so")]
        #expect(StackFolder(anchorMethod: "viewDidLoad()", dropsProfilerOverhead: true).fold(cut)?.first == "[viewDidLoad() (caller frames lost)]")
    }

    @Test("windows parse, and bad ones say what is accepted")
    func windows() throws {
        #expect(try StackWindow(parsing: "all") == .all)
        #expect(try StackWindow(parsing: "callback:viewDidLoad") == .callback(.viewDidLoad))
        #expect(try StackWindow(parsing: "scene:inbox") == .scene("inbox"))
        #expect(try StackWindow(parsing: "phase:checkpoint").description == "phase:checkpoint")
        for bad in ["", "callback:", "callback:viewDidLod", "frame:x", "phase"] {
            let error = #expect(throws: ProfilerError.self) { try StackWindow(parsing: bad) }
            #expect(error?.code == .invalidStackWindow, "\(bad)")
            #expect(error?.description.hasPrefix("--stacks-window: ") == true)
        }
    }
}

extension StackFoldingTests {
    @Test("stacks asked of a profiler without a probe throw, with the stacksNeedProbe code")
    @MainActor
    func stacksNeedProbe() throws {
        let profiler = try RuntimeProfiler(runtime: Runtime(), probe: nil)
        let error = #expect(throws: ProfilerError.self) { try profiler.enableStacks(window: .all, sampleIntervalLog2: 12) }
        #expect(error?.code == .stacksNeedProbe)
        #expect(error?.description == "stacks need the probe: run without --no-probe")
    }
}
