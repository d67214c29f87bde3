/// Folds a symbolized stack (root first) down to what a reader needs: the lifecycle
/// callback it was allocated under, then the code that allocated.
///
/// Default rules, in order:
/// 0. A stack through the tool's own measuring code (the probe's module `MemoryProbe`, the
///    demanglers, the symbolizer) is dropped in every window: it is never the app's bytes.
/// 1. A stack through the profiler's own handlers (`RuntimeProfiler.callbackWillBegin`,
///    `callbackDidEnd`, `runtime(_:didEmit:)`) is the tool's overhead, which the ledger
///    subtracts too: for callback and scene windows it is dropped whole.
/// 2. Plumbing frames go: jemalloc, the C library's start-up, the Swift runtime's C entry
///    points (`swift_allocObject`, `swift_slowAlloc`, ...), `malloc` and friends, ViewRuntime's
///    `HeapMemory.allocate` (its raw-block wrapper over `malloc`),
///    reabstraction and dispatch thunks (`thunk for`, `partial apply for`).
/// 3. Everything above the anchor goes: the outermost frame of the window's callback
///    (`callback:viewDidLoad` anchors at the outermost `.viewDidLoad()`), else the outermost
///    lifecycle method. Without an anchor (phase and whole-run windows, allocations outside
///    callbacks), the leading frames of the tool's own modules (`viewpressure`,
///    `ViewPressureCLI`, `ArgumentParser`, `Driver`, `Profiler`) go.
/// 4. Between the anchor and the innermost lifecycle frame, ViewRuntime's frames that are not
///    lifecycle methods (the runtime's dispatch of a nested callback) go.
/// In a callback window, a stack the unwinder cut short before reaching the callback gets the
/// root `[viewDidLoad() (caller frames lost)]`. With `raw` only the symbolization is applied.
struct StackFolder {
    /// The method name of the window's callback (`viewDidLoad()`), if the window is one.
    var anchorMethod: String?
    /// Whether profiler-handler stacks are dropped (callback and scene windows).
    var dropsProfilerOverhead: Bool
    var raw = false

    static let lifecycleMethods: [String] = [
        "loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
        "viewDidDisappear(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "willMove(toParent:)",
        "didMove(toParent:)", "didReceiveMemoryWarning()", "viewWillUnload()", "viewDidUnload()",
        "prepare(for:sender:)", "viewWillTransition(to:with:)", "traitCollectionDidChange(_:)", "awakeFromNib()",
        "willTransition(to:with:)", "updateViewConstraints()",
    ]
    static let toolModules: Set<String> = ["viewpressure", "ViewPressureCLI", "ArgumentParser", "Driver", "Profiler"]
    static let profilerHandlers = ["RuntimeProfiler.callbackWillBegin", "RuntimeProfiler.callbackDidEnd", "RuntimeProfiler.runtime("]
    static let plumbingPrefixes = [
        "swift_", "_swift_", "malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc",
        "__libc_start", "_start", "operator new", "_Znwm", "thunk for", "reabstraction thunk",
        "partial apply for", "je_", "imalloc", "prof_",
        "static HeapMemory.allocate", "static HeapMemory.deallocate",
    ]

    static let measuringFrames = [
        "_profiler_demangle", "swift_demangle", "__cxa_demangle", "StackSymbolizer.", "SwiftNameSimplifier.", "HeapProfile.",
    ]

    /// Whether `frame` is the tool's own measuring code (rule 0).
    static func isMeasuring(_ frame: StackSymbolizer.Frame) -> Bool {
        frame.module == "MemoryProbe" || measuringFrames.contains { frame.name.hasPrefix($0) || frame.name.hasPrefix("static " + $0) }
    }

    static func isLifecycle(_ name: String) -> Bool {
        lifecycleMethods.contains { name.hasSuffix("." + $0) }
    }

    /// The folded frames, root first, or nil when the stack is the tool's overhead.
    func fold(_ frames: [StackSymbolizer.Frame]) -> [String]? {
        if raw { return frames.map(\.name) }
        if frames.contains(where: Self.isMeasuring) { return nil }
        if dropsProfilerOverhead, frames.contains(where: { frame in Self.profilerHandlers.contains { frame.name.hasPrefix($0) } }) {
            return nil
        }
        var kept = frames.filter { frame in
            !(frame.file.hasPrefix("libjemalloc") || frame.file.hasPrefix("libc.so") || frame.file.hasPrefix("ld-linux")
                || Self.plumbingPrefixes.contains { frame.name.hasPrefix($0) })
        }
        let anchor =
            anchorMethod.flatMap { method in kept.firstIndex { $0.name.hasSuffix("." + method) } }
            ?? kept.firstIndex { Self.isLifecycle($0.name) }
        if anchor == nil, let method = anchorMethod {
            // The unwinder stopped short of the callback (in the Swift runtime's metadata
            // instantiation, say): the window still says where the bytes were allocated.
            return ["[\(method) (caller frames lost)]"] + kept.map { $0.name.replacingSemicolons }
        }
        if let anchor {
            kept.removeFirst(anchor)
            if let innermost = kept.lastIndex(where: { Self.isLifecycle($0.name) }), innermost > 0 {
                let dispatch = kept[1..<innermost].filter { $0.module == "ViewRuntime" && !Self.isLifecycle($0.name) }
                kept = [kept[0]] + kept[1..<innermost].filter { !dispatch.contains($0) } + kept[innermost...]
            }
        } else {
            let firstOwn = kept.firstIndex { frame in
                guard let module = frame.module else { return false }
                return !Self.toolModules.contains(module)
            }
            if let firstOwn { kept.removeFirst(firstOwn) }
        }
        return kept.isEmpty ? ["(unknown)"] : kept.map { $0.name.replacingSemicolons }
    }
}

extension String {
    /// `;` separates frames in the collapsed format: a name never carries one.
    var replacingSemicolons: String { contains(";") ? String(map { $0 == ";" ? ":" : $0 }) : self }
}
