// ViewPressure corpus header (added; comments only, not counted as changed lines) ---------------
// Source: https://github.com/getsentry/sentry-cocoa/blob/ea4c35dc18a5dfa687923fcdad63f0ee036cb6fa/Samples/iOS-Swift/iOS-Swift/ViewControllers/PageViewController.swift
// Repository getsentry/sentry-cocoa, file Samples/iOS-Swift/iOS-Swift/ViewControllers/PageViewController.swift, commit ea4c35dc18a5dfa687923fcdad63f0ee036cb6fa.
// Taken verbatim except the lines inside `#if os(iOS)` blocks (see docs/UIKIT-COMPATIBILITY.md,
// "Ten public files"; scripts/uikit-corpus measures them against Pristine/PageViewController.swift.txt).
//
// MIT License
//
// Copyright (c) 2015-2025 Sentry
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
import Foundation
import UIKit

class PageViewController: UIPageViewController, UIPageViewControllerDataSource {

    class RedViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .red
        }
    }

    class GreenViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .green
        }
    }

    let redViewController = RedViewController()
    let greenViewController = GreenViewController()

    override func viewDidLoad() {
        super.viewDidLoad()

        dataSource = self
        setViewControllers([redViewController], direction: .forward, animated: false)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        viewController == redViewController ? greenViewController : redViewController
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        viewController == redViewController ? greenViewController : redViewController
    }

}
