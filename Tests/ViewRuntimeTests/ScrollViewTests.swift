import Testing
@testable import ViewRuntime

/// UIScrollView basics: the offset is the bounds' origin; drags are clamped; the delegate hears them.
@MainActor
@Suite("Scroll views")
struct ScrollViewTests {
    final class Delegate: ScrollViewDelegate {
        var events: [String] = []
        func scrollViewDidScroll(_ scrollView: ScrollView) { events.append("scroll \(scrollView.contentOffset.y)") }
        func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("begin") }
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { events.append("end") }
    }

    @Test("contentOffset is bounds.origin; drags clamp to the content; scrollRectToVisible scrolls the least")
    func scrolling() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 200))
        let delegate = Delegate()
        scroll.delegate = delegate
        scroll.contentSize = Size(width: 100, height: 500)
        scroll.simulateDrag(dy: 120)
        #expect(scroll.contentOffset == Point(x: 0, y: 120) && scroll.bounds.origin.y == 120)
        scroll.simulateDrag(dy: 1000)
        #expect(scroll.contentOffset.y == 300)
        #expect(delegate.events == ["begin", "scroll 120.0", "end", "begin", "scroll 300.0", "end"])
        scroll.scrollRectToVisible(Rect(x: 0, y: 50, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset.y == 50)
        scroll.setContentOffset(Point(x: 0, y: 0), animated: true)
        scroll.isScrollEnabled = false
        scroll.simulateDrag(dy: 40)
        #expect(scroll.contentOffset.y == 0 && scroll.frame.size == Size(width: 100, height: 200))
    }
}
