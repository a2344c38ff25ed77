import Foundation

/// A rectangle in a view's coordinates that constraints can use without a view: the safe
/// area, the margins, readable content, the keyboard, or one of the app's (S2, S4).
///
/// The system guides compute ``layoutFrame`` from their view and are placed in the engine
/// by required constraints that follow the insets. A guide the app adds with
/// `addLayoutGuide(_:)` is placed only by the app's constraints; its ``layoutFrame`` is the
/// engine's solution (zero until constrained).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, _UILayoutAnchorItem {
    enum Kind { case custom, safeArea, layoutMargins, readableContent, keyboard, scrollContent, scrollFrame }

    let kind: Kind
    /// The view that owns the guide. Setting it adds the guide to that view
    /// (`addLayoutGuide(_:)`), or with nil removes it from its view.
    open weak var owningView: UIView? {
        get { _owningView }
        set {
            guard newValue !== _owningView else { return }
            if let newValue { newValue.addLayoutGuide(self) } else { _owningView?.removeLayoutGuide(self) }
        }
    }
    // PL5: not weak (no side table on views with guides). The owning view holds the guide
    // (`_layoutGuides` or its system guide) while this is set: adding and removing the guide
    // set and clear it, and the view's deinit clears it, so it never dangles.
    unowned(unsafe) var _owningView: UIView?
    /// A name for debugging.
    open var identifier: String
    /// The guide's record in its layout engine, while that engine exists.
    var _layoutRecord: LayoutRecord? {
        get { LayoutItemReference.liveRecord(in: _layoutItemReferenceIfMade) }
        set { LayoutItemReference.store(newValue, of: self, isView: false, in: &_layoutItemReferenceIfMade) }
    }
    /// The box anchors and constraints name this guide through (PL1), made on first use.
    var _layoutItemReferenceIfMade: LayoutItemReference?
    /// The guide's anchors, each the same object on every read (VP1), made on first use.
    var _anchorCacheIfMade: LayoutAnchorCache?
    var _layoutItemReference: LayoutItemReference {
        LayoutItemReference.owned(by: self, isView: false, in: &_layoutItemReferenceIfMade)
    }

    // PL1: constraints and anchors that outlive the guide read nil (guides are released on
    // the main thread, with their views).
    deinit {
        runDeinitOnMainActor {
            // PL12: the engine's record names its guide without retaining it. A guide removed
            // from its view can go while its hierarchy stays, so its record goes with it.
            if let record = _layoutItemReferenceIfMade?.record, let engine = record.engineReference.engine {
                engine.forget(record, key: ObjectIdentifier(self))
            }
            _layoutItemReferenceIfMade?.object = nil
            // As a view's: box, record and constraints must not keep each other.
            _layoutItemReferenceIfMade?.record = nil
        }
    }

    /// Creates a guide to add to a view with `addLayoutGuide(_:)`.
    public override init() {
        kind = .custom
        identifier = ""
    }

    init(kind: Kind, owner: UIView, identifier: String) {
        self.kind = kind
        _owningView = owner
        self.identifier = identifier
    }

    /// The guide's rectangle in its owning view's coordinates.
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .custom:
            guard let record = _layoutRecord else { return .zero }
            return record.engine.frame(of: record)
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .layoutMargins: return view.bounds.inset(by: view.layoutMargins)
        case .readableContent:
            let margins = view.bounds.inset(by: view.layoutMargins)
            let width = min(margins.width, 672)
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        case .keyboard:
            let height = _keyboardHeight
            return CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        case .scrollContent:
            // LG1: the solved content area while constraints name it, else the content size.
            if let record = _layoutRecord { return record.engine.frame(of: record) }
            return CGRect(origin: .zero, size: (view as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return view.bounds  // LG2: the visible area, in content coordinates
        }
    }

    /// IV6: while the keyboard shows, the part of the view from the keyboard's top down (0
    /// when the view ends above it); otherwise the bottom safe-area inset, or nothing without
    /// ``UIKeyboardLayoutGuide/usesBottomSafeArea``.
    var _keyboardHeight: CGFloat {
        guard let keyboard = self as? UIKeyboardLayoutGuide, let view = owningView else { return 0 }
        if let frame = KeyboardHost.shared.frame, let window = view.window {
            let inWindow = frame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
            let top = view.convert(inWindow, from: window).minY
            return min(view.bounds.height, max(0, view.bounds.maxY - top))
        }
        return keyboard.usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
    }

    /// The constants of the four constraints placing a system guide: x, y, then width and
    /// height relative to the owner's where ``_placementIsRelative`` says so.
    var _placementConstants: [CGFloat] {
        let frame = layoutFrame
        let size = owningView?.bounds.size ?? .zero
        switch kind {
        case .readableContent: return [frame.minX, frame.minY, frame.width, frame.height - size.height]
        case .keyboard: return [0, -frame.height, 0, frame.height]
        case .scrollContent:
            let contentSize = (owningView as? UIScrollView)?.contentSize ?? .zero
            return [0, 0, contentSize.width, contentSize.height]
        case .scrollFrame:
            let origin = owningView?.bounds.origin ?? .zero
            return [origin.x, origin.y, 0, 0]
        default: return [frame.minX, frame.minY, frame.width - size.width, frame.height - size.height]
        }
    }

    var _placementIsRelative: [Bool] {
        switch kind {
        case .readableContent: return [false, false, false, true]
        case .keyboard: return [false, true, true, false]
        case .scrollContent: return [false, false, false, false]
        default: return [false, false, true, true]
        }
    }

    /// LG1: a scroll view's content guide holds its size at the content size only weakly, so
    /// the app's constraints size it (and the content size follows); the other placements
    /// are required.
    var _placementPriorities: [UILayoutPriority] {
        kind == .scrollContent ? [.required, .required, UILayoutPriority(1), UILayoutPriority(1)] : [.required, .required, .required, .required]
    }

    /// Whether the guide's frame is not fully determined by its constraints.
    open var hasAmbiguousLayout: Bool {
        guard let record = _layoutRecord else { return false }
        return [record.x, record.y, record.width, record.height].contains { record.engine.solver.isAmbiguous($0) }
    }
}

/// A guide that tracks something that moves over the view (the keyboard).
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// The keyboard's layout guide (`view.keyboardLayoutGuide`): its top is where the keyboard
/// begins while it shows, animated with it (IV6); while it is hidden the guide covers the
/// bottom safe-area inset (or nothing when ``usesBottomSafeArea`` is false). The keyboard
/// does not change safe areas.
@preconcurrency @MainActor
public final class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows an undocked or floating keyboard. Default false. OpenUIKit's
    /// keyboard is always docked, so it follows it either way.
    public var followsUndockedKeyboard = false
    /// Whether, with the keyboard hidden, the guide's top is the safe area's bottom. Default true.
    public var usesBottomSafeArea = true {
        didSet { if let view = owningView { view.setNeedsLayout() } }
    }
    /// The distance from the keyboard's top at which a pan dismisses it.
    public var keyboardDismissPadding: CGFloat = 0
}
