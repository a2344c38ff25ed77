import Foundation

extension CALayer {
    /// Adds a copy of `anim` under `key` (replacing, and stopping, an animation with that
    /// key). A duration of 0 becomes the transaction's (0.25 s), a nil timing function the
    /// transaction's, a begin time of 0 the layer's current time; nil from-values are
    /// resolved now (Q12). The animation's delegate hears `animationDidStart` once it has
    /// begun and `animationDidStop` when it ends, in the scheduler's animation phase.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard !_isPresentationCopy else { return }
        let copy = anim._copy()
        if copy.duration == 0 { copy.duration = CATransaction.animationDuration() }
        if copy.timingFunction == nil {
            copy.timingFunction = CATransaction.animationTimingFunction() ?? (copy._isImplicit ? CAMediaTimingFunction(name: .default) : nil)
        }
        if copy.beginTime == 0 { copy.beginTime = _localTime(atClockTime: CACurrentMediaTime()) }
        // A transition goes under "transition" when no key is given (CA5).
        let key = key ?? (copy is CATransition ? "transition" : nil)
        if let key { _removeAttached(forKey: key) }
        let attachment = AttachedAnimation(key: key, animation: copy, layer: self)
        copy._prepare(attachment, on: self)
        _attachedAnimations.append(attachment)
        TransactionStack.shared.animationAdded(attachment)
        UIKitScheduler.shared.animations.layerAnimations.follow(attachment)
        _startAnimatedDisplayIfNeeded()
    }

    /// The animation added under `key` (the layer's copy; do not change it).
    public func animation(forKey key: String) -> CAAnimation? {
        _attachedAnimations.last { $0.key == key }?.animation
    }

    /// The keys of the animations on the layer, nil when there are none: a view's layer lists
    /// its view's animations (their key paths, sorted) before the ones added to it (in order).
    public func animationKeys() -> [String]? {
        var keys = _view.map { view in UIKitScheduler.shared.animations.animatedProperties(of: view).map(\.keyPath).sorted() } ?? []
        for attachment in _attachedAnimations { if let key = attachment.key, !keys.contains(key) { keys.append(key) } }
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation with `key`; its delegate hears `finished == false`. On a view's
    /// layer a view animation's key path (`"position"`) stops that view animation.
    public func removeAnimation(forKey key: String) {
        _removeAttached(forKey: key)
        if let view = _view, let property = AnimatableProperty.allCases.first(where: { $0.keyPath == key }) {
            UIKitScheduler.shared.animations.removeAnimations(of: view, property: property)
        }
    }

    /// Removes every animation (a view's included); their delegates and completions hear
    /// `finished == false`.
    public func removeAllAnimations() {
        let attached = _attachedAnimations
        _attachedAnimations.removeAll()
        for attachment in attached { UIKitScheduler.shared.animations.layerAnimations.removed(attachment) }
        if let view = _view { UIKitScheduler.shared.animations.removeAnimations(of: view) }
    }

    private func _removeAttached(forKey key: String) {
        let removed = _attachedAnimations.filter { $0.key == key }
        guard !removed.isEmpty else { return }
        _attachedAnimations.removeAll { $0.key == key }
        for attachment in removed { UIKitScheduler.shared.animations.layerAnimations.removed(attachment) }
    }

    /// Takes an ended animation off the layer.
    func _detach(_ attachment: AttachedAnimation) {
        _attachedAnimations.removeAll { $0 === attachment }
    }

    // MARK: Presentation

    /// The layer as shown now: a copy with the model values and every animation in flight
    /// (a view's animations and the ones added to the layer) applied at the clock's current
    /// time. A presentation layer returns itself.
    public func presentation() -> Self? {
        if _isPresentationCopy { return self }
        return _presentation(atClockTime: CACurrentMediaTime())
    }

    /// The layer as shown at the clock time `now` (a replicator's copies show earlier times).
    @_spi(Rendering) public func _presentation(atClockTime now: CFTimeInterval) -> Self {
        if _isPresentationCopy { return self }
        let copy = type(of: self).init()
        copy._copyModelState(from: self)
        copy._modelLayer = self
        if let view = _view { _applyViewAnimations(of: view, to: copy, at: now) }
        if !_attachedAnimations.isEmpty {
            let time = _localTime(atClockTime: now)
            for attachment in _attachedAnimations {
                guard let progress = attachment.animation._progress(atParentTime: time) else { continue }
                attachment.animation._apply(progress, to: copy, attachment: attachment)
            }
        }
        return copy
    }

    /// The model layer of a presentation layer (itself for a model layer).
    public func model() -> Self { (_modelLayer as? Self) ?? self }

    /// The shown values of a view's animated properties.
    private func _applyViewAnimations(of view: UIView, to copy: CALayer, at now: TimeInterval) {
        let engine = UIKitScheduler.shared.animations
        for property in engine.animatedProperties(of: view) {
            guard let value = engine.presentationValue(of: view, property, at: now) else { continue }
            switch property {
            case .bounds: if let rect = value.rect { copy._bounds = rect }
            case .center: if let point = value.point { copy._position = point }
            case .transform: if let transform = value.transform { copy._transform = CATransform3DMakeAffineTransform(transform) }
            case .alpha: if let scalar = value.scalar { copy._opacity = Float(scalar) }
            case .backgroundColor: copy._backgroundColor = value.color.map { CALayer._resolve($0, for: view) }
            }
        }
    }
}
