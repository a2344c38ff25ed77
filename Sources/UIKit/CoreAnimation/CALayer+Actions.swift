import Foundation

extension CALayer {
    /// Sets an animatable model property the way Core Animation does: the action for the key
    /// is looked up before the change (only for a layer that has been committed in a tree,
    /// when the transaction allows actions), the value shown before is remembered for
    /// animations without a from value, and the action runs after the change (an implicit
    /// animation adds itself to the layer) (Q8, Q9).
    func _setAnimatable(_ key: String, _ apply: () -> Void) {
        guard !_isPresentationCopy else { return apply() }
        let action = (_hasBeenCommitted || _view != nil) && !CATransaction.disableActions() ? action(forKey: key) : nil
        if _hasBeenCommitted || action != nil { _recordPriorValue(key) }
        apply()
        // LK4: a key the class says needs display redraws the layer when it changes.
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        action?.run(forKey: key, object: self, arguments: nil)
    }

    /// Remembers what the layer showed for `key` before this transaction's first change.
    private func _recordPriorValue(_ key: String) {
        // Contents are no `LayerValue`: the display state keeps them (CA5).
        if key == "contents" {
            guard !_display.hasPriorContents else { return }
            _display.hasPriorContents = true
            _display.priorContents = _display.assignedContents ?? _display.drawing
            return TransactionStack.shared.layerRecordedPriorValue(self)
        }
        guard _priorValues[key] == nil else { return }
        let animating = _attachedAnimations.contains { attachment in
            attachment.animation._animatedKeyPaths.contains { $0 == key || $0.hasPrefix(key + ".") }
        }
        let source = animating ? (presentation() ?? self) : self
        guard let value = source._value(forProperty: key) ?? source._customLayerValue(forKey: key) else { return }
        _priorValues[key] = value
        TransactionStack.shared.layerRecordedPriorValue(self)
    }

    /// Forgets what the layer showed before this transaction (it was committed).
    func _forgetPriorValues() {
        _priorValues.removeAll()
        _display.hasPriorContents = false
        _display.priorContents = nil
    }

    /// The layer as it was before this transaction changed it (CA5): a standalone copy, no
    /// sublayers, with the values and contents it had before their first change.
    func _appearanceBeforeTransaction() -> CALayer {
        let old = type(of: self).init()
        old._copyModelState(from: self)
        for (key, value) in _priorValues { old._setValue(value, forProperty: key) }
        if _display.hasPriorContents {
            if let drawing = _display.priorContents as? DisplayList { old._display.drawing = drawing }
            else { old._display.assignedContents = _display.priorContents }
        } else {
            old._display.assignedContents = _display.assignedContents
            old._display.drawing = _display.drawing
        }
        old._display.hasDisplayed = true
        return old
    }

    /// What the layer showed at `path` before this transaction changed it, if it did.
    func _priorValue(for path: LayerKeyPath) -> LayerValue? {
        guard let whole = _priorValues[path.property] else { return nil }
        guard let part = path.part else { return whole }
        return LayerKeyPath.extract(part, from: whole)
    }

    /// Core Animation's search for an action (LK3): the delegate, then ``actions``, then the
    /// ``style`` dictionary's `"actions"` (and each nested `"style"`'s), then the class's
    /// default; an `NSNull` answer ends the search with none.
    func _lookUpAction(forKey event: String) -> (any CAAction)? {
        if let delegate, let answer = delegate.action(for: self, forKey: event) { return answer is NSNull ? nil : answer }
        if let answer = actions?[event] { return answer is NSNull ? nil : answer }
        var style = self.style
        while let dictionary = style {
            if let styleActions = dictionary["actions"] as? [AnyHashable: Any], let answer = styleActions[event] {
                if answer is NSNull { return nil }
                if let action = answer as? any CAAction { return action }
            }
            style = dictionary["style"] as? [AnyHashable: Any]
        }
        return type(of: self).defaultAction(forKey: event)
    }

    /// The implicit animation of an animatable key: a `CABasicAnimation` of that key with no
    /// values (from what was shown to the new value), the transaction's duration and timing
    /// function (`.default` unless set) given when it is added.
    static func _implicitAnimation(forKey event: String) -> (any CAAction)? {
        // CA5: new contents fade in.
        if event == "contents" {
            let fade = CATransition()
            fade._isImplicit = true
            return fade
        }
        guard LayerKeyPath.propertyKinds[event] != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation._isImplicit = true
        return animation
    }
}
