import Foundation

/// Loading a storyboard scene's views (rule L9) and performing its segues (rules SB3, SB4).
extension ViewController {
    /// Builds the scene's view nib, in L9's order: (1) create each view, (2) connect outlets, actions
    /// and segue triggers, (3) `awakeFromNib` on each view, (4) set the root view; then embed segues
    /// (each child instantiated, the container's `prepare(for:sender:)`, the child added with its
    /// view in the container view). The runtime calls `viewDidLoad` (5) after this returns.
    /// Returns false for a controller that did not come from a storyboard.
    func loadStoryboardView() -> Bool {
        guard let storyboard, let identifier = storyboardSceneIdentifier,
            let scene = storyboard.scenes[identifier]
        else { return false }
        let root = View(frame: runtime.screen.bounds)
        var named: [String: View] = [:]
        var created: [View] = []
        for spec in scene.views {
            let view = storyboard.makeView(spec)
            let parent = spec.superview.flatMap { named[$0] } ?? root
            parent.addWithoutChecks(view)
            named[spec.name] = view
            created.append(view)
        }
        for outlet in scene.outlets {
            guard let view = named[outlet.view] else {
                runtime.record(.unknownStoryboardView, "\(self) has no view named '\(outlet.view)' for an outlet")
                continue
            }
            outlet.connect(self, view)
        }
        for connection in scene.actions {
            guard let control = named[connection.view] as? Control else {
                runtime.record(.unknownStoryboardView, "\(self) has no control named '\(connection.view)' for action \(connection.action)")
                continue
            }
            control.addTarget(connection.toFirstResponder ? nil : self, action: connection.action, for: connection.events)
        }
        for trigger in scene.triggers {
            guard let control = named[trigger.view] as? Control else {
                runtime.record(.unknownStoryboardView, "\(self) has no control named '\(trigger.view)' for segue \(trigger.segue)")
                continue
            }
            let segue = trigger.segue
            control.addHandler(for: trigger.events) { [weak self] sender, _ in
                guard let self else { return }
                do { try self.userDidTriggerSegue(withIdentifier: segue, sender: sender) } catch let error as RuntimeError {
                    self.runtime.record(.ignoredMisuse, error.message)
                } catch {}
            }
        }
        for view in created { view.awakeFromNib() }
        storyboardViews = named
        view = root
        for embed in scene.embeds {
            guard let childScene = storyboard.scenes[embed.scene] else { continue }
            let container = embed.containerView.flatMap { named[$0] } ?? root
            // A reload after a memory-warning unload keeps the embedded child: only its view returns.
            if let kept = children.first(where: { $0.storyboard === storyboard && $0.storyboardSceneIdentifier == embed.scene }) {
                if let childView = kept.loadViewIfRequired() {
                    childView.frame = container.bounds
                    container.addWithoutChecks(childView)
                }
                continue
            }
            let child = storyboard.instantiate(childScene)
            callPrepare(for: Segue(identifier: embed.identifier, source: self, destination: child, kind: .embed), sender: nil)
            guard (try? checkedAddChild(child)) != nil else { continue }
            if let childView = child.loadViewIfRequired() {
                childView.frame = container.bounds
                container.addWithoutChecks(childView)
            }
            child.callDidMove(toParent: self)
        }
        return true
    }

    /// Performs the storyboard segue `identifier` programmatically (rule SB3 without step 1:
    /// `shouldPerformSegue` is not asked): the destination is instantiated (init, `awakeFromNib`),
    /// the segue made, `prepare(for:sender:)` called on this controller (the destination's view not
    /// loaded), then ``Segue/perform()``. An unwind segue searches its destination instead (rule SB6).
    ///
    /// - Raises (recorded on the runtime, see ``UIKitException``): nothing changes when it throws before `prepare`.
    ///   ``RuntimeError/Code/noStoryboard`` and ``RuntimeError/Code/unknownSegueIdentifier``
    ///   ("Receiver (<X>) has no segue with identifier 'id'", rule SB4);
    ///   ``RuntimeError/Code/customSegueWithoutPerform`` for a custom segue with neither a handler nor
    ///   a segue class; after `prepare`, what the push or presentation throws.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        do { try checkedPerformSegue(withIdentifier: identifier, sender: sender) } catch { runtime.raise(error) }
    }

    /// ``performSegue``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedPerformSegue(withIdentifier identifier: String, sender: Any?) throws {
        let template = try segueTemplate(identifier)
        try performSegueTemplate(template, sender: sender)
    }

    /// Simulates the user triggering the segue `identifier` (a tap on a control connected to it):
    /// asks ``shouldPerformSegue(withIdentifier:sender:)`` first and returns false, doing nothing
    /// else, if it says no; otherwise performs as ``performSegue(withIdentifier:sender:)`` and returns
    /// true.
    /// - Throws: as ``performSegue(withIdentifier:sender:)``; the identifier is checked before asking.
    @discardableResult
    public func userDidTriggerSegue(withIdentifier identifier: String, sender: Any?) throws -> Bool {
        let template = try segueTemplate(identifier)
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return false }
        try performSegueTemplate(template, sender: sender)
        return true
    }

    private func segueTemplate(_ identifier: String) throws -> SegueTemplate {
        let message = "Receiver (\(self)) has no segue with identifier '\(identifier)'"
        guard let storyboard, let scene = storyboardSceneIdentifier.flatMap({ storyboard.scenes[$0] }) else {
            throw RuntimeError(.noStoryboard, message)
        }
        guard let template = scene.segues.first(where: { $0.identifier == identifier }) else {
            throw RuntimeError(.unknownSegueIdentifier, message)
        }
        if template.kind == .custom, template.performHandler == nil, template.makeSegue == nil {
            throw RuntimeError.customSegueWithoutPerform(identifier)
        }
        if template.kind != .unwind {
            guard let destination = template.destination, storyboard.scenes[destination] != nil else {
                throw RuntimeError(
                    .unknownStoryboardIdentifier,
                    "Storyboard (\(storyboard)) doesn't contain a view controller with identifier '\(template.destination ?? "")'")
            }
        }
        return template
    }

    private func performSegueTemplate(_ template: SegueTemplate, sender: Any?) throws {
        if template.kind == .unwind {
            performUnwind(template, sender: sender)
            return
        }
        guard let storyboard, let scene = template.destination.flatMap({ storyboard.scenes[$0] }) else { return }
        let destination = storyboard.instantiate(scene)
        let segue =
            template.makeSegue?(template.identifier, self, destination)
            ?? Segue(identifier: template.identifier, source: self, destination: destination, kind: template.kind)
        segue.presentationStyle = template.presentationStyle
        segue.animates = template.animates
        if let handler = template.performHandler { segue.performHandler = handler }
        if let anchor = template.popoverAnchor { segue.popoverSourceView = storyboardViews[anchor] }
        callPrepare(for: segue, sender: sender)
        segue.perform()  // dynamic: a custom segue's override runs; what it raises is recorded
    }
}
