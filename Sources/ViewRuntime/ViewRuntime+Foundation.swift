/// ViewRuntime's geometry and index paths are Foundation's (`Rect` is `CGRect`, `IndexPath`
/// is Foundation's with UIKit's `row`/`section`), so a file that imports only ViewRuntime sees
/// them too, as a file that imports only UIKit does on iOS (UIKit re-exports Foundation).
@_exported public import Foundation
