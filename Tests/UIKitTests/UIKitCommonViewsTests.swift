import Foundation
import Testing
import UIKit

/// The search updater of ``UIKitCommonViewsTests/searchController()``.
@MainActor
final class SearchLog: UISearchResultsUpdating {
    var queries: [String] = []
    func updateSearchResults(for searchController: UISearchController) {
        queries.append(searchController.searchBar.text ?? "")
    }
}

/// A table whose rows can be swiped away.
@MainActor
final class SwipeTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows = ["a", "b", "c"]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

/// A custom view made with `CustomCardView()`: UIView's convenience `init()` runs the override.
final class CustomCardView: UIView {
    private(set) var madeByOverride = false
    override init(frame: CGRect) {
        super.init(frame: frame)
        madeByOverride = true
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A section header subclass as UIKit code writes one.
final class SectionHeader: UITableViewHeaderFooterView {
    let badge = UILabel()
    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// UIKit classes beginners' apps use beyond the ten public files: refresh controls, block
/// animations, text views, progress bars, search, swipe actions, sheets and the status bar.
@MainActor
@Suite("common UIKit views and controllers")
struct UIKitCommonViewsTests {
    @Test("UIView.animate runs the block at once and the completion on the runtime's virtual clock")
    func blockAnimations() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            let view = UIView()
            var finished: Bool?
            UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { finished = $0 })
            #expect(view.alpha == 0 && finished == nil)
            runtime.advance(by: 0.2)
            #expect(finished == nil)
            runtime.advance(by: 0.2)
            #expect(finished == true)
        }
    }

    @Test("UIRefreshControl: a pull sends valueChanged once while refreshing; endRefreshing ends it")
    func refreshControl() {
        Runtime.withCurrent(Runtime()) {
            let table = UITableView()
            let refresh = UIRefreshControl()
            var pulls = 0
            refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
            table.refreshControl = refresh
            #expect(refresh.superview === table)
            #expect(refresh.simulatePullToRefresh() && !refresh.simulatePullToRefresh())
            #expect(pulls == 1 && refresh.isRefreshing)
            refresh.endRefreshing()
            #expect(!refresh.isRefreshing)
            table.separatorStyle = .none
            #expect(table.separatorStyle == .none)
        }
    }

    @Test("UITextView takes typing while first responder and tells its delegate; endEditing resigns it")
    func textView() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            final class Changes: UITextViewDelegate { var count = 0; func textViewDidChange(_ textView: UITextView) { count += 1 } }
            let window = UIWindow()
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let textView = UITextView()
            let changes = Changes()
            textView.delegate = changes
            controller.view.addSubview(textView)
            #expect(textView.becomeFirstResponder())
            textView.simulateTyping("Hello")
            #expect(textView.text == "Hello" && changes.count == 1)
            #expect(controller.view.endEditing(true) && !textView.isFirstResponder)
            textView.isEditable = false
            #expect(!textView.becomeFirstResponder())
        }
    }

    @Test("UIProgressView clamps its progress to 0...1")
    func progressView() {
        let progress = UIProgressView(progressViewStyle: .default)
        progress.setProgress(1.5, animated: true)
        #expect(progress.progress == 1)
        progress.progress = -1
        #expect(progress.progress == 0)
    }

    @Test("UISearchController: a search activates it and tells the updater each text")
    func searchController() {
        Runtime.withCurrent(Runtime()) {
            let results = UIViewController()
            let search = UISearchController(searchResultsController: results)
            let log = SearchLog()
            search.searchResultsUpdater = log
            let item = UIViewController().navigationItem
            item.searchController = search
            search.simulateSearch("ap")
            search.simulateSearch("app")
            #expect(search.isActive && log.queries == ["ap", "app"])
            #expect(results.parent === search)
        }
    }

    @Test("TV9: a trailing swipe's action runs its handler, which deletes the row in a consistent update")
    func swipeActions() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            let model = SwipeTable()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = model
            table.delegate = model
            table.reloadData()
            #expect(table.userPerformSwipeAction(.trailing, forRowAt: IndexPath(row: 1, section: 0)))
            #expect(model.rows == ["a", "c"] && table.numberOfRows(inSection: 0) == 2)
            #expect(!table.userPerformSwipeAction(.leading, forRowAt: IndexPath(row: 0, section: 0)))
            #expect(runtime.raisedExceptions.isEmpty)
        }
    }

    @Test("sheet detents and the status bar style are recorded")
    func sheetAndStatusBar() {
        Runtime.withCurrent(Runtime()) {
            final class Dark: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
            let controller = Dark()
            controller.modalPresentationStyle = .pageSheet
            controller.sheetPresentationController?.detents = [.medium(), .large()]
            #expect(controller.sheetPresentationController?.detents.count == 2)
            controller.setNeedsStatusBarAppearanceUpdate()
            #expect(controller.preferredStatusBarStyle == .lightContent && controller.statusBarAppearanceUpdates == 1)
            controller.modalPresentationStyle = .fullScreen
            #expect(controller.sheetPresentationController == nil)
        }
    }

    @Test("UIView() runs a subclass's init(frame:) override; UIColor(named:) is nil until registered")
    func convenienceInitAndNamedColors() {
        #expect(CustomCardView().madeByOverride)
        #expect(UIColor(named: "Brand-UIKitCommonViewsTests") == nil)
        UIColor.register(named: "Brand-UIKitCommonViewsTests", UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(named: "Brand-UIKitCommonViewsTests") == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test("header-footer views: a registered subclass is made with its override; an unregistered identifier gives nil")
    func headerFooterViews() {
        Runtime.withCurrent(Runtime()) {
            let table = UITableView()
            table.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
            let header = table.dequeueReusableHeaderFooterView(withIdentifier: "header") as? SectionHeader
            #expect(header?.badge.superview === header?.contentView && header?.reuseIdentifier == "header")
            #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "other") == nil)
        }
    }

    @Test("UIDatePicker keeps its date within its bounds; a pick sends valueChanged, code does not")
    func datePicker() {
        let picker = UIDatePicker()
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        picker.minimumDate = Date(timeIntervalSince1970: 1_000)
        #expect(picker.date == Date(timeIntervalSince1970: 1_000) && changes == 0)
        #expect(picker.simulatePick(Date(timeIntervalSince1970: 5_000)) && changes == 1)
        picker.maximumDate = Date(timeIntervalSince1970: 2_000)
        #expect(picker.date == Date(timeIntervalSince1970: 2_000))
    }

    @Test("a scroll view's frameLayoutGuide covers its bounds, whatever the content")
    func scrollViewFrameGuide() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            let window = UIWindow()
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
            controller.view.addSubview(scroll)
            let content = UIView()
            content.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(content)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                content.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 900),
            ])
            window.layoutIfNeeded()
            #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 400))
            #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 900))
        }
    }
}
