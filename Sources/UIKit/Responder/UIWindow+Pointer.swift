import Foundation

/// Where a window's pointer is, and the hover recognizers and pointer region it is in.
@MainActor
struct PointerState {
    /// The pointer's location in the window; nil when it is not over the window.
    var location: CGPoint?
    var modifiers: UIKeyModifierFlags = []
    /// The hover recognizers the pointer is over, that have begun (held weakly: the window
    /// keeps no view's recognizer alive).
    var hoveringBoxes: [WeakBox<UIHoverGestureRecognizer>] = []
    var hovering: [UIHoverGestureRecognizer] {
        get { hoveringBoxes.compactMap(\.value) }
        set { hoveringBoxes = newValue.map { WeakBox($0) } }
    }
    /// The pointer interaction whose region the pointer is in (held weakly), and that region.
    var interactionBox: WeakBox<UIPointerInteraction>?
    var interaction: UIPointerInteraction? {
        get { interactionBox?.value }
        set { interactionBox = newValue.map { WeakBox($0) } }
    }
    var region: UIPointerRegion?
    /// The style its delegate gave for the region (nil: the system's).
    var style: UIPointerStyle?
    /// The pan recognizers the scroll under way drives (VS10), deepest first (held weakly).
    var scrollingBoxes: [WeakBox<UIPanGestureRecognizer>] = []
}

extension UIWindow {
    /// CT16, CT17: the pointer (a trackpad's or mouse's) moved to `point` (window
    /// coordinates) or left the window (nil). The hover recognizers it left end, those it
    /// came over begin, those it moves over change, in that order; then the pointer
    /// interactions of the view under it, deepest first, are asked for their region until
    /// one gives one, and when the region changed the old one is exited and the new one's
    /// style asked for and entered.
    @_spi(Testing)
    public func _pointerMoved(to point: CGPoint?, modifierFlags: UIKeyModifierFlags = []) {
        let inside = point.flatMap { self.point(inside: $0, with: nil) ? $0 : nil }
        _pointer.location = inside
        _pointer.modifiers = modifierFlags
        let chain = _pointerChain(at: inside)
        _updateHovering(chain: chain, location: inside)
        _updatePointerRegion(chain: chain, location: inside)
    }

    /// Views left the window: what the pointer is over is found again where it is (hover
    /// recognizers of the views gone end, their region is exited).
    func _pointerContentChanged() {
        guard let location = _pointer.location else { return }
        _pointerMoved(to: location, modifierFlags: _pointer.modifiers)
    }

    /// An interaction was disabled, invalidated or detached (`removing`): the pointer exits
    /// its region, and the region where the pointer is is asked for again (the interaction
    /// left out when it is disabled or being detached).
    func _pointerInteractionChanged(_ interaction: UIPointerInteraction, removing: Bool = false) {
        let skipped = removing || !interaction.isEnabled ? interaction : nil
        if _pointer.interaction === interaction {
            if let region = _pointer.region {
                interaction.delegate?.pointerInteraction(interaction, willExit: region, animator: PointerRegionAnimator())
            }
            _pointer.interaction = nil
            _pointer.region = nil
            _pointer.style = nil
        }
        guard _pointer.location != nil else { return }
        _updatePointerRegion(chain: _pointerChain(at: _pointer.location), location: _pointer.location, skipping: skipped)
    }

    /// The view under the pointer and its ancestors, deepest first.
    func _pointerChain(at location: CGPoint?) -> [UIView] {
        guard let location, var view = hitTest(location, with: nil) else { return [] }
        var chain = [view]
        while let parent = view.superview {
            chain.append(parent)
            view = parent
        }
        return chain
    }

    /// CT16: ends, begins and changes the hover recognizers.
    private func _updateHovering(chain: [UIView], location: CGPoint?) {
        let over = chain.flatMap { view in
            view._gestureRecognizers.compactMap { $0 as? UIHoverGestureRecognizer }.filter(\.isEnabled)
        }
        let previous = _pointer.hovering
        GestureResets.deliveryDepth += 1
        for recognizer in previous where !over.contains(where: { $0 === recognizer }) {
            if let location { recognizer._hoverLocation = location }
            recognizer._lastModifierFlags = _pointer.modifiers  // VS13
            if recognizer.state == .began || recognizer.state == .changed { recognizer.state = .ended }
        }
        var hovering: [UIHoverGestureRecognizer] = []
        for recognizer in over {
            recognizer._hoverWindow = self
            recognizer._hoverLocation = location
            recognizer._lastModifierFlags = _pointer.modifiers  // VS13
            if previous.contains(where: { $0 === recognizer }) {
                if recognizer.state == .began || recognizer.state == .changed {
                    recognizer.state = .changed
                    hovering.append(recognizer)
                }
            } else if recognizer.state == .possible {
                recognizer.state = .began
                if recognizer.state == .began { hovering.append(recognizer) }
            }
        }
        GestureResets.deliveryDepth -= 1
        _pointer.hovering = hovering
        if GestureResets.deliveryDepth == 0 { GestureResets.flush() }
    }

    /// CT17: the region the pointer is in, and the calls when it changes.
    private func _updatePointerRegion(chain: [UIView], location: CGPoint?, skipping skipped: UIPointerInteraction? = nil) {
        var found: (UIPointerInteraction, UIPointerRegion)?
        if let location {
            search: for view in chain {
                for case let interaction as UIPointerInteraction in view.interactions
                where interaction.isEnabled && interaction !== skipped {
                    if let region = interaction._region(at: view.convert(location, from: self), modifiers: _pointer.modifiers) {
                        found = (interaction, region)
                        break search
                    }
                }
            }
        }
        if let current = _pointer.interaction, let region = _pointer.region {
            if let found, found.0 === current, found.1._isSame(as: region) { return }
            current.delegate?.pointerInteraction(current, willExit: region, animator: PointerRegionAnimator())
        }
        _pointer.interaction = found?.0
        _pointer.region = found?.1
        _pointer.style = nil
        guard let (interaction, region) = found else { return }
        _pointer.style = interaction.delegate?.pointerInteraction(interaction, styleFor: region)
        interaction.delegate?.pointerInteraction(interaction, willEnter: region, animator: PointerRegionAnimator())
    }

    /// Where the pointer is over the window, for tests.
    @_spi(Testing)
    public var _pointerLocation: CGPoint? { _pointer.location }

    /// The region the pointer is in and its style (nil: the system's), for tests.
    @_spi(Testing)
    public var _pointerRegionAndStyle: (region: UIPointerRegion, style: UIPointerStyle?)? {
        _pointer.region.map { ($0, _pointer.style) }
    }
}
