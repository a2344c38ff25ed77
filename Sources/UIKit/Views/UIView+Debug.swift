import Foundation

extension UIView {
    /// UIKit's one-line form: `<Class: 0x…; frame = (x y; w h); …>`.
    var _debugDescription: String {
        func n(_ v: CGFloat) -> String {
            v == v.rounded() ? String(Int(v)) : String(format: "%g", Double(v))
        }
        let f = frame
        var parts = ["<\(objectClassName(self)): \(addressString)", "frame = (\(n(f.minX)) \(n(f.minY)); \(n(f.width)) \(n(f.height)))"]
        if !_transform.isIdentity { parts.append("transform = [\(n(_transform.a)), \(n(_transform.b)), \(n(_transform.c)), \(n(_transform.d)), \(n(_transform.tx)), \(n(_transform.ty))]") }
        if isHidden { parts.append("hidden = YES") }
        if _alpha != 1 { parts.append("alpha = \(n(_alpha))") }
        if clipsToBounds { parts.append("clipsToBounds = YES") }
        if !autoresizingMask.isEmpty {
            let names: [(AutoresizingMask, String)] = [(.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
                                                        (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM")]
            parts.append("autoresize = " + names.filter { autoresizingMask.contains($0.0) }.map(\.1).joined(separator: "+"))
        }
        if tag != 0 { parts.append("tag = \(tag)") }
        if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if let label = self as? UILabel, let text = label.text { parts.append("text = '\(text)'") }
        if let controller = _viewController { parts.append("viewController = \(controller)") }
        return parts.joined(separator: "; ") + ">"
    }

    /// The view tree below this view, one view a line, indented by depth with `   | `,
    /// as UIKit's `recursiveDescription` (a debugging aid; private API on iOS).
    public func recursiveDescription() -> String {
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + view.description)  // J2: an app's override shows
            for subview in view._subviews { visit(subview, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}
