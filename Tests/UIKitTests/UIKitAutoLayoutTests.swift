import Foundation
import Testing
import UIKit

/// A profile header written as on iOS: UIKit's Auto Layout names, CGFloat constants.
final class ProfileHeaderController: UIViewController {
    let avatar = UIView()
    let nameLabel = UILabel()
    let buttons = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [avatar, nameLabel, buttons] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            try? view.addSubview(subview)
        }
        nameLabel.text = "Ada"
        buttons.axis = .horizontal
        buttons.distribution = .fillEqually
        buttons.spacing = 8
        for _ in 0..<2 { buttons.addArrangedSubview(UIView()) }
        let inset: CGFloat = 16
        let guide = view.safeAreaLayoutGuide
        let width = avatar.widthAnchor.constraint(equalToConstant: 60)
        width.priority = UILayoutPriority(rawValue: 999)
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: inset),
            avatar.topAnchor.constraint(equalTo: guide.topAnchor, constant: inset),
            width,
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            nameLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            buttons.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: inset),
            buttons.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            buttons.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            buttons.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

@Suite("UIKit: Auto Layout names")
@MainActor
struct UIKitAutoLayoutTests {
    @Test("NSLayoutConstraint, anchors, UILayoutGuide, UILayoutPriority and UIStackView as written on iOS")
    func profileHeader() {
        let runtime = Runtime(screen: .iPhone)
        Runtime.withCurrent(runtime) {
            let window = UIWindow()
            let controller = ProfileHeaderController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            #expect(controller.avatar.frame == CGRect(x: 16, y: 63, width: 60, height: 60))
            #expect(controller.nameLabel.frame == CGRect(x: 88, y: 82.5, width: 23, height: 21))  // the label estimate: 0.45 em per character
            #expect(controller.buttons.frame == CGRect(x: 16, y: 139, width: 358, height: 44))
            #expect(controller.buttons.arrangedSubviews.map(\.frame.width) == [175, 175])
            let attribute: NSLayoutConstraint.Attribute = .centerY
            #expect(attribute.rawValue == 10)
            #expect(UILayoutPriority.defaultHigh.rawValue == 750)
            #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            #expect(!controller.avatar.hasAmbiguousLayout)
            window.tearDown()
        }
    }
}
