import Foundation
import Results
import Testing
import ViewRuntime

@testable import Driver

/// Rules the coverage table (docs/UIKIT-COVERAGE.md) had no test named after, reached from files.
extension ScenarioFidelityTests {
    @Test("A4: a child's view added to a container already on screen gets viewDidLoad, viewWillAppear, viewDidAppear")
    func a4ChildOnScreen() throws {
        let ran = try ScenarioReachTests.run(
            """
            {"format": 1, "initial": "home", "scenes": {"home": {"type": "content"}, "card": {"type": "content"}},
             "steps": [{"op": "launch"}, {"op": "addChild", "scene": "card", "into": "home"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        let card = ran.events.filter { $0.hasPrefix("card#1.view") }
        #expect(card == ["card#1.viewDidLoad", "card#1.viewWillAppear", "card#1.viewDidAppear"], "\(card)")
    }

    @Test("P7: the presented controller's view loads before the presenter's viewWillDisappear")
    func p7PresentedLoadsFirst() throws {
        let ran = try ScenarioReachTests.run(
            """
            {"format": 1, "initial": "home", "scenes": {"home": {"type": "content"}, "sheet": {"type": "content"}},
             "steps": [{"op": "launch"}, {"op": "present", "scene": "sheet", "style": "fullScreen"}]}
            """)
        let load = try #require(ran.events.firstIndex(of: "sheet#1.viewDidLoad"))
        let disappear = try #require(ran.events.firstIndex(of: "home#1.viewWillDisappear"))
        #expect(load < disappear)
    }

    @Test("PV2: a page curl needing two pages with count 1 is refused with UIKit's message and the JSON path (exit 2)")
    func pv2PageCount() {
        let error = #expect(throws: DriverError.self) {
            try ScenarioParser.parse(
                """
                {"format": 1, "initial": "book", "scenes": {"book": {"type": "pages", "page": "p", "count": 1, "style": "pageCurl", "spine": "mid"},
                 "p": {"type": "content"}}, "steps": [{"op": "launch"}]}
                """)
        }
        #expect(error?.path == "scenes.book.count")
        #expect(error?.message == "The number of view controllers provided (1) doesn't match the number required (2) for the requested transition")
    }
}
