import Foundation
import OpenUIKitPhysics

/// Runs UIKit Dynamics: the physics of its behaviours over their items, stepped on the
/// display's frames (DY1, DY4).
///
/// Each display frame (the 60 Hz grid of UIKit's clock, RL1) the animator advances its
/// engine (`OpenUIKitPhysics`) from the time it last reached to the frame's time in fixed
/// steps of 1/120 s, writes each item's `center` and a rotation `transform` back, then runs
/// the behaviours' actions. So with `UIKitTesting.VirtualClock`, `advance(by: 1)` moves
/// items the same way on every run. Items' positions are in the reference view's
/// coordinates (an item should be a subview of it); Auto Layout is not involved.
///
/// The animator pauses (``isRunning`` false, ``UIDynamicAnimatorDelegate/dynamicAnimatorDidPause(_:)``)
/// when every item has been at rest for half a second, and resumes
/// (``UIDynamicAnimatorDelegate/dynamicAnimatorWillResume(_:)``) when a behaviour or item is
/// added, removed or changed, or on ``updateItem(usingCurrentState:)``. Differences from
/// iOS: the engine is OpenUIKit's own (close to UIKit's, not identical: see the DY rules);
/// an item outside the reference view is not converted to its coordinates.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// Whether the animator is moving its items.
    enum RunState {
        /// Never started, or nothing to move.
        case idle
        /// Stepping on every display frame.
        case running
        /// Stopped because everything came to rest; a change resumes it.
        case paused
    }

    /// The view whose coordinates the items use and whose bounds collision behaviours can
    /// take as a boundary; nil for ``init()`` and layout animators. Kept (a strong reference,
    /// as on iOS).
    open private(set) var referenceView: UIView?
    /// The collection view layout whose attributes this animator moves (``init(collectionViewLayout:)``).
    weak var _layout: UICollectionViewLayout?
    /// The top-level behaviours, in the order added.
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// Told when the animator pauses and resumes.
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    /// Seconds simulated since the animator first ran (it does not advance while paused).
    open private(set) var elapsedTime: TimeInterval = 0

    /// Whether the animator is running: it has items and they are not all at rest.
    open var isRunning: Bool { state == .running }

    var state = RunState.idle
    let world = PhysicsWorld()
    /// Each item's body, in the order items joined.
    var records: [ItemRecord] = []
    var recordsByItem: [ObjectIdentifier: ItemRecord] = [:]
    var recordsByBody: [ObjectIdentifier: ItemRecord] = [:]
    /// The collision behaviour owning each engine group.
    var collisionOwners: [ObjectIdentifier: UICollisionBehavior] = [:]
    private var frameClient: DisplayRefresh.Client?
    /// The clock time the simulation has reached.
    private var simulatedTime: TimeInterval = 0
    /// Behaviours changed since the engine was last brought up to date.
    var needsSync = false

    /// An animator for items that are not views (or views without a reference view).
    public override init() { super.init() }

    /// An animator for subviews of `view`, in its coordinates.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// An animator for a collection view layout's attributes: it moves the attributes added
    /// to its behaviours and invalidates the layout every frame; the layout answers with
    /// ``layoutAttributesForCell(at:)`` and the other lookups (DY1).
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        _layout = layout
        super.init()
    }

    // Not an isolated deinit, so that app subclasses can keep their own plain `deinit`;
    // UIKit requires animators to be released on the main thread.
    deinit {
        runDeinitOnMainActor { if let frameClient { UIKitScheduler.shared.removeFrameClient(frameClient) } }
    }

    /// Adds a behaviour (adding one twice does nothing): it gets ``UIDynamicBehavior/willMove(to:)``
    /// first, its items join, and the animator runs (DY4, DY7).
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        if let other = behavior._animator, other !== self { other.removeBehavior(behavior) }
        behavior._parent?.removeChildBehavior(behavior)
        behavior._move(to: self)
        behaviors.append(behavior)
        _behaviorsDidChange()
    }

    /// Removes a behaviour: it gets ``UIDynamicBehavior/willMove(to:)`` with nil first; items
    /// no behaviour holds any more leave the animator where they are.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behavior._move(to: nil)
        behaviors.remove(at: index)
        _behaviorsDidChange()
    }

    /// Removes every behaviour, in the order they were added.
    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items whose frames (their bounds about their centres, rotated) meet `rect`.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        records.compactMap { record in
            let item = record.item
            let size = item.bounds.size
            let frame = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                .applying(item.transform)
                .offsetBy(dx: item.center.x, dy: item.center.y)
            return frame.intersects(rect) ? item : nil
        }
    }

    /// Reads the item's `center`, `bounds` and `transform` again (after your code moved it),
    /// keeping its velocity; the animator runs again (DY2).
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        guard let record = recordsByItem[ObjectIdentifier(item)] else { return }
        record.readState()
        wake()
    }

    /// The layout attributes of the cell at `indexPath` among this layout animator's items.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.indexPath == indexPath && $0.representedElementCategory == .cell }
    }

    /// The layout attributes of a supplementary view among this layout animator's items.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.indexPath == indexPath && $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind }
    }

    /// The layout attributes of a decoration view among this layout animator's items.
    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.indexPath == indexPath && $0.representedElementCategory == .decorationView && $0.representedElementKind == kind }
    }

    private func attributes(where match: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        for record in records {
            if let attributes = record.item as? UICollectionViewLayoutAttributes, match(attributes) { return attributes }
        }
        return nil
    }

    /// The rectangle collision behaviours take as the reference bounds: the reference view's
    /// bounds, or the layout's content; nil for an animator of plain items.
    var referenceBounds: CGRect? {
        if let referenceView { return referenceView.bounds }
        if let layout = _layout { return CGRect(origin: .zero, size: layout.collectionViewContentSize) }
        return nil
    }

    // MARK: Running

    /// Behaviours or items changed: bring the engine up to date and run (DY4).
    func _behaviorsDidChange() {
        needsSync = true
        sync()
        wake()
    }

    /// The behaviours, parents before children.
    var flattenedBehaviors: [UIDynamicBehavior] { behaviors.flatMap(\._flattened) }

    /// Starts running if there is something to move; tells the delegate first (DY4).
    func wake() {
        guard state != .running, !records.isEmpty else { return }
        world.resetRest()
        delegate?.dynamicAnimatorWillResume(self)
        state = .running
        simulatedTime = UIKitScheduler.shared.clock.now
        if let frameClient {
            UIKitScheduler.shared.setFrameClient(frameClient, paused: false)
        } else {
            frameClient = UIKitScheduler.shared.addFrameClient { [weak self] frame in self?.frame(frame) }
        }
    }

    /// Stops stepping and tells the delegate (DY4).
    private func pause() {
        guard state == .running else { return }
        state = .paused
        if let frameClient { UIKitScheduler.shared.setFrameClient(frameClient, paused: true) }
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// One display frame: steps to the frame's time, writes the items, runs the actions,
    /// pauses when all is at rest (DY1, DY4, DY6).
    private func frame(_ frame: DisplayRefresh.Frame) {
        guard state == .running else { return }
        sync()
        let h = PhysicsWorld.timeStep
        while frame.timestamp - simulatedTime >= h - 1e-9 {
            for behavior in flattenedBehaviors { behavior._applyForces(in: self) }
            let events = world.step()
            simulatedTime += h
            elapsedTime += h
            deliver(events)
            if needsSync { sync() }
        }
        for record in records { record.writeState() }
        if let layout = _layout, !records.isEmpty { layout.invalidateLayout() }
        let running = flattenedBehaviors
        for behavior in running where behavior._animator === self {
            behavior.action?()
        }
        if records.isEmpty || world.isAtRest { pause() }
    }
}
