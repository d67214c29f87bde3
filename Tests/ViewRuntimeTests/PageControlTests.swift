import Foundation
import Testing
@testable import ViewRuntime

/// UIPageControl: the page stays in range, code sends nothing, a tap moves one page and sends
/// valueChanged only on a change.
@MainActor
@Suite("Page controls")
struct PageControlTests {
    @Test("currentPage stays within the pages; fewer pages clamp it; setting it sends nothing")
    func clamping() {
        let control = PageControl()
        var changes = 0
        control.addHandler(for: .valueChanged) { _, _ in changes += 1 }
        control.currentPage = 3
        #expect(control.currentPage == 0, "no pages: page 0")
        control.numberOfPages = 5
        control.currentPage = 4
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        control.numberOfPages = -1
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        #expect(changes == 0)
    }

    @Test("a tap right of the middle goes forward, left goes back, nothing past the ends")
    func taps() {
        let control = PageControl(frame: Rect(x: 0, y: 0, width: 100, height: 26))
        control.numberOfPages = 3
        var pages: [Int] = []
        control.addHandler(for: .valueChanged) { sender, _ in pages.append((sender as? PageControl)?.currentPage ?? -1) }
        let right = Point(x: 80, y: 13), left = Point(x: 10, y: 13)
        control.simulateTap(at: left)
        #expect(control.currentPage == 0 && pages.isEmpty, "at the first page: no change, nothing sent")
        control.simulateTap(at: right)
        control.simulateTap(at: right)
        control.simulateTap(at: right)
        #expect(control.currentPage == 2 && pages == [1, 2])
        control.simulateTap(at: left)
        #expect(pages == [1, 2, 1])
    }

    @Test("its size follows the number of pages; colours and hidesForSinglePage are kept")
    func sizeAndRecordedProperties() {
        let control = PageControl()
        control.numberOfPages = 4
        #expect(control.intrinsicContentSize == Size(width: 64, height: 26))
        #expect(control.size(forNumberOfPages: 0).width == 0)
        control.pageIndicatorTintColor = .systemGray2
        control.currentPageIndicatorTintColor = .black
        control.hidesForSinglePage = true
        #expect(control.pageIndicatorTintColor == .systemGray2 && control.currentPageIndicatorTintColor == .black)
        #expect(control.hidesForSinglePage)
    }
}
