/// The main run loop's pending work as named holders, for a leak walk.
extension MainRunLoop {
    /// A holder of scheduled work: the object a leak walk starts from (a ``RunLoopTimer`` or a
    /// ``PendingWork``), named as a report says it.
    public struct Holder {
        /// `pending DispatchQueue.main block due in 600 s (scheduled at InboxViewController.viewDidLoad)`,
        /// `scheduled Timer (repeating every 1 s, scheduled at ProfileViewController.viewDidLoad)`.
        /// Temporary holders' names start with `pending `.
        public let name: String
        public let object: AnyObject
        /// The virtual time at which it lets go by itself (a delayed block's deadline, the next
        /// turn for a main-queue block, a non-repeating timer's fire time); nil for a holder
        /// that holds until someone acts (a repeating timer, RL11, TM6).
        public let releaseTime: Double?
    }

    /// Every pending holder, in order: timers, the main queue, delayed blocks, perform-blocks.
    public func pendingHolders() -> [Holder] {
        let now = runtime.now
        var holders: [Holder] = []
        for timer in timers where timer.isValid {
            let name =
                timer.repeats
                ? "scheduled Timer (repeating every \(Self.seconds(timer.timeInterval)) s\(Self.modes(timer.modes))\(Self.site(timer.site)))"
                : "pending Timer (fires once in \(Self.seconds(timer.fireTime - now)) s\(Self.modes(timer.modes))\(Self.site(timer.site)))"
            holders.append(Holder(name: name, object: timer, releaseTime: timer.repeats ? nil : max(now, timer.fireTime)))
        }
        for work in mainQueue {
            holders.append(Holder(name: "pending DispatchQueue.main block (next turn\(Self.site(work.site)))", object: work, releaseTime: now))
        }
        for work in delayed {
            let deadline = work.deadline ?? now
            holders.append(
                Holder(
                    name: "pending DispatchQueue.main block due in \(Self.seconds(deadline - now)) s\(Self.site(work.site, parenthesised: true))",
                    object: work, releaseTime: deadline))
        }
        for work in performBlocks {
            guard case .perform(let modes) = work.kind else { continue }
            let name = "pending RunLoop perform-block (modes \(modes.joined(separator: ", "))\(Self.site(work.site)))"
            holders.append(Holder(name: name, object: work, releaseTime: modes.contains(currentMode.rawValue) ? now : nil))
        }
        return holders
    }

    /// `1`, `0.5`, `600`: seconds without a trailing `.0`, to the millisecond.
    static func seconds(_ value: Double) -> String {
        let rounded = (max(0, value) * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private static func site(_ site: String?, parenthesised: Bool = false) -> String {
        guard let site else { return "" }
        return parenthesised ? " (scheduled at \(site))" : ", scheduled at \(site)"
    }

    private static func modes(_ modes: Set<RunLoop.Mode>) -> String {
        modes == [.default] ? "" : ", modes " + modes.map(\.rawValue).sorted().joined(separator: ", ")
    }
}
