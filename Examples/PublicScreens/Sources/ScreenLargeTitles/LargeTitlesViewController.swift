// ViewPressure corpus header (added; comments only, not counted as changed lines) ---------------
// Source: https://github.com/jrasmusson/swift-arcade/blob/df737403d70d6909328624f655d9d98ddb0edb90/UIKit/UINavigationController/LargeTitles/LargeTitles/LargeTitles/ViewController.swift
// Repository jrasmusson/swift-arcade, file UIKit/UINavigationController/LargeTitles/LargeTitles/LargeTitles/ViewController.swift, commit df737403d70d6909328624f655d9d98ddb0edb90.
// Taken verbatim except the lines inside `#if os(iOS)` blocks (see docs/UIKIT-COMPATIBILITY.md,
// "Ten public files"; scripts/uikit-corpus measures them against Pristine/LargeTitlesViewController.swift.txt).
//
// MIT License
//
// Copyright (c) 2020 Jonathan Rasmusson
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
//  LargeTitles
//
//  Created by Jonathan Rasmusson Work Pro on 2020-06-24.
//  Copyright © 2020 Rasmusson Software Consulting. All rights reserved.
//

import UIKit

class ViewController: UIViewController {

    lazy var inboxBarButtonItem: UIBarButtonItem = {
        #if os(iOS)
        let barButtonItem = UIBarButtonItem(title: "Inbox", style: .plain, target: self, action: #selector(inboxTapped))
        #else
        let barButtonItem = UIBarButtonItem(title: "Inbox", primaryAction: UIAction { [unowned self] _ in self.inboxTapped() })
        #endif
        barButtonItem.tintColor = .label
        return barButtonItem
    }()
    
    lazy var historyBarButtonItem: UIBarButtonItem = {
        #if os(iOS)
        let barButtonItem = UIBarButtonItem(title: "History", style: .plain, target: self, action: #selector(historyTapped))
        #else
        let barButtonItem = UIBarButtonItem(title: "History", primaryAction: UIAction { [unowned self] _ in self.historyTapped() })
        #endif
        barButtonItem.tintColor = .label
        return barButtonItem
    }()
    
    #if os(iOS)
    @objc
    #endif
    func inboxTapped() {}
    #if os(iOS)
    @objc
    #endif
    func historyTapped() {}

    let games = [
        "Pacman",
        "Space Invaders",
        "Space Patrol",
        "Galaga",
        "Donkey Kong",
        "Frogger",
        "Defender",
        "Dig Dug",
        "Zaxxon",
        "Qbert",
        "Burger Time",
        "Joust",
        "Paperboy",
        "Missle Command",
        "Pole Position",
        "Robotron",
        "Spy Hunter",
        "Star Wars",
        "1942",
        "Dragon's Lair",
        "Moon Patrol",
        "Centipede",
        "Bezerk",
        "Elevator Action",
        "Gauntlet",
        "Sinistar",
        "Tempest",
    ]
    
    let cellId = "cellId"

    var tableView = UITableView()
    
    override func viewDidLoad() {
        super.viewDidLoad()
        
        setupNavBar()
        setupTableView()
    }
    
    func setupNavBar() {
        title = "Good afternoon, Jonathan ☀️"
        //        navigationController?.hidesBarsOnSwipe = true
        navigationController?.hidesBarsOnTap = true
        
        navigationItem.leftBarButtonItems = [inboxBarButtonItem, historyBarButtonItem]
    }

    func setupTableView() {
        tableView.delegate = self
        tableView.dataSource = self

        tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellId)

        tableView.tableFooterView = UIView() // hide empty rows

        view = tableView
    }

}

extension ViewController: UITableViewDelegate {

}

extension ViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellId, for: indexPath)

        cell.textLabel?.text = games[indexPath.row]
        cell.accessoryType = UITableViewCell.AccessoryType.disclosureIndicator

        return cell
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return games.count
    }

}
