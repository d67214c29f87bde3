import ViewRuntime
import _ProfilerShims

/// The view half of the leak oracle (rules UV1-UV6): a view of a deallocated controller's tree
/// that is still alive and in no live hierarchy is a leak, reported with its holder's path and
/// the bytes it keeps (``ViewTeardownWatch`` notes the trees).
extension RuntimeProfiler {
    /// The views of this runtime's deallocated controllers that are still alive and in no live
    /// hierarchy: neither in a window nor under a live controller's root view. A view under
    /// another such view is left out (LK3: its top-most leaked ancestor is reported).
    func survivingViews() -> [ViewTeardownWatch.Survivor] {
        let survivors = ViewTeardownWatch.shared.survivors(of: runtime)
        guard !survivors.isEmpty else { return [] }
        let surviving = Set(survivors.map { ObjectIdentifier($0.view) })
        return survivors.filter { survivor in
            var current = survivor.view
            while let up = current.superview {
                if surviving.contains(ObjectIdentifier(up)) { return false }
                current = up
            }
            return current.window == nil && current.viewController == nil
        }
        .sorted { $0.stack.count != $1.stack.count ? $0.stack.count < $1.stack.count : $0.stack.lexicographicallyPrecedes($1.stack) }
    }

    /// The finding for a surviving view: its proven holder (or candidates), its bytes, and the
    /// stack from its controller down to it (UV2), marked as LeakCanary marks it (UV6).
    func explain(
        _ survivor: ViewTeardownWatch.Survivor, roots: [(name: String, object: AnyObject)], finder: inout RetainPathFinder
    ) -> LeakFinding {
        let label = survivor.stack.joined(separator: " > ")
        let (proven, candidates) = finder.explain(survivor.view, label: label, roots: roots)
        let others = proven.map { finder.otherHolders(of: survivor.view, label: label, roots: roots, primary: $0) } ?? []
        let bytes = Self.viewBytes(survivor.view)
        var explanation = "Leaking: YES (its controller \(survivor.controller) was deallocated); "
        if let proven, proven.isCycle {
            explanation += "a retain cycle of proven strong references"
        } else if let proven, proven.edges.isEmpty {
            explanation += "held directly by \(proven.root)"
        } else if let proven {
            explanation += "held from \(proven.root) through proven strong references"
        } else if !candidates.isEmpty {
            explanation += "no proven path; candidates through references whose ownership could not be read"
        } else {
            explanation += "no proven path and no candidate (docs/LEAKS.md lists what cannot be read)"
        }
        explanation += "; keeps \(bytes.total) bytes (\(bytes.describe))"
        var finding = LeakFinding(
            controller: survivor.controller, className: survivor.stack.last ?? "View", departure: "deallocation",
            provenPath: proven, candidates: candidates, explanation: explanation + Self.othersNote(others.count), otherPaths: others)
        finding.view = ViewLeakDetail(stack: survivor.stack, bytes: bytes.total, imageBytes: bytes.images, backingStoreBytes: bytes.stores)
        return finding
    }

    /// The bytes a leaked view keeps (UV4, UV5): the objects of its subtree (their heap blocks),
    /// their backing stores and the decoded images they show (a bitmap shared by two views
    /// counts once).
    static func viewBytes(_ view: View) -> (total: Int, objects: Int, stores: Int, images: Int, describe: String) {
        var objects = 0, stores = 0, images = 0, count = 0
        var seenImages: Set<ObjectIdentifier> = []
        var stack = [view]
        while let current = stack.popLast() {
            count += 1
            objects += _profiler_allocation_size(UnsafeRawPointer(Unmanaged.passUnretained(current).toOpaque()))
            stores += current.backingStoreByteCount
            if let imageView = current as? ImageView {
                for image in [imageView.image, imageView.highlightedImage].compactMap({ $0 })
                where seenImages.insert(ObjectIdentifier(image)).inserted {
                    images += image.byteCount
                }
            }
            stack.append(contentsOf: current.subviews)
        }
        let describe = "\(count) view\(count == 1 ? "" : "s") \(objects) bytes, backing stores \(stores) bytes, images \(images) bytes"
        return (objects + stores + images, objects, stores, images, describe)
    }
}
