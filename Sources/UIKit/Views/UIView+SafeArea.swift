import Foundation

/// The safe area, layout margins and the guides that follow them (S2, S4).
///
/// Both are computed on read. The layout pass announces changes: before a view lays out,
/// `safeAreaInsetsDidChange` (and a root view's controller's `viewSafeAreaInsetsDidChange`)
/// then `layoutMarginsDidChange` (`viewLayoutMarginsDidChange`) when the value differs from
/// the one last announced; subviews of a view whose safe area changed lay out too.
extension UIView {
    /// The insets of the safe area in this view's coordinates (S2): the part of the
    /// superview's safe area this view covers (at the top, the window's: the device's
    /// insets and the status bar); for a controller's root view, at least the area its
    /// container's bars cover, plus the controller's `additionalSafeAreaInsets`.
    var _defaultSafeAreaInsets: UIEdgeInsets {
        guard let window = _window else { return _ownSafeAreaInsets(inherited: .zero) }
        if let window = self as? UIWindow { return window._deviceSafeAreaInsets }
        let geometry = _geometry(in: window)
        if let cached = geometry.safe { return cached }
        // From the frame, not the bounds: a scroll view's own offset must not move its safe
        // area by a rounding error (SV2).
        let base = _transform.isIdentity ? _superview?._geometry(in: window).offset : nil
        let mine = base.map { CGRect(x: $0.x + _center.x - _bounds.width / 2, y: $0.y + _center.y - _bounds.height / 2,
                                     width: _bounds.width, height: _bounds.height) } ?? _rectInWindow(_bounds, window)
        let safe = _superview.map { $0._rectInWindow($0._bounds.inset(by: $0.safeAreaInsets), window) }
            ?? window.bounds.inset(by: window._deviceSafeAreaInsets)
        let inherited = UIEdgeInsets(
            top: max(0, safe.minY - mine.minY), left: max(0, safe.minX - mine.minX),
            bottom: max(0, mine.maxY - safe.maxY), right: max(0, mine.maxX - safe.maxX))
        let insets = _ownSafeAreaInsets(inherited: inherited)
        _geometryCache?.safe = insets
        return insets
    }

    /// `rect`, in this view's coordinates, in the window's: a translation by the cached
    /// offset, or the general conversion when a transform is in the way.
    private func _rectInWindow(_ rect: CGRect, _ window: UIWindow) -> CGRect {
        _geometry(in: window).offset.map { rect.offsetBy(dx: $0.x, dy: $0.y) } ?? convert(rect, to: window)
    }

    /// This view's offset from its window (nil when a transform is in the way) and its safe
    /// area, computed once per geometry generation: reading the safe area of every view of a
    /// tree is linear, not quadratic in depth.
    private func _geometry(in window: UIWindow) -> GeometryCache {
        let generation = GeometryCache.generation
        if let cache = _geometryCache, cache.generation == generation { return cache }
        var offset: CGPoint?
        if self === window {
            offset = .zero
        } else if _transform.isIdentity, let superview = _superview, let base = superview._geometry(in: window).offset {
            offset = CGPoint(x: base.x + _center.x - _bounds.midX, y: base.y + _center.y - _bounds.midY)
        }
        let cache = GeometryCache(generation: generation, offset: offset, safe: nil)
        _geometryCache = cache
        return cache
    }

    /// A root view's own contributions: its container's bars, then the additional insets.
    private func _ownSafeAreaInsets(inherited: UIEdgeInsets) -> UIEdgeInsets {
        guard let controller = _viewController else { return inherited }
        let bars = controller._barInsets, extra = controller.additionalSafeAreaInsets
        return UIEdgeInsets(top: max(inherited.top, bars.top) + extra.top, left: max(inherited.left, bars.left) + extra.left,
                            bottom: max(inherited.bottom, bars.bottom) + extra.bottom, right: max(inherited.right, bars.right) + extra.right)
    }

