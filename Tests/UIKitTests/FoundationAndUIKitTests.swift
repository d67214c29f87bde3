import Foundation
import Testing
import UIKit

/// A file that imports Foundation and UIKit together sees one `CGRect`, one `IndexPath`:
/// UIKit's geometry and index paths are Foundation's, with UIKit's accessors (UIKIT-SPEC UK1).
@Suite("UIKit and Foundation together")
@MainActor
struct FoundationAndUIKitTests {
    @Test("UK1: IndexPath is Foundation's, with UIKit's row, item and section")
    func indexPaths() {
        let path = IndexPath(row: 3, section: 1)
        #expect(path.section == 1 && path.row == 3 && path.item == 3)
        #expect(path == IndexPath(item: 3, section: 1))
        #expect(path == [1, 3])
        #expect(path.count == 2)
        #expect(IndexPath(row: 0, section: 2) > IndexPath(row: 9, section: 1))
        var moved = path
        moved.row = 4
        moved.section = 0
        #expect(moved == IndexPath(row: 4, section: 0))
        #expect(path.description == "[1, 3]")
    }

    @Test("geometry is Foundation's CGRect, CGSize, CGPoint and CGFloat")
    func geometry() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
        let width: CGFloat = view.bounds.width
        #expect(width == 300)
        #expect(view.frame.origin == CGPoint(x: 10, y: 20))
        #expect(view.bounds.size == CGSize(width: 300, height: 200))
        view.frame.size.height += 50
        #expect(view.bounds.height == 250)
    }

    @Test("UIApplication.shared and UIScreen.main are the current runtime's")
    func sharedObjects() {
        let runtime = Runtime(screen: .iPad)
        Runtime.withCurrent(runtime) {
            #expect(UIApplication.shared === runtime.application)
            #expect(UIScreen.main.bounds == runtime.screen.bounds)
            let window = UIWindow(frame: UIScreen.main.bounds)
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            #expect(controller.viewIfLoaded?.window === window)
            #expect(window.next === UIApplication.shared)
        }
    }
}
