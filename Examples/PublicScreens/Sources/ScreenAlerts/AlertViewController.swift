// ViewPressure corpus header (added; comments only, not counted as changed lines) ---------------
// Source: https://github.com/jrasmusson/ios-starter-kit/blob/58f7bfcf946d6169f1f126824dcb813a8064451c/basics/UIAlertController/UIAlert/UIAlert/ViewController.swift
// Repository jrasmusson/ios-starter-kit, file basics/UIAlertController/UIAlert/UIAlert/ViewController.swift, commit 58f7bfcf946d6169f1f126824dcb813a8064451c.
// Taken verbatim except the lines inside `#if os(iOS)` blocks (see docs/UIKIT-COMPATIBILITY.md,
// "Ten public files"; scripts/uikit-corpus measures them against Pristine/AlertViewController.swift.txt).
//
// MIT License
//
// Copyright (c) 2018 Jonathan Rasmusson
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
//
//  ViewController.swift
//  UIAlert
//
//  Created by Jonathan Rasmusson Work Pro on 2018-07-18.
//  Copyright © 2018 Rasmusson Software Consulting. All rights reserved.
//

import UIKit

class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    @IBAction func buttonPressed(_ sender: UIButton) {
        
        var alert: UIAlertController! = nil
        
        if sender.titleLabel?.text == "Alert" {
           alert = UIAlertController(title: "Title", message: "Simple message", preferredStyle: .alert)
        } else {
           alert = UIAlertController(title: "Title", message: "Simple message", preferredStyle: .actionSheet)
        }
        
        let defaultAction = UIAlertAction(title: "Default", style: .default) { (action:UIAlertAction) in
            // nop
        }
        
        let destructiveAction = UIAlertAction(title: "Destructive", style: .destructive) { (action:UIAlertAction) in
            // nop
        }

        let cancelAction = UIAlertAction(title: "Cancel", style: .cancel) { (action:UIAlertAction) in
            // nop
        }
        
        alert.addAction(defaultAction)
        alert.addAction(destructiveAction)
        alert.addAction(cancelAction)
        
        present(alert, animated: true, completion: nil)
    }
    
    @IBAction func customButtonPressed(_ sender: UIButton) {
        // Can add text fields to alerts
        var textField = UITextField()
        
        let alert = UIAlertController(title: "Add New Category", message: "", preferredStyle: .alert)
        
        let action = UIAlertAction(title: "Add", style: .default) { (action) in
            
            let newCategory = Category()
            newCategory.name = textField.text!
            
            // save results
        }
        
        alert.addAction(action)
        
        alert.addTextField { (field) in
            textField = field
            textField.placeholder = "Add a new category"
        }
        
        present(alert, animated: true, completion: nil)
    }
    
    private class Category {
        var name: String = ""
    }
}

