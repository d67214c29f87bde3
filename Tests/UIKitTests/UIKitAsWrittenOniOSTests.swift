import Foundation
import Testing
import UIKit

// Classes as iOS developers write them (Xcode's templates and the usual programmatic UIKit), each
// compiled against the UIKit module: the compiler is half of these tests.

/// A custom cell: `override init(style:reuseIdentifier:)` and `required init?(coder:)`.
final class BadgeCell: UITableViewCell {
    let badge = UILabel()
    private(set) var madeWithStyle: UITableViewCell.CellStyle?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        madeWithStyle = style
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A plain controller conforming to the data source and delegate in itself, with per-row heights.
final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let label = UILabel()  // the commonest property name in UIKit code
    let tableView = UITableView()
    var heightQueries = 0
    var transitionLog: [String] = []

    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableFooterView = UIView()
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightQueries += 1
        return indexPath.row.isMultiple(of: 2) ? 80 : 40
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitionLog.append("will \(Int(size.width))")
        coordinator.animate(
            alongsideTransition: { [weak self] _ in
                self?.transitionLog.append("alongside \(Int(self?.view.bounds.width ?? 0))")
            },
            completion: { [weak self] _ in
                self?.transitionLog.append("completion")
            })
    }
}

@MainActor
@Suite("UIKit code as written on iOS")
struct UIKitAsWrittenOniOSTests {
    @Test(
        "TV4, TV2: a registered cell subclass is made with init(style: .default, reuseIdentifier:); heightForRowAt in a plain delegate gives rows their heights"
    )
    func cellSubclassAndRowHeights() throws {
        let runtime = Runtime()
        try Runtime.withCurrent(runtime) {
            let window = UIWindow()
            let feed = FeedViewController()
            window.rootViewController = feed
            window.makeKeyAndVisible()
            let cell = try #require(feed.tableView.visibleCells.first as? BadgeCell)
            #expect(cell.madeWithStyle == .default && cell.reuseIdentifier == "badge")
            #expect(cell.textLabel?.text == "Row 0" && cell.detailTextLabel == nil && cell.accessoryType == .disclosureIndicator)
            #expect(
                feed.tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 80, width: feed.tableView.bounds.width, height: 40))
            // 100 rows without estimates: every row once, and the first once more to find out.
            #expect(feed.heightQueries == 101)
            #expect(feed.tableView.tableFooterView?.superview === feed.tableView)
            feed.label.text = "a subclass's own label"
            #expect(feed.traceLabel.hasPrefix("FeedViewController#"))
        }
    }

    @Test("viewWillTransition(to:with:): the coordinator's alongside closure runs at the new size, then its completion")
    func transitionCoordinator() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            let window = UIWindow()
            let feed = FeedViewController()
            window.rootViewController = feed
            window.makeKeyAndVisible()
            runtime.rotate()
            #expect(feed.transitionLog == ["will \(Int(runtime.screen.size.width))", "alongside \(Int(runtime.screen.size.width))", "completion"])
        }
    }

    @Test("UIButton per-state titles and a lazily made titleLabel; UITextField's optional text; UISlider's Float value")
    func formControls() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.title(for: .highlighted) == "Save" && button.titleLabel?.text == "Save")
        button.setTitle("Saving", for: .disabled)
        button.isEnabled = false
        #expect(button.currentTitle == "Saving")
        #expect(button.buttonType == .system && button.titleLabel?.superview === button)

        let field = UITextField()
        field.placeholder = "Name"
        field.text = "Ada"
        field.text = nil
        #expect(field.text == "" && field.placeholder == "Name")

        let slider = UISlider()
        slider.minimumValue = 12
        slider.maximumValue = 28
        slider.setValue(40, animated: true)
        #expect(slider.value == Float(28))
    }

    @Test("TB3: setting UITabBarController.viewControllers replaces the tabs; controllers compare by identity")
    func tabsAndIdentity() {
        Runtime.withCurrent(Runtime()) {
            let tabs = UITabBarController()
            let first = UIViewController()
            let second = UIViewController()
            tabs.viewControllers = [first, second]
            #expect(tabs.children == [first, second])
            #expect(tabs.viewControllers?.firstIndex(of: second) == 1)
            #expect(first != second && Set([first, first, second]).count == 2)
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 12])
            #expect(pages.interPageSpacing == 12 && pages.viewControllers?.isEmpty == true)
        }
    }

    @Test(
        "a table header view sets the header height; a text field's delegate can refuse typing and sees Return; a button configuration shows its title"
    )
    func headerDelegateAndConfiguration() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            final class OnlyDigits: UITextFieldDelegate {
                var returns = 0
                func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                    string.allSatisfy(\.isNumber)
                }
                func textFieldShouldReturn(_ textField: UITextField) -> Bool { returns += 1; return true }
            }
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
            #expect(table.tableHeaderHeight == 120 && table.tableHeaderView?.superview === table)
            table.tableHeaderView = nil
            #expect(table.tableHeaderHeight == 0)

            let window = UIWindow()
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let field = UITextField()
            let delegate = OnlyDigits()
            field.delegate = delegate
            controller.view.addSubview(field)
            #expect(field.becomeFirstResponder())
            field.simulateTyping("12")
            field.simulateTyping("ab")
            field.simulateReturnKey()
            #expect(field.text == "12" && delegate.returns == 1)

            var configuration = UIButton.Configuration.filled()
            configuration.title = "Continue"
            let button = UIButton(configuration: configuration)
            #expect(button.currentTitle == "Continue" && button.configuration?.style == "filled")
        }
    }
}
