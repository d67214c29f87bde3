public import Foundation

/// The constraints of a stack view (SV4-SV11), following TZStackView's structure and priorities.
extension StackView {
    /// Deactivates the stack's constraints and makes them again for the current state.
    func rebuildArrangement(excluding leaving: View? = nil) {
        LayoutConstraint.deactivate(arrangementConstraints)
        arrangementConstraints = []
        for guide in spacerGuides { removeLayoutGuide(guide) }
        spacerGuides = []
        let arranged = arrangedSubviews.filter { $0 !== leaving && $0.superview === self }
        var made: [LayoutConstraint] = []
        func add(_ constraint: LayoutConstraint, _ identifier: String, _ priority: LayoutPriority = .required) {
            constraint.identifier = identifier
            constraint.priority = priority
            made.append(constraint)
        }
        let horizontal = axis == .horizontal
        let box: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let lead: LayoutAttribute = horizontal ? .leading : .top, trail: LayoutAttribute = horizontal ? .trailing : .bottom
        let size: LayoutAttribute = horizontal ? .width : .height, center: LayoutAttribute = horizontal ? .centerX : .centerY
        let crossLead: LayoutAttribute = horizontal ? .top : .leading, crossTrail: LayoutAttribute = horizontal ? .bottom : .trailing
        let crossCenter: LayoutAttribute = horizontal ? .centerY : .centerX
        func relate(
            _ a: AnyObject, _ attributeA: LayoutAttribute, _ relation: LayoutRelation, _ b: AnyObject?,
            _ attributeB: LayoutAttribute, multiplier: Double = 1, constant: Double = 0
        ) -> LayoutConstraint {
            LayoutConstraint(
                item: a, attribute: attributeA, relatedBy: relation, toItem: b,
                attribute: b == nil ? .notAnAttribute : attributeB, multiplier: multiplier, constant: constant)
        }

        let visible = arranged.filter { !$0.isHidden }
        for view in arranged where view.isHidden {
            add(relate(view, size, .equal, nil, size), "UISV-hiding")
        }
        // Cross axis (SV6), for every arranged view, hidden ones included.
        for view in arranged {
            switch alignment {
            case .fill:
                add(relate(view, crossLead, .equal, box, crossLead), "UISV-canvas-connection")
                add(relate(view, crossTrail, .equal, box, crossTrail), "UISV-canvas-connection")
            case .leading, .firstBaseline:
                add(relate(view, crossLead, .equal, box, crossLead), "UISV-alignment")
                add(relate(view, crossTrail, .lessThanOrEqual, box, crossTrail), "UISV-spanning-boundary")
            case .trailing, .lastBaseline:
                add(relate(view, crossTrail, .equal, box, crossTrail), "UISV-alignment")
                add(relate(view, crossLead, .greaterThanOrEqual, box, crossLead), "UISV-spanning-boundary")
            case .center:
                add(relate(view, crossCenter, .equal, box, crossCenter), "UISV-alignment")
                add(relate(view, crossLead, .greaterThanOrEqual, box, crossLead), "UISV-spanning-boundary")
            }
        }
        // Along the axis (SV4, SV5, SV7-SV9): hidden views drop out of the chain.
        if let first = visible.first, let last = visible.last {
            add(relate(first, lead, .equal, box, lead), "UISV-canvas-connection")
            add(relate(last, trail, .equal, box, trail), "UISV-canvas-connection")
            let totalIntrinsic = visible.reduce(0.0) { sum, view in
                let intrinsic = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                return sum + max(0, intrinsic)
            }
            var totalGaps = 0.0
            for previous in visible.dropLast() {
                let custom = customSpacings[ObjectIdentifier(previous)] ?? Self.spacingUseDefault
                totalGaps += custom == Self.spacingUseDefault ? spacing : custom
            }
            for (index, view) in visible.enumerated() {
                if index > 0 {
                    let previous = visible[index - 1]
                    let custom = customSpacings[ObjectIdentifier(previous)] ?? Self.spacingUseDefault
                    let gap = custom == Self.spacingUseDefault ? spacing : custom
                    switch distribution {
                    case .fill, .fillEqually, .fillProportionally:
                        add(relate(view, lead, .equal, previous, trail, constant: gap), "UISV-spacing")
                    case .equalSpacing, .equalCentering:
                        add(relate(view, lead, .greaterThanOrEqual, previous, trail, constant: gap), "UISV-spacing")
                        let spacer = LayoutGuide()
                        spacer.identifier = "UISV-distributing"
                        addLayoutGuide(spacer)
                        spacerGuides.append(spacer)
                        let centering = distribution == .equalCentering
                        add(relate(spacer, lead, .equal, previous, centering ? center : trail), "UISV-distributing")
                        add(relate(spacer, trail, .equal, view, centering ? center : lead), "UISV-distributing")
                        if spacerGuides.count > 1 {
                            add(
                                relate(spacer, size, .equal, spacerGuides[0], size), "UISV-distributing",
                                centering ? LayoutPriority(150) : .required)
                        }
                    }
                }
                switch distribution {
                case .fillEqually where index > 0:
                    add(relate(view, size, .equal, first, size), "UISV-fill-equally")
                case .fillProportionally where totalIntrinsic > 0:
                    let intrinsic = max(0, horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height)
                    // Exact proportions of the room left by the gaps (TZStackView divides by
                    // Σ intrinsic + gaps instead, leaving the rest to the last view).
                    let share = intrinsic / totalIntrinsic
                    add(
                        relate(view, size, .equal, box, size, multiplier: share, constant: -share * totalGaps), "UISV-fill-proportionally",
                        LayoutPriority(Float(999 - min(index, 900))))
                default:
                    break
                }
            }
        }
        arrangementConstraints = made
        LayoutConstraint.activate(made)
        setNeedsLayout()
    }
}
