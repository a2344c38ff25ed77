import UIKit

/// The catalog's "Physics" example, written as apps write UIKit Dynamics: boxes fall under
/// gravity, bounce off each other and the screen's edges, and a custom control below them
/// (a `UIControl` subclass that tracks the finger) throws them sideways when let go.
final class PhysicsViewController: UIViewController, UICollisionBehaviorDelegate {
    /// The falling boxes, left to right.
    private(set) var boxes: [UIView] = []
    /// The control that throws the boxes.
    let thrower = ThrowControl()
    /// The animator, made when the screen appears (the boxes need their places first).
    private(set) var animator: UIDynamicAnimator?
    /// How many times a box has hit a box or an edge.
    private(set) var collisions = 0

    private static let colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemBlue]

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Physics"
    }

    required init?(coder: NSCoder) { fatalError("PhysicsViewController is made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        boxes = Self.colors.enumerated().map { index, color in
            let box = UIView(frame: CGRect(x: 40 + CGFloat(index) * 80, y: 160 + CGFloat(index % 2) * 60, width: 56, height: 56))
            box.backgroundColor = color
            box.layer.cornerRadius = 8
            view.addSubview(box)
            return box
        }
        thrower.accessibilityLabel = "Throw"
        thrower.addAction(UIAction { [unowned self] _ in throwBoxes(by: thrower.value) }, for: .primaryActionTriggered)
        view.addSubview(thrower)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bottom = view.bounds.height - view.safeAreaInsets.bottom
        thrower.frame = CGRect(x: 20, y: bottom - 64, width: view.bounds.width - 40, height: 44)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard animator == nil else { return }
        let animator = UIDynamicAnimator(referenceView: view)
        animator.addBehavior(UIGravityBehavior(items: boxes))
        let collision = UICollisionBehavior(items: boxes)
        // The floor is the top of the control; the walls and ceiling are the safe area's.
        let insets = view.safeAreaInsets
        collision.setTranslatesReferenceBoundsIntoBoundary(
            with: UIEdgeInsets(top: insets.top, left: 0, bottom: view.bounds.height - thrower.frame.minY + 8, right: 0))
        collision.collisionDelegate = self
        animator.addBehavior(collision)
        let bounce = UIDynamicItemBehavior(items: boxes)
        bounce.elasticity = 0.3
        bounce.friction = 0.4
        animator.addBehavior(bounce)
        self.animator = animator
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        animator?.removeAllBehaviors()
        animator = nil
    }

    /// Gives every box a sideways shove and a little lift, as strong as the control was pulled.
    private func throwBoxes(by amount: CGFloat) {
        guard let animator, amount != 0 else { return }
        let push = UIPushBehavior(items: boxes, mode: .instantaneous)
        push.pushDirection = CGVector(dx: amount * 4, dy: -2)
        push.action = { [unowned animator, unowned push] in
            if !push.active { animator.removeBehavior(push) }
        }
        animator.addBehavior(push)
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
        collisions += 1
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem, at p: CGPoint) {
        collisions += 1
    }
}

/// A custom control as apps write them: a track with a knob the finger drags left or right.
/// It tracks the touch itself (`beginTracking`, `continueTracking`, `endTracking`), sends
/// `.valueChanged` as the knob moves, and `.primaryActionTriggered` when the finger lifts,
/// after which the knob springs back to the middle.
final class ThrowControl: UIControl {
    /// Where the knob is: -1 at the left end, 0 in the middle, 1 at the right end.
    private(set) var value: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) { fatalError("ThrowControl is made in code") }

    override var accessibilityValue: String? {
        get { value == 0 ? "Centered" : String(format: "%.0f%% %@", abs(value) * 100, value < 0 ? "left" : "right") }
        set {}
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        move(to: touch.location(in: self))
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        move(to: touch.location(in: self))
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        sendActions(for: .primaryActionTriggered)
        value = 0
        setNeedsDisplay()
    }

    override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        value = 0
        setNeedsDisplay()
    }

    override func accessibilityIncrement() { throwBy(0.5) }
    override func accessibilityDecrement() { throwBy(-0.5) }

    private func throwBy(_ amount: CGFloat) {
        value = amount
        sendActions(for: .primaryActionTriggered)
        value = 0
    }

    private func move(to point: CGPoint) {
        let half = max(1, bounds.width / 2 - bounds.height / 2)
        let newValue = max(-1, min(1, (point.x - bounds.midX) / half))
        guard newValue != value else { return }
        value = newValue
        setNeedsDisplay()
        sendActions(for: .valueChanged)
    }

    override func draw(_ rect: CGRect) {
        let track = UIBezierPath(roundedRect: bounds.insetBy(dx: 0, dy: bounds.height / 2 - 3), cornerRadius: 3)
        UIColor.systemGray4.setFill()
        track.fill()
        let knobSize = bounds.height
        let center = bounds.midX + value * (bounds.width - knobSize) / 2
        let knob = UIBezierPath(ovalIn: CGRect(x: center - knobSize / 2, y: 0, width: knobSize, height: knobSize))
        (isTracking ? UIColor.systemBlue : UIColor.systemGray).setFill()
        knob.fill()
    }
}
