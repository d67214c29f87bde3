import Driver
import Foundation
import PublicScreensScenes
@testable import ScreenActivation
@testable import ScreenAdTabs
import ScreenAlerts
@testable import ScreenLargeTitles
@testable import ScreenLogin
@testable import ScreenOnboarding
@testable import ScreenOnboardingPager
@testable import ScreenSections
@testable import ScreenSentryPages
@testable import ScreenSimpleInsert
import Testing
import UIKit
import ViewPressureTesting

/// Each of the ten public screens under a `ProfilingSession`: shown as its app shows it, used a
/// little (rows inserted, alerts presented, pages turned, children swapped), closed, and checked
/// to deallocate with no leak. Synchronous and on the main actor: jemalloc's counters are per
/// thread, so no `await` inside a test.
@MainActor
@Suite("Ten public UIKit screens under the profiler", .serialized)
struct PublicScreensProfilingTests {
    /// A session whose window shows a navigation controller over an empty screen, as an app's
    /// home screen from which the screen under test is pushed or presented.
    static func session() throws -> (ProfilingSession, UINavigationController) {
        let session = try ProfilingSession()
        let home = UINavigationController(rootViewController: UIViewController())
        session.launch(home)
        return (session, home)
    }

    @Test("LargeTitles: 27 games in reused cells under two bar button items; pushed and popped, it deallocates")
    func largeTitles() throws {
        let (session, _) = try Self.session()
        weak var screen: UIViewController?
        try {
            let controller = LargeTitlesScreen.make()
            screen = controller
            try session.push(controller)
            let table = try #require(controller.view as? UITableView)
            #expect(table.numberOfRows(inSection: 0) == 27)
            #expect(controller.navigationItem.leftBarButtonItems?.map(\.title) == ["Inbox", "History"])
            #expect(controller.navigationController?.hidesBarsOnTap == true)
        }()
        session.pop()
        session.expectDeallocated(screen, "LargeTitles")
        session.expectNoLeaks()
    }

    @Test("Sections: the Add bar button item inserts a row in the second section; no leak")
    func sections() throws {
        let (session, _) = try Self.session()
        weak var screen: UIViewController?
        try {
            let controller = try #require(SectionsScreen.make() as? SectionsViewController)
            screen = controller
            try session.push(controller)
            #expect(controller.tableView.numberOfSections == 2)
            #expect(controller.tableView.numberOfRows(inSection: 1) == 4)
            let add = try #require(controller.navigationItem.rightBarButtonItem?.primaryAction)
            add.perform(sender: controller.navigationItem.rightBarButtonItem)
            #expect(controller.tableView.numberOfRows(inSection: 1) == 5)
        }()
        session.pop()
        session.expectDeallocated(screen, "Sections")
        session.expectNoLeaks()
    }

    @Test("SimpleInsert: three rows inserted in one update per tap; no leak")
    func simpleInsert() throws {
        let (session, _) = try Self.session()
        weak var screen: UIViewController?
        try {
            let controller = try #require(SimpleInsertScreen.make() as? ScreenSimpleInsert.ViewController)
            screen = controller
            try session.push(controller)
            controller.addTapped(controller.addBarButtonItem)
            controller.addTapped(controller.addBarButtonItem)
            #expect(controller.tableView.numberOfRows(inSection: 0) == 9)
        }()
        session.pop()
        session.expectDeallocated(screen, "SimpleInsert")
        session.expectNoLeaks()
    }

    @Test("Onboarding: the image named in init is loaded with its bytes, shown with two labels; no leak")
    func onboarding() throws {
        UIImage.register(named: "onboarding", size: CGSize(width: 300, height: 300), scale: 3)
        let (session, _) = try Self.session()
        weak var screen: UIViewController?
        try {
            let controller = try #require(OnboardingScreen.make(imageName: "onboarding") as? OnboardingViewController)
            screen = controller
            try session.push(controller)
            #expect(controller.imageView.image?.size == CGSize(width: 300, height: 300))
            #expect(controller.stackView.arrangedSubviews.count == 3)
            #expect(controller.titleLabel.font == UIFont.preferredFont(forTextStyle: .title1))
        }()
        session.pop()
        session.expectDeallocated(screen, "Onboarding")
        session.expectNoLeaks()
    }

    @Test("Login: two text fields and a button in a stack view; no leak")
    func login() throws {
        let (session, _) = try Self.session()
        weak var screen: UIViewController?
        try {
            let controller = try #require(LoginScreen.make() as? LoginViewController)
            screen = controller
            try session.push(controller)
            #expect(controller.stackView.arrangedSubviews.count == 3)
            #expect(controller.passwordTextField.placeholder == "  Password")
            #expect(controller.loginButton.title(for: .normal) == "Login")
        }()
        session.pop()
        session.expectDeallocated(screen, "Login")
        session.expectNoLeaks()
    }

