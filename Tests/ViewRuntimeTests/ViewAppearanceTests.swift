import Foundation
import Testing
@testable import ViewRuntime

/// UIView's appearance properties: recorded, no memory effect, touches follow isUserInteractionEnabled.
@MainActor
@Suite("View appearance")
struct ViewAppearanceTests {
    @Test("defaults as UIKit's, and a view that sets nothing has no appearance storage")
    func defaults() {
        let view = View()
        #expect(view.backgroundColor == nil && view.alpha == 1 && view.tag == 0 && !view.clipsToBounds)
        #expect(view.contentMode == .scaleToFill && view.isUserInteractionEnabled && view.tintColor == .systemBlue)
        #expect(view.appearanceStorage == nil, "reading allocates nothing")
        #expect(!Label().isUserInteractionEnabled && !ImageView().isUserInteractionEnabled)
    }

    @Test("set values are kept; clipsToBounds is the layer's masksToBounds; layer.opacity is alpha")
    func recorded() {
        let view = View()
        view.backgroundColor = .systemBackground
        view.alpha = 0.5
        view.contentMode = .scaleAspectFill
        view.clipsToBounds = true
        view.layer.cornerRadius = 12
        view.layer.borderWidth = 1
        view.layer.borderColor = Color.red.cgColor
        view.layer.shadowOpacity = 0.3
        view.layer.shadowOffset = Size(width: 0, height: 2)
        #expect(view.backgroundColor == .systemBackground && view.alpha == 0.5 && view.contentMode == .scaleAspectFill)
        #expect(view.layer.masksToBounds && view.layer.cornerRadius == 12 && view.layer.borderColor == .red)
        #expect(view.layer.opacity == 0.5 && view.layer === view.layer)
        view.layer.masksToBounds = false
        #expect(!view.clipsToBounds)
    }

    @Test("tintColor is inherited from the superview until set; viewWithTag finds depth first")
    func tintAndTags() {
        let root = View(), child = View(), grandchild = View()
        root.insertWithoutChecks(child, at: 0)
        child.insertWithoutChecks(grandchild, at: 0)
        root.tintColor = .systemRed
        #expect(grandchild.tintColor == .systemRed)
        child.tintColor = .systemGreen
        #expect(grandchild.tintColor == .systemGreen && root.tintColor == .systemRed)
        child.tintColor = nil
        #expect(grandchild.tintColor == .systemRed)
        grandchild.tag = 7
        #expect(root.viewWithTag(7) === grandchild && root.viewWithTag(8) == nil)
    }

    @Test("appearance changes no memory: the backing store is the same with a colour, a border and a shadow")
    func noMemoryEffect() {
        let h = Harness()
        let plain = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let styled = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        styled.backgroundColor = .systemBlue
        styled.layer.cornerRadius = 8
        styled.layer.borderWidth = 2
        styled.layer.shadowOpacity = 1
        h.window.addWithoutChecks(plain)
        h.window.addWithoutChecks(styled)
        #expect(plain.backingStoreByteCount > 0 && styled.backingStoreByteCount == plain.backingStoreByteCount)
    }

    @Test("a control under a view that takes no touches, or nearly transparent, gets none (UIKit's hit-testing)")
    func userInteraction() {
        let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let button = Button(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        container.insertWithoutChecks(button, at: 0)
        var taps = 0
        button.addHandler(for: .primaryActionTriggered) { _, _ in taps += 1 }
        button.simulateTap()
        container.isUserInteractionEnabled = false
        button.simulateTap()
        container.isUserInteractionEnabled = true
        button.alpha = 0.005
        button.simulateTap()
        button.alpha = 1
        let imageView = ImageView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        imageView.insertWithoutChecks(button, at: 0)
        button.simulateTap()
        #expect(taps == 1)
    }

    @Test("intrinsicContentSize: none for a plain view; an image view's image size; a label's text estimate")
    func intrinsicSizes() throws {
        #expect(View().intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        let image = try #require(Image(size: Size(width: 30, height: 20), scale: 2))
        #expect(ImageView(image: image).intrinsicContentSize == Size(width: 30, height: 20))
        #expect(ImageView(image: image).frame.size == Size(width: 30, height: 20), "init(image:) sizes the view")
        let label = Label()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello"
        #expect(label.intrinsicContentSize == Size(width: 43, height: 21))
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 20
        #expect(label.intrinsicContentSize == Size(width: 20, height: 63))
    }
}
