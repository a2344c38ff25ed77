import Foundation

/// What a controller keeps for its content-unavailable view (V4–V6).
@MainActor
struct ContentUnavailableState {
    /// The configuration set (``UIViewController/contentUnavailableConfiguration``).
    var configuration: (any UIContentConfiguration)?
    /// The view showing it, once the controller's view is loaded.
    var contentView: (any UIView & UIContentView)?
    /// Whether `updateContentUnavailableConfiguration(using:)` is due at the next layout of
    /// the controller's view: true until the first one (V4).
    var needsUpdate = true
}

/// iOS 17's content-unavailable configurations of view controllers (V4–V6).
extension UIViewController {
    /// What the controller shows over its view when it has no content (iOS 17): usually a
    /// ``UIContentUnavailableConfiguration``. Setting one, once the view is loaded, shows its
    /// content view at once as the topmost subview of ``view``, filling it (resized with it
    /// and brought back to the front at each layout of the view); setting another updates that
    /// view when it ``UIContentView/supports(_:)`` the new one, else replaces it; nil removes
    /// it. Set before the view loads, it appears at the view's first layout (V6). The
    /// configuration is first updated for ``contentUnavailableConfigurationState`` (V2).
    ///
    /// Difference from UIKit: no animation when it appears or goes, and the controller's
    /// scroll view is not disabled under it.
    var _defaultContentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { _contentUnavailable.configuration }
        set {
            _contentUnavailable.configuration = newValue
            if newValue == nil {
                _contentUnavailable.contentView?.removeFromSuperview()
                _contentUnavailable.contentView = nil
            } else if let view = _view {
                _showContentUnavailableView(in: view)
            }
        }
    }

    /// Asks for ``updateContentUnavailableConfiguration(using:)``: it runs once in the next
    /// layout pass of the controller's view (calls before then are coalesced), through the
    /// scheduler's layout phase (V5). Before the view has loaded it only marks the update
    /// as due.
    func _defaultSetNeedsUpdateContentUnavailableConfiguration() {
        _contentUnavailable.needsUpdate = true
        _view?.setNeedsLayout()
    }

    /// The traits changed: the state carries them, so the update is due again; the layout it
    /// runs in is asked for at once while a configuration is shown (V5).
    func _contentUnavailableTraitsChanged() {
        _contentUnavailable.needsUpdate = true
        if _contentUnavailable.configuration != nil { _view?.setNeedsLayout() }
    }

    /// In the layout of the controller's view, before `viewWillLayoutSubviews` (V4, V5): the
    /// update if it is due, then the content view shown if a configuration set before the
    /// view loaded still waits for it (V6). What this adds to or removes from the view is laid
    /// out by this same pass, not another one.
    func _updateContentUnavailableConfigurationIfNeeded() {
        guard let view = _view else { return }
        let wasLaidOut = !view._needsLayout
        if _contentUnavailable.needsUpdate {
            _contentUnavailable.needsUpdate = false
            updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
        }
        if _contentUnavailable.configuration != nil, _contentUnavailable.contentView?.superview !== view {
            _showContentUnavailableView(in: view)
        }
        if wasLaidOut { view._needsLayout = false }  // the layoutSubviews that follows is the one asked for
    }

    /// In the layout of the controller's view, after its `layoutSubviews` (which may add
    /// subviews): the content view fills the view and is on top (V6).
    func _layOutContentUnavailableView() {
        guard let view = _view, let contentView = _contentUnavailable.contentView else { return }
        if contentView.frame != view.bounds { contentView.frame = view.bounds }
        if view.subviews.last !== contentView { view.bringSubviewToFront(contentView) }
    }

    /// Shows the configuration: updates the content view when it supports it, else makes one.
    private func _showContentUnavailableView(in view: UIView) {
        guard let configuration = _contentUnavailable.configuration?.updated(for: contentUnavailableConfigurationState) else { return }
        if let contentView = _contentUnavailable.contentView, contentView.supports(configuration) {
            contentView.configuration = configuration
        } else {
            _contentUnavailable.contentView?.removeFromSuperview()
            _contentUnavailable.contentView = configuration.makeContentView()
        }
        guard let contentView = _contentUnavailable.contentView else { return }
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.frame = view.bounds
        if contentView.superview !== view || view.subviews.last !== contentView { view.addSubview(contentView) }
    }
}