    @Test("Alerts: an alert, an action sheet and a text-field alert are presented and dismissed; no leak")
    func alerts() throws {
        let (session, _) = try Self.session()
        weak var screen: UIViewController?
        weak var sheet: UIViewController?
        try {
            let controller = AlertsScreen.make()
            screen = controller
            try session.push(controller)
            AlertsScreen.tap(controller, buttonTitled: "Alert")
            let alert = try #require(controller.presentedViewController as? UIAlertController)
            #expect(alert.preferredStyle == .alert)
            #expect(alert.actions.map(\.title) == ["Default", "Destructive", "Cancel"])
            session.dismiss()
            AlertsScreen.tap(controller, buttonTitled: "Sheet")
            let actionSheet = try #require(controller.presentedViewController as? UIAlertController)
            sheet = actionSheet
            #expect(actionSheet.preferredStyle == .actionSheet)
            session.dismiss()
            AlertsScreen.tap(controller, buttonTitled: nil)
            let prompt = try #require(controller.presentedViewController as? UIAlertController)
            #expect(prompt.textFields?.count == 1)
            session.dismiss()
        }()
        session.expectDeallocated(sheet, "action sheet")
        session.pop()
        session.expectDeallocated(screen, "Alerts")
        session.expectNoLeaks()
    }

    @Test("AdTabs: two tabs set up in code, the banner stand-in shown on appearance; presented and dismissed, no leak")
    func adTabs() throws {
        let (session, _) = try Self.session()
        weak var screen: UIViewController?
        try {
            let controller = try #require(AdTabsScreen.make() as? UITabBarController)
            screen = controller
            try session.present(controller)
            #expect(controller.viewControllers?.count == 2)
            #expect(controller.viewControllers?.map(\.tabBarItem.tag) == [0, 1])
            try session.selectTab(1)
            #expect(controller.selectedIndex == 1)
        }()
        session.dismiss()
        session.expectDeallocated(screen, "AdTabs")
        session.expectNoLeaks()
    }

    @Test("SentryPages: the data source gives the other page each way; presented and dismissed, no leak")
    func sentryPages() throws {
        let (session, _) = try Self.session()
        weak var screen: UIViewController?
        try {
            let controller = try #require(SentryPagesScreen.make() as? ScreenSentryPages.PageViewController)
            screen = controller
            try session.present(controller)
            #expect(controller.viewControllers?.first === controller.redViewController)
            let after = controller.pageViewController(controller, viewControllerAfter: controller.redViewController)
            #expect(after === controller.greenViewController)
        }()
        session.dismiss()
        session.expectDeallocated(screen, "SentryPages")
        session.expectNoLeaks()
    }

    @Test("OnboardingPager: three pages, a page control following the pages; no leak")
    func onboardingPager() throws {
        let (session, _) = try Self.session()
        weak var screen: UIViewController?
        try {
            let controller = try #require(OnboardingPagerScreen.make() as? ScreenOnboardingPager.ViewController)
            screen = controller
            try session.present(controller)
            #expect(controller.pages.count == 3)
            #expect(controller.pageControl.numberOfPages == 3)
            controller.pageControl.currentPage = 2
            controller.pageControlTapped(controller.pageControl)
            #expect(controller.viewControllers?.first === controller.pages[2])
        }()
        session.dismiss()
        session.expectDeallocated(screen, "OnboardingPager")
        session.expectNoLeaks()
    }

    @Test("Activation: the container swaps its child navigation controller's screen per state; no leak")
    func activation() throws {
        let (session, _) = try Self.session()
        weak var screen: UIViewController?
        try {
            let controller = ActivationScreen.make()
            screen = controller
            try session.present(controller)
            let child = try #require(controller.children.first as? UINavigationController)
            #expect(child.viewControllers.first is ReadyToActivateViewController)
            ActivationScreen.press(controller, primary: true)
            #expect(child.viewControllers.first is SuccessViewController)
        }()
        session.dismiss()
        session.expectDeallocated(screen, "Activation")
        session.expectNoLeaks()
    }

    @Test("the scenario runs every screen through pushes, modals, tabs and pages with no leak")
    func scenarioRuns() throws {
        let scenario = try ScenarioParser.parse(
            try Self.scenario("public-screens.json"), file: "public-screens.json", scenes: PublicScreensScenes.registry)
        let session = try ProfilingSession(scenario: scenario, scenes: PublicScreensScenes.registry)
        session.teardown()
        session.expectNoLeaks()
    }

    @Test("a soak of the scenario is flat, with no leak")
    func soakIsFlat() throws {
        let scenario = try ScenarioParser.parse(
            try Self.scenario("public-screens.json"), file: "public-screens.json", scenes: PublicScreensScenes.registry)
        let results = try SoakCheck.run(scenario, scenes: PublicScreensScenes.registry, operations: 400, seed: 5)
        SoakCheck.expectClean(results)
        #expect(results.soak?.verdict == .flat, "\(results.soak?.reason ?? "")")
    }

    static func scenario(_ name: String) throws -> String {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: directory.appendingPathComponent("Scenarios/\(name)"), encoding: .utf8)
    }
}
