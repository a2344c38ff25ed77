import Foundation

/// Facts about layout attributes and items, shared by constraints, anchors, the engine and
/// the visual format parser.
enum LayoutAttribute {
    typealias Attribute = NSLayoutConstraint.Attribute

    static func isHorizontal(_ attribute: Attribute) -> Bool {
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX, .width, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins: return true
        default: return false
        }
    }

    static func isSize(_ attribute: Attribute) -> Bool { attribute == .width || attribute == .height }

    static func isDirectional(_ attribute: Attribute) -> Bool {
        switch attribute {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }

    /// Whether the attribute is one of the four edges (left, right, leading, trailing, top,
    /// bottom), margins not counted.
    static func isEdge(_ attribute: Attribute) -> Bool {
        switch attribute {
        case .left, .right, .leading, .trailing, .top, .bottom: return true
        default: return false
        }
    }

    static func isLeftRight(_ attribute: Attribute) -> Bool {
        switch attribute {
        case .left, .right, .leftMargin, .rightMargin: return true
        default: return false
        }
    }

    /// The attribute without its margin, and whether it had one.
    static func withoutMargin(_ attribute: Attribute) -> (Attribute, Bool) {
        switch attribute {
        case .leftMargin: return (.left, true)
        case .rightMargin: return (.right, true)
        case .topMargin: return (.top, true)
        case .bottomMargin: return (.bottom, true)
        case .leadingMargin: return (.leading, true)
        case .trailingMargin: return (.trailing, true)
        case .centerXWithinMargins: return (.centerX, true)
        case .centerYWithinMargins: return (.centerY, true)
        default: return (attribute, false)
        }
    }

    /// The view an item belongs to: the view itself, or a guide's owning view.
    @MainActor static func view(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    static func name(_ attribute: Attribute) -> String {
        switch attribute {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// `UILabel:0x7f…'Title'`, `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`, as UIKit names items.
    @MainActor static func describe(_ item: AnyObject?) -> String {
        guard let item else { return "(nil)" }
        let address = objectAddress(item)
        if let guide = item as? UILayoutGuide {
            return "UILayoutGuide:\(address)'\(guide.identifier)'"
        }
        let name = String(describing: type(of: item)).split(separator: ".").last.map(String.init) ?? "UIView"
        var text = "\(name):\(address)"
        if let label = item as? UILabel, let title = label.text { text += "'\(title)'" }
        return text
    }

    /// `8`, `0.5`, `-20`: the shortest form, as UIKit prints constants.
    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}

extension UIView {
    /// The nearest view that is an ancestor of (or is) both views, or nil.
    func _nearestCommonAncestor(with other: UIView) -> UIView? {
        if other === self { return self }
        // The usual cases without walking to the root: a view and its superview, siblings.
        let superview = _superview, otherSuperview = other._superview
        if superview === other { return other }
        if otherSuperview === self { return self }
        if let superview, superview === otherSuperview { return superview }
        var depthA = 0, depthB = 0
        var a: UIView? = self, b: UIView? = other
        while let view = a { depthA += 1; a = view._superview }
        while let view = b { depthB += 1; b = view._superview }
        a = self
        b = other
        while depthA > depthB { a = a?._superview; depthA -= 1 }
        while depthB > depthA { b = b?._superview; depthB -= 1 }
        while let x = a, let y = b, x !== y { a = x._superview; b = y._superview }
        return a
    }
}
