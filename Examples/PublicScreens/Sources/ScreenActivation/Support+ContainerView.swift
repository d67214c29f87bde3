import UIKit

// Stand-ins for the other types of ContainerViewController.swift's project
// (jrasmusson/level-up-swift, advanced/container-view), written here (not copied): three
// screens, each a view with a title label, and an activation service that answers at once.
// The container is what is measured; these only give it children of the usual size.

/// A child screen: a label in a view.
class ActivationStepViewController: UIViewController {
    let titleLabel = UILabel()
    private let titleText: String

    init(titleText: String) {
        self.titleText = titleText
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        titleLabel.text = titleText
        titleLabel.frame = CGRect(x: 16, y: 100, width: 288, height: 44)
        view.addSubview(titleLabel)
    }
}

final class ReadyToActivateViewController: ActivationStepViewController {
    init() { super.init(titleText: "Ready to activate") }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class SuccessViewController: ActivationStepViewController {
    init() { super.init(titleText: "Activated") }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class FailureViewController: ActivationStepViewController {
    init() { super.init(titleText: "Activation failed") }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The project's activation service: here it succeeds at once, on the caller's thread.
enum ActivationManager {
    struct ActivationError: Error {}

    static func activateAndPoll(completion: (Result<Void, ActivationError>) -> Void) {
        completion(.success(()))
    }
}
