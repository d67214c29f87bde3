import Driver
import Foundation
@testable import Notes
import NotesScenes
import Testing
import UIKit
import ViewPressureTesting

/// The Notes app, written as an iOS developer writes it (only UIKit and Foundation names), under
/// a `ProfilingSession`: its list, detail, delete alert, settings form and tabs, each checked for
/// its lifecycle, its memory and leaks. Synchronous and on the main actor (jemalloc's counters
/// are per thread), serialized (a session is the process's current runtime).
@MainActor
@Suite("Notes, a UIKit app under the profiler", .serialized)
struct NotesAppTests {
    static func launchedApp(notes: Int = 2_000) throws -> (ProfilingSession, NotesListViewController) {
        UIImage.register(named: "note-photo", size: CGSize(width: 1200, height: 900), scale: 1)
        let session = try ProfilingSession()
        session.launch(NotesApp.makeRoot(noteCount: notes))
        let list = try #require(session.topController as? NotesListViewController)
        return (session, list)
    }

    @Test("the list of 2,000 notes scrolls with reused cells: a screenful created, every row dequeued")
    func listReusesCells() throws {
        let (session, list) = try Self.launchedApp()
        #expect(list.tableView.numberOfRows(inSection: 0) == 2_000)
        let scroll = try session.scroll(by: 56)
        #expect(scroll.rows > 1_900)
        #expect(scroll.cellsNotDequeued == 0)
        session.expectCellsReused(scroll, atMost: 30)
        let cell = try #require(list.tableView.visibleCells.first)
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(cell.textLabel?.text?.hasPrefix("Note ") == true)
    }

    @Test("selecting a note pushes its detail with the photo's bytes; popped, it deallocates")
    func detailPushedAndReleased() throws {
        let (session, list) = try Self.launchedApp()
        weak var detail: UIViewController?
        try {
            list.tableView.userSelectRow(at: IndexPath(row: 3, section: 0))
            session.runtime.runUntilIdle()
            let shown = try #require(session.topController as? NoteDetailViewController)
            detail = shown
            #expect(list.tableView.indexPathForSelectedRow == nil)
            #expect(shown.view.subtreeBackingStoreByteCount > 0)
        }()
        _ = session.pop()
        session.expectDeallocated(detail, "the note's detail")
        session.expectNoLeaks()
    }

    @Test("a swipe-delete asks in an alert; Delete removes the row, and the alert deallocates")
    func deleteThroughAlert() throws {
        let (session, list) = try Self.launchedApp(notes: 50)
        weak var alertSeen: UIViewController?
        try {
            #expect(list.tableView.userCommitEditing(.delete, forRowAt: IndexPath(row: 0, section: 0)))
            session.runtime.runUntilIdle()
            let alert = try #require(session.topController as? UIAlertController)
            alertSeen = alert
            #expect(alert.preferredStyle == .alert)
            #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
            #expect(alert.simulateTap(actionTitled: "Delete"))
            session.runtime.runUntilIdle()
        }()
        #expect(list.tableView.numberOfRows(inSection: 0) == 49)
        #expect(session.topController === list)
        session.expectDeallocated(alertSeen, "the delete alert")
        session.expectNoLeaks()
    }

    @Test("settings: the switch and the slider change the settings; an action sheet resets them")
    func settingsForm() throws {
        let (session, _) = try Self.launchedApp(notes: 10)
        try session.selectTab(1)
        let settings = try #require(session.topController as? SettingsViewController)
        #expect(settings.nameField.placeholder == "Your name")
        settings.datesSwitch.simulateTap()
        #expect(!settings.showsDates)
        #expect(settings.fontSlider.bounds.width > 100 && settings.fontSlider.bounds.height > 20, "\(settings.fontSlider.bounds)")
        settings.fontSlider.simulateTap(at: CGPoint(x: settings.fontSlider.bounds.width - 1, y: settings.fontSlider.bounds.height / 2))
        #expect(settings.fontSize == 28)
        weak var sheetSeen: UIViewController?
        try {
            settings.resetButton.simulateTap()
            session.runtime.runUntilIdle()
            let sheet = try #require(session.topController as? UIAlertController)
            sheetSeen = sheet
            #expect(sheet.preferredStyle == .actionSheet)
            #expect(sheet.simulateTap(actionTitled: "Reset"))
            session.runtime.runUntilIdle()
        }()
        #expect(settings.showsDates && settings.fontSize == 17 && settings.datesSwitch.isOn)
        session.expectDeallocated(sheetSeen, "the reset sheet")
        session.expectNoLeaks()
    }

    @Test("a memory warning on the Settings tab releases the hidden list's view; going back reloads it")
    func memoryWarningReleasesHiddenTab() throws {
        let (session, list) = try Self.launchedApp(notes: 200)
        try session.selectTab(1)
        let result = session.memoryWarning(.critical)
        #expect(!list.isViewLoaded)
        #expect(result.screens?.contains { $0.controller == list.traceLabel && $0.viewUnloaded } == true)
        try session.selectTab(0)
        #expect(list.isViewLoaded && list.tableView.numberOfRows(inSection: 0) == 200)
        session.expectNoLeaks()
    }

    @Test("the app's scenario runs through its scenes with no leak, and a soak of it is flat")
    func scenarioAndSoak() throws {
        let text = try String(contentsOf: Self.scenarioURL, encoding: .utf8)
        let scenario = try ScenarioParser.parse(text, file: "notes.json", scenes: NotesScenes.registry)
        let session = try ProfilingSession(scenario: scenario, scenes: NotesScenes.registry)
        session.teardown()
        session.expectNoLeaks()
        let results = try SoakCheck.run(scenario, scenes: NotesScenes.registry, operations: 300, seed: 3)
        SoakCheck.expectClean(results)
        #expect(results.soak?.verdict == .flat, "\(results.soak?.reason ?? "")")
    }

    static var scenarioURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios/notes.json")
    }
}
