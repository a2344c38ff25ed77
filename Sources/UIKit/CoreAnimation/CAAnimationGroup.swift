import Foundation

/// Animations run together, their times within the group's (Q16). The group's duration
/// cuts its animations off; each keeps its own key path, values and timing.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    open var animations: [CAAnimation]?

    override func _copy() -> CAAnimation {
        let copy = CAAnimationGroup()
        copy._copySettings(from: self)
        return copy
    }

    override func _copySettings(from other: CAAnimation) {
        super._copySettings(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0._copy() }
    }

    override var _animatedKeyPaths: [String] { (animations ?? []).flatMap(\._animatedKeyPaths) }

    override func _prepare(_ attachment: AttachedAnimation, on layer: CALayer) {
        attachment.children = (animations ?? []).map { child in
            let part = AttachedAnimation(key: nil, animation: child, layer: layer)
            child._prepare(part, on: layer)
            return part
        }
    }

    override func _apply(_ progress: AnimationProgress, to layer: CALayer, attachment: AttachedAnimation) {
        let groupTime = CFTimeInterval(_timed(progress.fraction)) * _passDuration
        for child in attachment.children {
            guard let childProgress = child.animation._progress(atParentTime: groupTime) else { continue }
            child.animation._apply(childProgress, to: layer, attachment: child)
        }
    }
}
