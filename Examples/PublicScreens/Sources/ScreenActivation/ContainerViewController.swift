// ViewPressure corpus header (added; comments only, not counted as changed lines) ---------------
// Source: https://github.com/jrasmusson/level-up-swift/blob/8dd9af81fea234d8746ce6353351ae42b2240556/advanced/container-view/source/ContainerView/ContainerView/ContainerViewController.swift
// Repository jrasmusson/level-up-swift, file advanced/container-view/source/ContainerView/ContainerView/ContainerViewController.swift, commit 8dd9af81fea234d8746ce6353351ae42b2240556.
// Taken verbatim except the lines inside `#if os(iOS)` blocks (see docs/UIKIT-COMPATIBILITY.md,
// "Ten public files"; scripts/uikit-corpus measures them against Pristine/ContainerViewController.swift.txt).
//
// MIT License
//
// Copyright (c) 2019 Jonathan Rasmusson
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all
// copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
// SOFTWARE.
// End of the ViewPressure corpus header -------------------------------------------------------
///
/// This is an example of Container views in iOS.
///
/// Highlights:
/// - All state and transitions contained and managed in `ContainerViewController`
/// - State tracked in `NavigationState` enum
/// - Next state communicated via Responder Chain from view controllers
///
import UIKit

#if os(iOS)
@objc // Responder Chain
#endif
protocol ContainerViewControllerResponder {
    func didPressPrimaryCTAButton(_ sender: Any?)
    func didPressSecondaryCTAButton(_ sender: Any?)
}

class ContainerViewController: UIViewController {

    enum NavigationState {
        case readyToActivate
        case activating
        case success
        case failure
    }

    private var navigationState: NavigationState = .readyToActivate
    private let navigationViewController: UINavigationController
    private var nextViewController = UIViewController()

    init() {
        self.navigationViewController = UINavigationController()
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        navigationViewController.isNavigationBarHidden = true
        showNextNavigationState(navigationState, animated: false)
    }

    func showNextNavigationState(_ nextNavigationState: NavigationState, animated: Bool = true) {
        self.navigationState = nextNavigationState

        switch navigationState {

        case .readyToActivate:
            nextViewController = ReadyToActivateViewController()
        case .activating:

            ActivationManager.activateAndPoll { result in
                switch result {
                case .success:
                    self.navigationState = .success
                    self.nextViewController = SuccessViewController()
                case .failure(_):
                    self.navigationState = .failure
                    self.nextViewController = FailureViewController()
                }
            }

        case .success:
            nextViewController = SuccessViewController()
        case .failure:
            nextViewController = FailureViewController()
        }

        presentNextState(viewController: nextViewController)
    }

    func presentNextState(viewController: UIViewController) {
        // The view controller we want to present (embedded in nav controller)
        navigationViewController.setViewControllers([nextViewController], animated: true)

        // The x3 things we need to do when presented a child view controller within a parent
        view.addSubview(navigationViewController.view)
        addChild(navigationViewController)
        navigationController?.didMove(toParent: self)
    }
}

extension ContainerViewController: ContainerViewControllerResponder {

    func didPressPrimaryCTAButton(_ sender: Any?) {
        switch navigationState {
        case .readyToActivate:
            showNextNavigationState(.activating)
        case .activating:
            showNextNavigationState(.success)
        case .success:
            dismiss(animated: true, completion: nil)
        case .failure:
            showNextNavigationState(.readyToActivate)
            break
        }
    }

    func didPressSecondaryCTAButton(_ sender: Any?) {
        dismiss(animated: true, completion: nil)
    }
}

