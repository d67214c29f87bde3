public import Foundation

/// AL25/AL26: the console message for conflicting required constraints, as a Diagnostic.
extension LayoutEngine {
    /// Records UIKit's "Unable to simultaneously satisfy constraints" text listing `conflicting`
    /// (the refused constraint and the required ones it fights) and naming `broken`.
    func reportUnsatisfiable(_ conflicting: [SolverConstraint], breaking broken: AnyObject?) {
        let message = Self.unsatisfiableMessage(
            conflicting.map { Self.describe($0.owner) },
            broken: Self.describe(broken),
            hasAutoresizing: conflicting.contains { ($0.owner as? SystemConstraintLabel)?.isAutoresizing ?? false }
        )
        let diagnostic = Diagnostic(.unsatisfiableConstraints, message)
        LayoutEngine.alertForUnsatisfiableConstraints?(diagnostic)
        if let runtime = rootView?.window?.runtime {
            runtime.record(diagnostic)
        } else if pendingDiagnostics.count < 64 {
            pendingDiagnostics.append(diagnostic)
        }
    }

    /// UIKit's `UIViewAlertForUnsatisfiableConstraints`: called once per occurrence (AL25), for a
    /// test's symbolic-breakpoint equivalent.
    static var alertForUnsatisfiableConstraints: (@MainActor (Diagnostic) -> Void)?

    static func describe(_ owner: AnyObject?) -> String {
        if let constraint = owner as? LayoutConstraint { return constraint.description }
        if let label = owner as? SystemConstraintLabel { return label.text }
        return "<NSLayoutConstraint>"
    }

    /// The text of AL25, lines 2-5 ending with a space, the note only with an autoresizing
    /// constraint in the list.
    static func unsatisfiableMessage(_ list: [String], broken: String, hasAutoresizing: Bool) -> String {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if hasAutoresizing {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "
            )
        }
        lines.append("(")
        for (index, entry) in list.enumerated() {
            lines.append("    \"\(entry)\"" + (index < list.count - 1 ? "," : ""))
        }
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(broken)
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.")
        return lines.joined(separator: "\n")
    }
}
