import Driver
import Foundation
import Results
import Testing
import UIKit
import ViewPressureTesting

// Screens that misuse UIKit the way real apps do, written with UIKit's names only. UIKit raises an
// exception for each; ViewPressure records it, leaves the state unchanged, and fails the scenario
// step (exit 1) or the test at the caller's line. Nothing traps.

/// TV6: dequeues an identifier nobody registered.
final class UnregisteredCellListViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
}

/// TV9: deletes a row without removing it from the model.
final class InconsistentBatchViewController: UITableViewController {
    var items = ["a", "b", "c"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tableView.performBatchUpdates(
            {
                self.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }, completion: nil)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}

/// N3: pushes itself again once on screen.
final class PushTwiceViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.pushViewController(self, animated: true)
    }
}

/// "Can't add self as subview".
final class SelfSubviewViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(view)
    }
}

@Suite("UIKit's exceptions: recorded, failing the step or the test, never a trap")
@MainActor
struct UIKitExceptionTests {
    struct Misuse: Sendable, CustomTestStringConvertible {
        let rule: String
        let className: String
        let name: String
        let reason: String
        var testDescription: String { rule }
    }

    nonisolated static let misuses = [
        Misuse(
            rule: "TV6: unregistered reuse identifier", className: "UnregisteredCellList",
            name: "NSInternalInconsistencyException",
            reason:
                "unable to dequeue a cell with identifier Cell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        ),
        Misuse(
            rule: "TV9: inconsistent batch update", className: "InconsistentBatch",
            name: "NSInternalInconsistencyException",
            reason:
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        ),
        Misuse(
            rule: "N3: a controller pushed twice", className: "PushTwice",
            name: "NSInvalidArgumentException",
            reason:
                "<NavigationController: root#1> is pushing the same view controller instance (<PushTwiceViewController: screen#1>) more than once which is not supported and is most likely an error in the application"
        ),
        Misuse(
            rule: "a view added as its own subview", className: "SelfSubview",
            name: "NSInvalidArgumentException", reason: "Can't add self as subview"),
    ]

    static func make(_ className: String) -> UIViewController {
        switch className {
        case "UnregisteredCellList": UnregisteredCellListViewController()
        case "InconsistentBatch": InconsistentBatchViewController()
        case "PushTwice": PushTwiceViewController()
        default: SelfSubviewViewController()
        }
    }

    static var scenes: SceneRegistry {
        var scenes = SceneRegistry()
        for misuse in misuses {
            // The factories ignore the runtime: UIKit's init() joins the current one.
            scenes.register(misuse.className) { _ in make(misuse.className) }
        }
        return scenes
    }

    @Test("the scenario step fails with UIKit's name and reason (exit 1)", arguments: misuses)
    func scenarioStepFails(_ misuse: Misuse) throws {
        let text = """
            {"format": 1, "initial": "root",
             "scenes": {"root": {"type": "navigation", "root": "screen"},
                        "screen": {"type": "custom", "class": "\(misuse.className)"}},
             "steps": [{"op": "launch"}, {"op": "teardown"}]}
            """
        var options = RunOptions(measures: false)
        options.scenes = Self.scenes
        let scenario = try ScenarioParser.parse(text, scenes: Self.scenes)
        let outcome = try ScenarioRunner(scenario: scenario, options: options, environment: try RunEnvironment.current()).run()
        #expect(outcome.failure?.hasSuffix("steps[0] (launch): UIKit raised \(misuse.name): \(misuse.reason)") == true)
        #expect(outcome.exitCode == 1)
    }

    @Test("a ProfilingSession records a test issue at the caller's line", arguments: misuses)
    func sessionRecordsIssue(_ misuse: Misuse) throws {
        let session = try ProfilingSession(measures: false)
        // Outside a scenario, controllers carry their default labels (`ClassName#n`).
        let reason = misuse.reason.replacing("root#1", with: "NavigationController#1")
            .replacing("screen#1", with: "PushTwiceViewController#1")
        let expected = "UIKit raised \(misuse.name): \(reason)"
        let line = #_sourceLocation.line + 2
        withKnownIssue {
            session.launch(UINavigationController(rootViewController: Self.make(misuse.className)))
        } matching: { issue in
            issue.comments.map(\.rawValue) == [expected] && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "UIKitExceptionTests.swift"
        }
        #expect(session.runtime.raisedExceptions.isEmpty)
        #expect(session.runtime.diagnostics.contains { $0.code == .exceptionRaised && $0.message == "\(misuse.name): \(reason)" })
        session.teardown()
    }

    @Test("the call that raised changed nothing")
    func stateUnchanged() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            navigation.pushViewController(root, animated: false)
            #expect(navigation.viewControllers.count == 1)
            let view = UIView()
            let child = UIView()
            view.addSubview(child)
            child.addSubview(view)
            #expect(view.superview == nil && child.subviews.isEmpty)
            #expect(runtime.drainRaisedExceptions().map(\.name) == [.invalidArgument, .invalidArgument])
        }
    }
}
