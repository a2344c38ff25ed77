import Foundation
import UIKit

/// The view and controller hierarchy of a window at one moment, for a trace frame: each
/// view where it is drawn now (its presentation layer, so mid-animation positions), in window
/// coordinates. Reads only; never lays out.
@MainActor
struct TraceSnapshot {
    let views: UIKitTrace.ViewNode
    let controllers: UIKitTrace.ControllerNode?
    /// Equal for two snapshots that would look the same.
    let fingerprint: Int

    init(window: UIWindow, names: ControllerNames) {
        var hasher = Hasher()
        views = Self.node(for: window, origin: .zero, names: names, hasher: &hasher)
        controllers = window.rootViewController.map { Self.node(for: $0, names: names, hasher: &hasher) }
        fingerprint = hasher.finalize()
    }

    private static func node(for view: UIView, origin: CGPoint, names: ControllerNames, hasher: inout Hasher) -> UIKitTrace.ViewNode {
        let layer = view.layer.presentation() ?? view.layer
        let frame = CGRect(origin: origin, size: layer.bounds.size)
        let bounds = layer.bounds
        let controller = (view.next as? UIViewController).flatMap { $0.viewIfLoaded === view ? names.name(of: $0) : nil }
        let subviews = view.subviews.map { subview -> UIKitTrace.ViewNode in
            let shown = subview.layer.presentation() ?? subview.layer
            let childOrigin = CGPoint(x: origin.x + shown.frame.minX - bounds.minX, y: origin.y + shown.frame.minY - bounds.minY)
            return node(for: subview, origin: childOrigin, names: names, hasher: &hasher)
        }
        let result = UIKitTrace.ViewNode(
            type: String(describing: type(of: view)),
            frame: [frame.minX, frame.minY, frame.width, frame.height].map { (Double($0) * 100).rounded() / 100 },
            alpha: (Double(layer.opacity) * 1000).rounded() / 1000,
            isHidden: view.isHidden,
            background: view.backgroundColor.map { hex($0.resolvedColor(with: view.traitCollection)) },
            text: text(of: view),
            controller: controller,
            subviews: subviews)
        hasher.combine(result.type)
        hasher.combine(result.frame)
        hasher.combine(result.alpha)
        hasher.combine(result.isHidden)
        hasher.combine(result.background)
        hasher.combine(result.text)
        hasher.combine(subviews.count)
        return result
    }

    private static func node(for controller: UIViewController, names: ControllerNames, hasher: inout Hasher) -> UIKitTrace.ControllerNode {
        let name = names.name(of: controller)
        let state = controller.appearanceState.description
        hasher.combine(name)
        hasher.combine(state)
        let presented = controller.presentedViewController.flatMap {
            $0.presentingViewController === controller ? [node(for: $0, names: names, hasher: &hasher)] : nil
        } ?? []
        return UIKitTrace.ControllerNode(
            name: name, state: state,
            children: controller.children.map { node(for: $0, names: names, hasher: &hasher) },
            presented: presented)
    }

    private static func text(of view: UIView) -> String? {
        switch view {
        case let label as UILabel: label.text
        case let button as UIButton: button.currentTitle
        case let field as UITextField: field.text.flatMap { $0.isEmpty ? nil : $0 } ?? field.placeholder
        case let textView as UITextView: textView.text
        default: nil
        }
    }

    private static func hex(_ color: UIColor) -> String {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        func byte(_ value: CGFloat) -> String {
            let byte = Int((min(max(value, 0), 1) * 255).rounded())
            return String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
    }
}
