import Foundation

extension UIView {
    /// The transitions of the deprecated begin/commit API (`setAnimationTransition(_:for:cache:)`),
    /// with UIKit's raw values.
    public enum AnimationTransition: Int, Sendable {
        /// No transition.
        case none = 0
        /// A flip from the left (not drawn in OpenUIKit).
        case flipFromLeft
        /// A flip from the right (not drawn in OpenUIKit).
        case flipFromRight
        /// A page curling up (not drawn in OpenUIKit).
        case curlUp
        /// A page curling down (not drawn in OpenUIKit).
        case curlDown
    }
}

/// The animation API from before blocks (iOS 2–3), deprecated in iOS 13 and still called by
/// old code. A begin/commit block is an animation like any other: the changes made to
/// animatable view properties between ``beginAnimations(_:context:)`` and
/// ``commitAnimations()`` are animated by the same engine as `UIView.animate(withDuration:…)`
/// when the outermost block commits (DP3–DP6). Each `setAnimation…` call configures the
/// innermost open block and does nothing outside one.
extension UIView {
    /// Deprecated (iOS 13): opens an animation block. `animationID` and `context` identify it
    /// to the delegate's selectors. Blocks nest; a nested block starts with its enclosing
    /// block's parameters, and its animations start when the outermost block commits (DP3).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        UIKitScheduler.shared.animations.legacyBlocks.begin(animationID, context: context)
    }

    /// Deprecated (iOS 13): closes the innermost block. When it is the outermost, the changes
    /// made in every block since start animating now, each with the parameters set before it
    /// was made (DP3). Does nothing outside a block.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func commitAnimations() {
        UIKitScheduler.shared.animations.legacyBlocks.commit()
    }

    /// Deprecated (iOS 13): the object sent the will-start and did-stop selectors, kept until
    /// did-stop was sent (DP5).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationDelegate(_ delegate: Any?) {
        _legacyBlock?.delegate = delegate.map { $0 as AnyObject }
    }

    /// Deprecated (iOS 13): the selector sent to the delegate when the block's animations start
    /// (after its delay; at the earliest in the next run-loop turn), with the animation ID (DP5).
    ///
    /// Difference from iOS: the method gets only the animation ID (`animationWillStart(_:)`);
    /// `context` is not passed, as OpenUIKit sends selectors with one argument.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationWillStart(_ selector: Selector?) {
        _legacyBlock?.willStartSelector = selector
    }

    /// Deprecated (iOS 13): the selector sent to the delegate once every animation of the block
    /// has ended (run to its end or removed), with the animation ID (DP5).
    ///
    /// Difference from iOS: the method gets only the animation ID (`animationDidStop(_:)`);
    /// `finished` and `context` are not passed, as OpenUIKit sends selectors with one argument.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationDidStop(_ selector: Selector?) {
        _legacyBlock?.didStopSelector = selector
    }

    /// Deprecated (iOS 13): the duration of the changes made after this call in the block.
    /// Default 0.2 s; zero or less changes at once (DP3).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationDuration(_ duration: TimeInterval) {
        _legacyBlock?.parameters.duration = duration
    }

    /// Deprecated (iOS 13): the delay before the changes made after this call start. Default 0.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationDelay(_ delay: TimeInterval) {
        _legacyBlock?.parameters.delay = delay
    }

    /// Deprecated (iOS 13): the timing curve of the changes made after this call. Default
    /// `.easeInOut`.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationCurve(_ curve: UIView.AnimationCurve) {
        _legacyBlock?.parameters.curve = curve
    }

    /// Deprecated (iOS 13): how many cycles the changes made after this call run (may be
    /// fractional; 0, the default, runs one; `greatestFiniteMagnitude` repeats for ever). The
    /// views show their new values once the cycles are over (DP4).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        _legacyBlock?.parameters.repeatCount = repeatCount
    }

    /// Deprecated (iOS 13): whether each cycle of the changes made after this call runs
    /// forward, then back. Default false (DP4).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        _legacyBlock?.parameters.autoreverses = repeatAutoreverses
    }

    /// Deprecated (iOS 13): whether the changes made after this call start from what the views
    /// show. Kept; it changes nothing, as every OpenUIKit animation starts from the shown value
    /// (the `beginFromCurrentState` option alike).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        _legacyBlock?.parameters.beginsFromCurrentState = fromCurrentState
    }

    /// Deprecated (iOS 13): a transition of `view`'s content for the block, with the duration,
    /// delay and curve set before this call: the block then lasts that long even when no
    /// property changes, and its delegate hears did-stop at its end (DP6).
    ///
    /// Difference from iOS: the flip or curl is not drawn (as `transition(with:duration:…)`).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationTransition(_ transition: UIView.AnimationTransition, for view: UIView, cache: Bool) {
        guard let block = _legacyBlock else { return }
        block.transition = (transition, block.parameters)
    }

    /// The innermost open begin/commit block.
    private static var _legacyBlock: LegacyAnimationBlock? { UIKitScheduler.shared.animations.legacyBlocks.current }
}