    /// The margins as set, before the system minimum, the safe area and the superview's:
    /// 8 pt each side by default, zero for a controller's root view (whose controller's
    /// `systemMinimumLayoutMargins` then apply).
    var _baseLayoutMargins: UIEdgeInsets {
        _explicitLayoutMargins ?? (_viewController != nil ? .zero : UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    /// The layout margins (S4): the margins set (default 8 pt; a root view's default is
    /// zero), raised to the controller's `systemMinimumLayoutMargins` for a root view whose
    /// controller respects them, measured from the safe area when
    /// ``insetsLayoutMarginsFromSafeArea``, and at least the superview's where this view
    /// reaches into them when ``preservesSuperviewLayoutMargins``. Setting stores the base
    /// margins and calls `layoutMarginsDidChange`.
    var _defaultLayoutMargins: UIEdgeInsets {
        get {
            var margins = _baseLayoutMargins
            if let controller = _viewController, controller.viewRespectsSystemMinimumLayoutMargins {
                let minimum = controller.systemMinimumLayoutMargins
                margins = UIEdgeInsets(top: max(margins.top, minimum.top), left: max(margins.left, minimum.leading),
                                       bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.trailing))
            }
            if insetsLayoutMarginsFromSafeArea {
                let safe = safeAreaInsets
                margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                       bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
            }
            if preservesSuperviewLayoutMargins, let superview = _superview {
                let theirs = superview.layoutMargins, frame = self.frame, size = superview._bounds.size
                margins = UIEdgeInsets(
                    top: max(margins.top, theirs.top - frame.minY), left: max(margins.left, theirs.left - frame.minX),
                    bottom: max(margins.bottom, theirs.bottom - (size.height - frame.maxY)),
                    right: max(margins.right, theirs.right - (size.width - frame.maxX)))
            }
            return margins
        }
        set {
            guard newValue != _explicitLayoutMargins else { return }
            _explicitLayoutMargins = newValue
            _announceMarginsIfChanged()
            setNeedsLayout()
        }
    }

    /// The layout margins with leading/trailing (left-to-right layout).
    var _defaultDirectionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    /// The safe area as a guide: its `layoutFrame` is the bounds inset by ``safeAreaInsets``.
    var _defaultSafeAreaLayoutGuide: UILayoutGuide {
        if let guide = _safeAreaLayoutGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owner: self, identifier: "UIViewSafeAreaLayoutGuide")
        _safeAreaLayoutGuide = guide
        return guide
    }

    /// The margins as a guide: its `layoutFrame` is the bounds inset by ``layoutMargins``.
    var _defaultLayoutMarginsGuide: UILayoutGuide {
        if let guide = _layoutMarginsGuide { return guide }
        let guide = UILayoutGuide(kind: .layoutMargins, owner: self, identifier: "UIViewLayoutMarginsGuide")
        _layoutMarginsGuide = guide
        return guide
    }

    /// A guide for text that reads comfortably: within the margins, at most 672 pt wide
    /// (UIKit's width at the default text size), centred.
    var _defaultReadableContentGuide: UILayoutGuide {
        if let guide = _readableContentGuide { return guide }
        let guide = UILayoutGuide(kind: .readableContent, owner: self, identifier: "UIViewReadableContentGuide")
        _readableContentGuide = guide
        return guide
    }

    /// Adds a guide owned by this view.
    func _defaultAddLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide._owningView = self
        _layoutGuides.append(layoutGuide)
    }

    /// Removes a guide this view owns.
    func _defaultRemoveLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        _layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide._owningView = nil
    }

    /// Something the safe area depends on changed (a frame, the hierarchy, bars, the status
    /// bar): cached geometry is stale.
    static func _geometryChanged() { GeometryCache.generation &+= 1 }

    /// Before layout: announces a changed safe area, then changed margins.
    func _announceSafeAreaAndMargins() {
        guard _window != nil else { return }
        let safe = safeAreaInsets
        if safe != _announcedSafeArea {
            _announcedSafeArea = safe
            _safeAreaInsetsChanged()
            safeAreaInsetsDidChange()
            if let controller = _viewController { controller._sendLifecycle(.viewSafeAreaInsetsDidChange) { controller.viewSafeAreaInsetsDidChange() } }
            for subview in _subviews { subview.setNeedsLayout() }
        }
        _announceMarginsIfChanged()
    }

    func _announceMarginsIfChanged() {
        let margins = layoutMargins
        guard margins != (_announcedMargins ?? _baseLayoutMargins) else { return }
        _announcedMargins = margins
        layoutMarginsDidChange()
        if let controller = _viewController { controller._sendLifecycle(.viewLayoutMarginsDidChange) { controller.viewLayoutMarginsDidChange() } }
    }
}

/// Geometry cached on a view for one generation of the tree's geometry.
struct GeometryCache {
    @MainActor static var generation = 0
    let generation: Int
    let offset: CGPoint?
    var safe: UIEdgeInsets?
}
