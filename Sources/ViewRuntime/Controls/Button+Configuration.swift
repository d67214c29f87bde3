public import Foundation

extension Button {
    /// A button's iOS 15 look: UIKit's `UIButton.Configuration`. Setting one on a button shows its
    /// ``title`` and ``image`` for `.normal`; the rest is recorded (it draws nothing here).
    public struct Configuration: Sendable {
        /// How rounded the button's background is.
        public enum CornerStyle: Int, Sendable, Hashable { case dynamic, fixed, capsule, large, medium, small }
        /// The size class of the button.
        public enum Size: Int, Sendable, Hashable { case mini, small, medium, large }

        /// The title.
        public var title: String?
        /// A second line under the title.
        public var subtitle: String?
        /// The image.
        public var image: Image?
        /// The space between image and title.
        public var imagePadding: CGFloat = 0
        /// Padding around the content.
        public var contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        /// The background colour the style starts from.
        public var baseBackgroundColor: Color?
        /// The title and image colour the style starts from.
        public var baseForegroundColor: Color?
        /// How rounded the background is.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class.
        public var buttonSize: Size = .medium
        /// Whether a spinner replaces the image.
        public var showsActivityIndicator = false
        /// The style the configuration was made with (`"filled"`, `"plain"`...).
        public let style: String

        init(style: String) { self.style = style }

        /// A borderless button: UIKit's `.plain()`.
        public static func plain() -> Configuration { Configuration(style: "plain") }
        /// A tinted background: UIKit's `.tinted()`.
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        /// A grey background: UIKit's `.gray()`.
        public static func gray() -> Configuration { Configuration(style: "gray") }
        /// A filled background: UIKit's `.filled()`.
        public static func filled() -> Configuration { Configuration(style: "filled") }
        /// UIKit's `.borderless()`.
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
        /// UIKit's `.bordered()`.
        public static func bordered() -> Configuration { Configuration(style: "bordered") }
        /// UIKit's `.borderedTinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
        /// UIKit's `.borderedProminent()`.
        public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }
    }
}
