import UIKit

/// Members declared in extensions of UIKit's classes and overridden in subclasses, as an iOS
/// library writes them (the Objective-C runtime dispatches them there). Each member says who
/// ran it, in order.
@MainActor var shimmerCalls: [String] = []

enum ShimmerError: Error { case negative }

extension UIView {
    func _extensionBase_shimmer() {
        shimmerCalls.append("UIView")
    }; func shimmer() { return _extensionDispatch_shimmer(above: nil) }; func _extensionDispatch_shimmer(above _extensionAbove: AnyClass?) { switch _nearestExtensionOverride(of: self, above: _extensionAbove, among: [UILabel.self, ShimmerGlowLabel.self, ShimmerBadge.self]) { case 0?: return (self as! UILabel)._extensionOverride_UILabel_shimmer(); case 1?: return (self as! ShimmerGlowLabel)._extensionOverride_ShimmerGlowLabel_shimmer(); case 2?: return (self as! ShimmerBadge)._extensionOverride_ShimmerBadge_shimmer(); default: return _extensionBase_shimmer() } }

    var _extensionBase_shimmerTargets: [UIView] {
        subviews
    }; var shimmerTargets: [UIView] { get { self[_extensionDispatch_shimmerTargets: nil] } }; subscript(_extensionDispatch_shimmerTargets _extensionAbove: AnyClass?) -> [UIView] { get { switch _nearestExtensionOverride(of: self, above: _extensionAbove, among: [UILabel.self]) { case 0?: return (self as! UILabel)._extensionOverride_UILabel_shimmerTargets; default: return _extensionBase_shimmerTargets } } }

    var _extensionBase_shimmerTint: String {
        get { "view" }
        set { shimmerCalls.append("set UIView \(newValue)") }
    }; var shimmerTint: String { get { self[_extensionDispatch_shimmerTint: nil] } set { self[_extensionDispatch_shimmerTint: nil] = newValue } }; subscript(_extensionDispatch_shimmerTint _extensionAbove: AnyClass?) -> String { get { switch _nearestExtensionOverride(of: self, above: _extensionAbove, among: [ShimmerGlowLabel.self]) { case 0?: return (self as! ShimmerGlowLabel)._extensionOverride_ShimmerGlowLabel_shimmerTint; default: return _extensionBase_shimmerTint } } set { switch _nearestExtensionOverride(of: self, above: _extensionAbove, among: [ShimmerGlowLabel.self]) { case 0?: (self as! ShimmerGlowLabel)._extensionOverride_ShimmerGlowLabel_shimmerTint = newValue; default: _extensionBase_shimmerTint = newValue } } }

    func _extensionBase_shimmerDepth(_ base: Int,
                            scale: Int = 1) throws -> String {
        guard base >= 0 else { throw ShimmerError.negative }
        return "\(base * scale)"
    }; func shimmerDepth(_ base: Int, scale: Int = 1) throws -> String { return try _extensionDispatch_shimmerDepth(above: nil, base, scale: scale) }; func _extensionDispatch_shimmerDepth(above _extensionAbove: AnyClass?, _ base: Int, scale: Int) throws -> String { switch _nearestExtensionOverride(of: self, above: _extensionAbove, among: [UILabel.self]) { case 0?: return try (self as! UILabel)._extensionOverride_UILabel_shimmerDepth(base, scale: scale); default: return try _extensionBase_shimmerDepth(base, scale: scale) } }
}

extension UILabel {
    func _extensionOverride_UILabel_shimmer() {
        self._extensionDispatch_shimmer(above: UILabel.self)
        shimmerCalls.append("UILabel")
    }

    var _extensionOverride_UILabel_shimmerTargets: [UIView] {
        [self] + self[_extensionDispatch_shimmerTargets: UILabel.self]
    }

    func _extensionOverride_UILabel_shimmerDepth(_ base: Int, scale: Int = 1) throws -> String {
        "label " + (try self._extensionDispatch_shimmerDepth(above: UILabel.self, base, scale: scale))
    }
}

/// An app's label overriding in its body, calling up the chain.
final class ShimmerGlowLabel: UILabel {
    func _extensionOverride_ShimmerGlowLabel_shimmer() {
        shimmerCalls.append("ShimmerGlowLabel before")
        self._extensionDispatch_shimmer(above: ShimmerGlowLabel.self)
        shimmerCalls.append("ShimmerGlowLabel")
    }

    var _extensionOverride_ShimmerGlowLabel_shimmerTint: String {
        get { "glow " + self[_extensionDispatch_shimmerTint: ShimmerGlowLabel.self] }
        set { self[_extensionDispatch_shimmerTint: ShimmerGlowLabel.self] = newValue.uppercased() }
    }
}

/// An app's view overriding in an extension of its own class.
class ShimmerBadge: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
    }
}

extension ShimmerBadge {
    func _extensionOverride_ShimmerBadge_shimmer() {
        shimmerCalls.append("ShimmerBadge")
    }
}

extension CALayer {
    func _extensionBase_shimmerLayer(with colors: [UIColor]) -> Int {
        colors.count
    }; func shimmerLayer(with colors: [UIColor]) -> Int { return _extensionDispatch_shimmerLayer(above: nil, with: colors) }; func _extensionDispatch_shimmerLayer(above _extensionAbove: AnyClass?, with colors: [UIColor]) -> Int { switch _nearestExtensionOverride(of: self, above: _extensionAbove, among: [CAGradientLayer.self]) { case 0?: return (self as! CAGradientLayer)._extensionOverride_CAGradientLayer_shimmerLayer(with: colors); default: return _extensionBase_shimmerLayer(with: colors) } }
}

extension CAGradientLayer {
    func _extensionOverride_CAGradientLayer_shimmerLayer(with colors: [UIColor]) -> Int {
        self._extensionDispatch_shimmerLayer(above: CAGradientLayer.self, with: colors) * 10
    }
}
