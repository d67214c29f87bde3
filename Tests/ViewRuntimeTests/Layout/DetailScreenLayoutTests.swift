import Foundation
import Testing
@testable import ViewRuntime

/// The same detail screen built twice: frames set by hand, and anchors only. The backing stores
/// follow the solved frames, so the bytes must match exactly.
@MainActor
@Suite("Auto Layout: backing stores follow solved frames")
struct DetailScreenLayoutTests {
    static let frames = [
        Rect(x: 0, y: 47, width: 390, height: 200),  // header image
        Rect(x: 16, y: 263, width: 358, height: 24),  // title
        Rect(x: 16, y: 295, width: 358, height: 120),  // body
        Rect(x: 16, y: 431, width: 160, height: 44),  // button
        Rect(x: 214, y: 431, width: 160, height: 44),  // second button
    ]

    func makeViews() -> [View] { [ImageView(), Label(), Label(), Button(title: "Buy"), Button(title: "Share")] }

    @Test("A detail screen laid out only with anchors has the backing-store bytes of the hand-framed one")
    func anchorsMatchFrames() {
        let manual = makeViews()
        let (hManual, manualController) = showScreen { root in
            for (view, frame) in zip(manual, Self.frames) {
                view.frame = frame
                root.addWithoutChecks(view)
            }
        }
        let anchored = makeViews().map { constrained($0) }
        let (hAnchored, anchoredController) = showScreen { root in
            let (header, title, body, buy, share) = (anchored[0], anchored[1], anchored[2], anchored[3], anchored[4])
            for view in anchored { root.addWithoutChecks(view) }
            let safe = root.safeAreaLayoutGuide
            LayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: safe.topAnchor),
                header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                header.heightAnchor.constraint(equalToConstant: 200),
                title.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
                title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                title.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                title.heightAnchor.constraint(equalToConstant: 24),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
                body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                body.heightAnchor.constraint(equalToConstant: 120),
                buy.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 16),
                buy.leadingAnchor.constraint(equalTo: body.leadingAnchor),
                buy.heightAnchor.constraint(equalToConstant: 44),
                share.topAnchor.constraint(equalTo: buy.topAnchor),
                share.trailingAnchor.constraint(equalTo: body.trailingAnchor),
                share.widthAnchor.constraint(equalTo: buy.widthAnchor),
                share.heightAnchor.constraint(equalTo: buy.heightAnchor),
                share.leadingAnchor.constraint(equalTo: buy.trailingAnchor, constant: 38),
            ])
        }
        #expect(anchored.map(\.frame) == Self.frames)
        #expect(anchored.allSatisfy { !$0.hasAmbiguousLayout })
        #expect(anchored.map(\.backingStoreByteCount) == manual.map(\.backingStoreByteCount))
        #expect(anchoredController.view.subtreeBackingStoreByteCount == manualController.view.subtreeBackingStoreByteCount)
        #expect(anchoredController.view.subtreeBackingStoreByteCount > 0)
        #expect(hAnchored.runtime.backingStoreBytes == hManual.runtime.backingStoreBytes)
    }
}
