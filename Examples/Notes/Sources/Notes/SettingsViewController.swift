import UIKit

/// The settings form: a display name, a switch, a font-size slider and a reset button that asks
/// first with an action sheet.
final class SettingsViewController: UIViewController {
    private(set) var showsDates = true
    private(set) var fontSize: Float = 17

    let nameField = UITextField()
    let datesSwitch = UISwitch()
    let fontSlider = UISlider()
    let resetButton = UIButton(type: .system)
    private let datesLabel = UILabel()
    private let stackView = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemGroupedBackground

        nameField.placeholder = "Your name"
        nameField.borderStyle = .roundedRect

        datesLabel.text = "Show dates"
        datesSwitch.isOn = showsDates
        datesSwitch.addAction(
            UIAction { [weak self] action in
                guard let toggle = action.sender as? UISwitch else { return }
                self?.showsDates = toggle.isOn
            }, for: .valueChanged)

        fontSlider.minimumValue = 12
        fontSlider.maximumValue = 28
        fontSlider.value = fontSize
        fontSlider.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.fontSize = self.fontSlider.value.rounded()
            }, for: .valueChanged)

        resetButton.setTitle("Reset settings", for: .normal)
        resetButton.addAction(
            UIAction { [weak self] _ in
                self?.confirmReset()
            }, for: .touchUpInside)

        let datesRow = UIStackView(arrangedSubviews: [datesLabel, datesSwitch])
        datesRow.axis = .horizontal
        stackView.axis = .vertical
        stackView.spacing = 16
        for row in [nameField, datesRow, fontSlider, resetButton] {
            stackView.addArrangedSubview(row)
        }
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    func confirmReset() {
        let sheet = UIAlertController(title: nil, message: "Reset every setting?", preferredStyle: .actionSheet)
        sheet.addAction(
            UIAlertAction(title: "Reset", style: .destructive) { [weak self] _ in
                self?.reset()
            })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }

    func reset() {
        showsDates = true
        fontSize = 17
        datesSwitch.setOn(true, animated: true)
        fontSlider.value = fontSize
        nameField.text = nil
    }
}
