import Foundation

/// A rectangle in a view's coordinates that layout can refer to without a view: the safe
/// area, the margins, readable content, or one of the app's (S2, S4).
///
/// The system guides compute ``layoutFrame`` from their view. Difference from UIKit until
/// Auto Layout lands: a guide the app adds has a zero `layoutFrame`, and there are no anchors.
@MainActor
open class UILayoutGuide {
    enum Kind { case custom, safeArea, layoutMargins, readableContent }

    let kind: Kind
    /// The view that owns the guide.
    public internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier: String

    /// Creates a guide to add to a view with `addLayoutGuide(_:)`.
    public init() {
        kind = .custom
        identifier = ""
    }

    init(kind: Kind, owner: UIView, identifier: String) {
        self.kind = kind
        owningView = owner
        self.identifier = identifier
    }

    /// The guide's rectangle in its owning view's coordinates.
    public var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .custom: return .zero
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .layoutMargins: return view.bounds.inset(by: view.layoutMargins)
        case .readableContent:
            let margins = view.bounds.inset(by: view.layoutMargins)
            let width = min(margins.width, 672)
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        }
    }
}
