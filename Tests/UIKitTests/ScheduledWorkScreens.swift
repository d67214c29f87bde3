// Screens written as on iOS: this file imports UIKit only.
import UIKit

/// A screen as written for iOS: a repeating block timer that captures `self` strongly and is
/// never invalidated (TM9).
final class ProfileViewController: UIViewController {
    var ticks = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.ticks += 1 }
    }
}

/// A screen as written for iOS: a refresh ten minutes later that captures `self` strongly
/// (RL11: the block holds the screen until its deadline, then lets go).
final class InboxViewController: UIViewController {
    var refreshes = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.asyncAfter(deadline: .now() + 600) { self.refreshes += 1 }
        DispatchQueue.main.async { self.title = "Inbox" }
    }
}

/// A screen whose timer presents a sheet a second after it loads and whose delayed block
/// dismisses it a second later: callbacks that only the run loop's turns deliver.
final class TickerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
            self.present(UIViewController(), animated: false)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.dismiss(animated: false) }
    }
}

/// The fix for TM9: the timer is invalidated when the screen goes away, not in `deinit`.
final class ClockViewController: UIViewController {
    var timer: Timer?
    var ticks = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.ticks += 1 }
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        timer?.invalidate()
    }
}
