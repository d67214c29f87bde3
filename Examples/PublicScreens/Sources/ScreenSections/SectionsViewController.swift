// ViewPressure corpus header (added; comments only, not counted as changed lines) ---------------
// Source: https://github.com/jrasmusson/swift-arcade/blob/18feba5e122d8da6257adc9fd03f865544af4390/UIKit/UITableView/InsertingCells/SimpleInsert/SimpleInsert/SectionsViewController.swift
// Repository jrasmusson/swift-arcade, file UIKit/UITableView/InsertingCells/SimpleInsert/SimpleInsert/SectionsViewController.swift, commit 18feba5e122d8da6257adc9fd03f865544af4390.
// Taken verbatim except the lines inside `#if os(iOS)` blocks (see docs/UIKIT-COMPATIBILITY.md,
// "Ten public files"; scripts/uikit-corpus measures them against Pristine/SectionsViewController.swift.txt).
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
//  SectionsViewController.swift
//  SimpleInsert
//
//  Created by jrasmusson on 2021-09-03.
//

import UIKit

enum TransactionType: String {
    case pending = "Pending"
    case posted = "Posted"
}

struct Transaction {
    let amount: String
    let type: TransactionType
}

class Section {
    let title: String
    var transactions: [Transaction]
    
    init(title: String, transactions: [Transaction]) {
        self.title = title
        self.transactions = transactions
    }
}

class TransactionViewModel {
    let sections: [Section]
    
    init(sections: [Section]) {
        self.sections = sections
    }
}

class SectionsViewController: UIViewController {
    
    var viewModel: TransactionViewModel?
    var tableView = UITableView()
    let cellId = "cellId"
    
    lazy var addBarButtonItem: UIBarButtonItem = {
        #if os(iOS)
        let barButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: self, action: #selector(addTapped))
        #else
        let barButtonItem = UIBarButtonItem(title: "Add", primaryAction: UIAction { [unowned self] _ in self.addTapped(self.addBarButtonItem) })
        #endif
        barButtonItem.tintColor = UIColor.blue
        return barButtonItem
    }()
    
    override func viewDidLoad() {
        super.viewDidLoad()
        setupTableView()
        setupNavigationBar()
        fetchData()
    }
    
    #if os(iOS)
    @objc
    #endif
    func addTapped(_ sender: UIBarButtonItem) {
        // Create new data row
        let newTx1 = Transaction(amount: "$800", type: .posted)
        
        // Get its section
        let section2 = viewModel?.sections[1]

        // Append row to section
        section2?.transactions.append(newTx1)
        
        // Calculate index path
        let count = section2!.transactions.count
        let indexPath = IndexPath(row: count - 1, section: 1)
        
        // Insert
        tableView.beginUpdates()
        tableView.insertRows(at: [indexPath], with: .fade)
        tableView.endUpdates()
    }
}

// MARK: - Setup
extension SectionsViewController {
    func setup() {
        setupTableView()
    }
    
    private func setupTableView() {
        tableView.dataSource = self
        tableView.tableFooterView = UIView()
        view = tableView
        
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellId)
    }
    
    private func setupNavigationBar() {
        title = "Transfers"
        navigationItem.rightBarButtonItem = addBarButtonItem
    }
}

// MARK: - UITableViewDataSource
extension SectionsViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let vm = viewModel else { return UITableViewCell() }
        
        let cell = tableView.dequeueReusableCell(withIdentifier: cellId, for: indexPath)
        let section = indexPath.section
        
        let text = vm.sections[section].transactions[indexPath.row].amount
        cell.textLabel?.text = text
        
        return cell
    }
    
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let vm = viewModel else { return 0 }
        return vm.sections[section].transactions.count
    }
    
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        guard let vm = viewModel else { return nil }
        return vm.sections[section].title
    }
    
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        return 40
    }
    
    func numberOfSections(in tableView: UITableView) -> Int {
        guard let sections = viewModel?.sections else { return 0 }
        return sections.count
    }
}

// MARK: - Networking
extension SectionsViewController {
    private func fetchData() {
        let tx1 = Transaction(amount: "$100", type: .pending)
        let tx2 = Transaction(amount: "$200", type: .pending)
        let tx3 = Transaction(amount: "$300", type: .pending)

        let tx4 = Transaction(amount: "$400", type: .posted)
        let tx5 = Transaction(amount: "$500", type: .posted)
        let tx6 = Transaction(amount: "$600", type: .posted)
        let tx7 = Transaction(amount: "$700", type: .posted)
        
        let section1 = Section(title: "Pending transfers", transactions: [tx1, tx2, tx3])
        let section2 = Section(title: "Posted transfers", transactions: [tx4, tx5, tx6, tx7])

        viewModel = TransactionViewModel(sections: [section1, section2])
    }
}
