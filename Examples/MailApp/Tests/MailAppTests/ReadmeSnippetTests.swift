import Foundation
import Driver
import MailApp
import Testing
import ViewPressureTesting
import ViewRuntime

// docs/OWN-CONTROLLERS.md's snippets (linked from the README's "Profile your own controllers"), verbatim, so that they keep compiling
// and passing.

@Test @MainActor func messageScreenDoesNotLeak() throws {
    let session = try ProfilingSession()
    let inbox = InboxController(runtime: session.runtime, mailbox: Mailbox(count: 2000))
    session.launch(NavigationController(rootViewController: inbox))
    let scroll = try session.scroll(by: 72)  // the whole inbox, a finger's step at a time
    session.expectCellsReused(scroll, atMost: 0)  // every cell dequeued; the first screenful made them all
    try session.push(MessageController(runtime: session.runtime, subject: "Hello"))
    session.pop()
    session.expectNoLeaks()  // fails with the retain path and a fingerprint
    session.expectAllocated(atMost: 4_500_000, in: .viewDidLoad, of: MessageController.self)
}

@Test func readmeRegistryParsesItsScenes() throws {
    var scenes = SceneRegistry()
    scenes.register("Inbox", summary: "the inbox table") { parameters throws(DriverError) in
        try parameters.int("messages", in: 0...1_000_000, default: 5000)
    } make: { runtime, messages in
        InboxController(runtime: runtime, mailbox: Mailbox(count: messages))
    }
    scenes.register("Compose") { runtime in ComposeController(runtime: runtime) }
    #expect(scenes.classNames == ["Compose", "Inbox"])
    let file = """
        {"format": 1, "initial": "nav", "scenes": {"nav": {"type": "navigation", "root": "inbox"},
         "inbox": {"type": "custom", "class": "Inbox", "parameters": {"messages": 10}}}, "steps": [{"op": "launch"}]}
        """
    #expect(throws: Never.self) { try ScenarioParser.parse(file, scenes: scenes) }
    let bad = file.replacingOccurrences(of: #""messages": 10"#, with: #""messages": -1"#)
    let error = #expect(throws: DriverError.self) { try ScenarioParser.parse(bad, scenes: scenes) }
    #expect(error?.code == .sceneParameter)
    #expect(error?.path == "scenes.inbox.parameters.messages")
}
