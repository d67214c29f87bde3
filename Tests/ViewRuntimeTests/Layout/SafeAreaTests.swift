import Foundation
import Testing
@testable import ViewRuntime

@MainActor
@Suite("Auto Layout: safe area and layout margins (AUTOLAYOUT-SPEC SA)")
struct SafeAreaTests {
    static let iPhone14Pro = Screen(width: 393, height: 852, scale: 3, idiom: .phone)

    @Test("T5: iPhone 14 Pro portrait root view (59, 0, 34, 0); a subview at y = 20 (39, 0, 34, 0); none outside a window (SA1, SA3, SA4)")
    func t5SafeAreaPortrait() {
        let sub = View(frame: Rect(x: 0, y: 20, width: 393, height: 832))
        #expect(sub.safeAreaInsets == .zero)
        let (_, controller) = showScreen(Self.iPhone14Pro) { root in root.addWithoutChecks(sub) }
        #expect(controller.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(sub.safeAreaInsets == EdgeInsets(top: 39, left: 0, bottom: 34, right: 0))
        let inside = View(frame: Rect(x: 0, y: 100, width: 100, height: 100))
        controller.view.addWithoutChecks(inside)
        #expect(inside.safeAreaInsets == .zero)
    }

    @Test("SA2/SA4: a view pinned to the safe area guide of a notched phone, portrait and landscape")
    func safeAreaGuide() {
        for (screen, expected) in [
            (Self.iPhone14Pro, Rect(x: 0, y: 59, width: 393, height: 759)),
            (Screen(width: 852, height: 393, scale: 3, idiom: .phone), Rect(x: 59, y: 0, width: 734, height: 372)),
            (Screen.iPhone, Rect(x: 0, y: 47, width: 390, height: 763)),
        ] {
            let content = constrained(View())
            let (_, controller) = showScreen(screen) { root in
                root.addWithoutChecks(content)
                let guide = root.safeAreaLayoutGuide
                LayoutConstraint.activate([
                    content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                    content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                    content.topAnchor.constraint(equalTo: guide.topAnchor),
                    content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                ])
            }
            #expect(content.frame == expected, "\(screen.size)")
            #expect(controller.view.safeAreaLayoutGuide.layoutFrame == expected)
            #expect(controller.view.safeAreaLayoutGuide.identifier == "UIViewSafeAreaLayoutGuide")
        }
    }

    @Test("SA8-SA11: margins are 8 for plain views; a root view's are the system minimum plus the safe area")
    func layoutMargins() {
        let card = constrained(View()), text = constrained(View())
        let (_, controller) = showScreen { root in
            root.addWithoutChecks(card)
            card.addWithoutChecks(text)
            let margins = root.layoutMarginsGuide
            LayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                card.topAnchor.constraint(equalTo: margins.topAnchor),
                card.heightAnchor.constraint(equalToConstant: 100),
                text.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
                text.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
                text.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
            ])
        }
        #expect(controller.view.layoutMargins == EdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
        #expect(card.frame == Rect(x: 16, y: 47, width: 358, height: 100))
        #expect(text.frame == Rect(x: 8, y: 8, width: 342, height: 84))
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20)
        controller.view.layoutIfNeeded()
        #expect(text.frame == Rect(x: 20, y: 4, width: 318, height: 92))
    }
}
