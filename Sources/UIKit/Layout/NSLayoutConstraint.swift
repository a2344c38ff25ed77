import Foundation

/// A relationship between two layout attributes that Auto Layout keeps true:
/// `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute + constant`.
///
/// Activating a constraint installs it on the nearest common ancestor of its items and adds it
/// to that hierarchy's engine at once; frames follow in the next layout pass (or
/// `layoutIfNeeded()`). Changing ``constant`` is cheap (an edit in the solver). Items are
/// `UIView`s and `UILayoutGuide`s, held weakly as in UIKit.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The parts of an item's frame a constraint can relate.
    public enum Attribute: Int, Sendable {
        /// The left edge of the item's frame.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge: the left in left-to-right layout, the right in right-to-left.
        case leading
        /// The trailing edge: the right in left-to-right layout, the left in right-to-left.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text (of the view `forLastBaselineLayout` names).
        case lastBaseline
        /// The baseline of the first line of text (of the view `forFirstBaselineLayout` names).
        case firstBaseline
        /// The left edge inset by the view's layout margins.
        case leftMargin
        /// The right edge inset by the layout margins.
        case rightMargin
        /// The top edge inset by the layout margins.
        case topMargin
        /// The bottom edge inset by the layout margins.
        case bottomMargin
        /// The leading edge inset by the layout margins.
        case leadingMargin
        /// The trailing edge inset by the layout margins.
        case trailingMargin
        /// The horizontal centre of the area inside the layout margins.
        case centerXWithinMargins
        /// The vertical centre of the area inside the layout margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint to a constant.
        case notAnAttribute = 0
    }

    /// How the two sides compare.
    public enum Relation: Int, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The two sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }

    /// A layout axis.
    public enum Axis: Int, Sendable {
        /// The x-axis.
        case horizontal = 0
        /// The y-axis.
        case vertical = 1
    }

    /// Options for ``constraints(withVisualFormat:options:metrics:views:)``: an alignment of
    /// all the views in the format, and the direction of the horizontal format.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Every view in the format gets the left edge of the first.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Every view gets the right edge of the first.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Every view gets the top edge of the first.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Every view gets the bottom edge of the first.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Every view gets the leading edge of the first.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Every view gets the trailing edge of the first.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Every view gets the horizontal centre of the first.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Every view gets the vertical centre of the first.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Every view gets the last baseline of the first.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Every view gets the first baseline of the first.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits of the alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Horizontal formats run leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal formats run left to right whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run right to left whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits of the direction options.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Spacing measured between the views' edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing measured between baselines; OpenUIKit's visual format reads it nowhere (edge to edge).
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bit of the spacing options.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// The kind of constraint, for descriptions and diagnostics: the app's own, or one the
    /// system makes (UIKit's private subclasses `NSAutoresizingMaskLayoutConstraint` and
    /// `NSContentSizeLayoutConstraint`, and the guides' own).
    enum Origin { case app, autoresizingMask, contentSize, guide, stackView }

    /// The first item (a view or layout guide); nil once it is gone.
    open var firstItem: AnyObject? { _firstItem }
    /// The second item, or nil for a constant (a width of 100).
    open var secondItem: AnyObject? { _secondItem }
    /// The first item's attribute.
    open var firstAttribute: Attribute { _firstAttribute }
    /// The second item's attribute (`.notAnAttribute` without a second item).
    open var secondAttribute: Attribute { _secondAttribute }
    /// The relation.
    open var relation: Relation { _relation }
    /// The multiplier applied to the second attribute.
    open var multiplier: CGFloat { _multiplier }
    // Read-only as on iOS (subclasses may override them); the engine reads the storage.
    // PL1: the items are named through their boxes, not weakly: nil once an item is gone.
    // Constants: the engine reads them for every constraint installed, and a constant
    // stored property is read without retaining it.
    let _firstReference: LayoutItemReference?
    let _secondReference: LayoutItemReference?
    var _firstItem: AnyObject? { _firstReference?.object }
    var _secondItem: AnyObject? { _secondReference?.object }
    let _firstAttribute: Attribute, _secondAttribute: Attribute, _relation: Relation, _multiplier: CGFloat
    /// A name shown in descriptions and in the unsatisfiable-constraints log.
    open var identifier: String?
    /// Whether the constraint is archived with its view (Interface Builder). Default false.
    open var shouldBeArchived = false

    var _constant: CGFloat
    var _priority: UILayoutPriority = .required
    var _origin: Origin = .app
    /// The view the constraint is installed on (the items' nearest common ancestor), named
    /// through its box (PL1).
    @exclusivity(unchecked) var _containerReference: LayoutItemReference?
    var _container: UIView? { _containerReference?.view }
    /// Where the constraint lives in its engine, while active.
    @exclusivity(unchecked) var _installation: ConstraintInstallation?
    /// For a dimension made by `anchorWithOffset(to:)`: the two anchors it spans.
    var _offsetDimension: (from: AnyObject, fromAttribute: Attribute, to: AnyObject, toAttribute: Attribute)?
    /// Its place in its container's `constraints` (`HostedConstraints`), while installed.
    @exclusivity(unchecked) var _hostSlot = -1
    /// Activation order, so engines rebuild in the order the app activated.
    @exclusivity(unchecked) var _installOrder = 0
    static var _installCounter = 0
    /// A system constraint's description body (it relates frame variables, not attributes).
    @preconcurrency var _describeSystem: (@MainActor (NSLayoutConstraint) -> String)?

    /// A system constraint (autoresizing mask, content size, guide placement): no checks.
    @preconcurrency init(systemFor item: AnyObject, attribute: Attribute, relation: Relation, constant: CGFloat, priority: UILayoutPriority,
         origin: Origin, describe: @escaping @MainActor (NSLayoutConstraint) -> String) {
        _firstReference = LayoutItemReference.of(item)
        _secondReference = nil
        _firstAttribute = attribute
        _secondAttribute = .notAnAttribute
        _relation = relation
        _multiplier = 1
        _constant = constant
        _priority = priority
        _origin = origin
        _describeSystem = describe
    }

    /// What UIKit raises for a constraint made with these arguments, or nil when it can be
    /// made (items that are not views or guides, unpaired location attributes, mismatched or
    /// mixed-direction attributes). Nib loading asks first, so a bad file is an error.
    static func creationProblem(_ first: AnyObject, _ firstAttribute: Attribute, _ second: AnyObject?, _ secondAttribute: Attribute,
                                _ multiplier: CGFloat) -> UIKitDiagnostic? {
        guard first is UIView || first is UILayoutGuide else { return .invalidConstraintItem(first) }
        if let second, !(second is UIView || second is UILayoutGuide) { return .invalidConstraintItem(second) }
        return attributeProblem(firstAttribute, hasSecondItem: second != nil, secondAttribute, multiplier)
    }

    /// What UIKit raises for these attributes, or nil: location attributes without a pair,
    /// mismatched or mixed-direction attributes.
    static func attributeProblem(_ firstAttribute: Attribute, hasSecondItem: Bool, _ secondAttribute: Attribute,
                                 _ multiplier: CGFloat) -> UIKitDiagnostic? {
        let firstIsSize = LayoutAttribute.isSize(firstAttribute)
        if firstAttribute == .notAnAttribute || (!firstIsSize && (!hasSecondItem || secondAttribute == .notAnAttribute || multiplier == 0)) {
            return .locationAttributesNeedPairs(firstAttribute: firstAttribute)
        }
        if hasSecondItem && secondAttribute != .notAnAttribute {
            let secondIsSize = LayoutAttribute.isSize(secondAttribute)
            if firstIsSize != secondIsSize { return .invalidAttributePairing(firstAttribute, secondAttribute) }
            if !firstIsSize && LayoutAttribute.isHorizontal(firstAttribute) != LayoutAttribute.isHorizontal(secondAttribute) {
                return .invalidAttributePairing(firstAttribute, secondAttribute)
            }
            if (LayoutAttribute.isDirectional(firstAttribute) && LayoutAttribute.isLeftRight(secondAttribute))
                || (LayoutAttribute.isLeftRight(firstAttribute) && LayoutAttribute.isDirectional(secondAttribute)) {
                return .leadingTrailingWithLeftRight(firstAttribute, secondAttribute)
            }
        }
        return nil
    }

    /// Creates a constraint; it is inactive until ``isActive`` is set or it is added to a view.
    /// A designated initialiser, so subclasses in other modules inherit it (the SDK imports
    /// it as one their subclasses inherit).
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = view1 as AnyObject
        var second: AnyObject?
        if let view2 { second = view2 as AnyObject }  // not `map`: its closure would check the executor
        if let problem = Self.creationProblem(first, attr1, second, attr2, multiplier) { UIKitDiagnostics.raise(problem) }
        _firstReference = LayoutItemReference.of(first)
        // A plain `if let`: a closure passed to `map` would carry a main-actor check.
        if let second, attr2 != .notAnAttribute { _secondReference = LayoutItemReference.of(second) } else { _secondReference = nil }
        _firstAttribute = attr1
        _secondAttribute = second == nil ? .notAnAttribute : attr2
        _relation = relation
        _multiplier = multiplier
        _constant = c
    }

    convenience init(_ first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation, _ second: AnyObject?, _ secondAttribute: Attribute,
                     _ multiplier: CGFloat, _ constant: CGFloat, origin: Origin, priority: UILayoutPriority = .required) {
        self.init(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
                  multiplier: multiplier, constant: constant)
        _origin = origin
        _priority = priority
    }

    /// A constraint made by an anchor (VP2): the items are already named by their boxes and
    /// are views or guides, so only the attributes are checked. A second anchor whose item
    /// is gone counts as no second item, as before.
    init(anchored first: LayoutItemReference, _ firstAttribute: Attribute, _ relation: Relation, _ second: LayoutItemReference?,
         _ secondAttribute: Attribute, _ multiplier: CGFloat, _ constant: CGFloat) {
        var hasSecondItem = false
        if let second, second.pointer != nil { hasSecondItem = true }
        if let problem = Self.attributeProblem(firstAttribute, hasSecondItem: hasSecondItem, secondAttribute, multiplier) {
            UIKitDiagnostics.raise(problem)
        }
        _firstReference = first
        _secondReference = hasSecondItem && secondAttribute != .notAnAttribute ? second : nil
        _firstAttribute = firstAttribute
        _secondAttribute = hasSecondItem ? secondAttribute : .notAnAttribute
        _relation = relation
        _multiplier = multiplier
        _constant = constant
    }

    /// The constant added to the second side. Changing it on an active constraint edits the
    /// solver in place (cheap; no re-adding).
    open var constant: CGFloat {
        get { _constant }
        set {
            guard newValue != _constant else { return }
            _constant = newValue
            _installation?.engine?.constantChanged(self)
            _selfSizingConstraintChanged()  // LT5
        }
    }

    /// The priority, 1...1000. An active constraint cannot change between required and
    /// optional (UIKit raises); between optional values it can.
    open var priority: UILayoutPriority {
        get { _priority }
        set {
            let clamped = UILayoutPriority(min(max(newValue.rawValue, 1), 1000))
            guard clamped != _priority else { return }
            if _installation?.engine != nil && (clamped == .required) != (_priority == .required) {
                UIKitDiagnostics.raise(.priorityMutationRequiredToOptional(new: clamped, old: _priority))
            }
            _priority = clamped
            _installation?.engine?.priorityChanged(self)
        }
    }

    /// Whether the constraint takes part in layout. Activating installs it on the items'
    /// nearest common ancestor (they must share one: UIKit raises otherwise); deactivating
    /// removes it.
    open var isActive: Bool {
        get { _container != nil }
        set {
            if newValue { _activate(on: nil) } else { _deactivate() }
            _selfSizingConstraintChanged()  // LT5
        }
    }

    /// The first item's anchor for ``firstAttribute``.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: firstItem!, attribute: firstAttribute) }
    /// The second item's anchor, if there is a second item.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    /// Activates each constraint (cheaper than one at a time in UIKit; the same here).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        AutoLayoutEngine.batchingFlushes {
            for constraint in constraints { constraint.isActive = true }
        }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        AutoLayoutEngine.batchingFlushes {
            for constraint in constraints { constraint.isActive = false }
        }
    }

    /// Whether the engine broke this constraint to recover from an unsatisfiable set: it
    /// stays active but does not hold (as in UIKit).
    var _isBroken: Bool { _installation?.isBroken ?? false }

    // MARK: Installation

    /// Why a constraint cannot be installed, as UIKit raises it.
    struct InstallationProblem: Error { let diagnostic: UIKitDiagnostic }

    /// The view a constraint is installed in (the first item's view, or the nearest common
    /// ancestor of both items' views), or why there is none: an item without a view, or items
    /// in different hierarchies.
    func _commonContainer() -> Result<UIView, InstallationProblem> {
        guard let firstView = _firstReference?.itemView else {
            return .failure(InstallationProblem(diagnostic: .constraintItemHasNoView(self)))
        }
        guard let secondReference = _secondReference, secondReference.object != nil else { return .success(firstView) }
        guard let secondView = secondReference.itemView else {
            return .failure(InstallationProblem(diagnostic: .constraintItemHasNoView(self)))
        }
        guard let common = firstView._nearestCommonAncestor(with: secondView) else {
            return .failure(InstallationProblem(diagnostic: .constraintWithoutCommonAncestor(self)))
        }
        return .success(common)
    }

    /// The box of the container when the items are one view, a view and its superview, or
    /// siblings (what most constraints relate), found by comparing pointers without walking
    /// or retaining (PL12); nil for anything else.
    @inline(__always)
    private func _nearContainerBox(_ firstReference: LayoutItemReference) -> LayoutItemReference? {
        guard firstReference.isView, let first = firstReference.pointer else { return nil }
        guard let secondReference = _secondReference else { return firstReference }
        guard secondReference.isView, let second = secondReference.pointer else { return nil }
        let secondView = Unmanaged<UIView>.fromOpaque(second.toOpaque())
        if first.toOpaque() == second.toOpaque() || superviewPointer(of: secondView)?.toOpaque() == first.toOpaque() {
            return firstReference
        }
        guard let superview = superviewPointer(of: Unmanaged.fromOpaque(first.toOpaque())) else { return nil }
        if superview.toOpaque() == second.toOpaque() { return secondReference }
        if superview.toOpaque() == superviewPointer(of: secondView)?.toOpaque() { return superview.takeUnretainedValue()._layoutItemReference }
        return nil
    }

    /// Installs the constraint on `view` (legacy `addConstraint`) or on the items' nearest
    /// common ancestor, and adds it to that hierarchy's engine.
    func _activate(on view: UIView?) {
        // The storage, not the open getters (this runs for every constraint activated).
        if let containerReference = _containerReference, containerReference.pointer != nil { return }
        guard let firstReference = _firstReference, firstReference.pointer != nil else { return }
        if view == nil, let containerBox = _nearContainerBox(firstReference) {
            // The container's box is at hand: its record names the engine, without a lookup.
            let container = unsafeDowncast(containerBox.object.unsafelyUnwrapped, to: UIView.self)
            _install(on: container, box: containerBox)
            let engine: AutoLayoutEngine
            if let record = containerBox.record, let live = record.engineReference.engine { engine = live } else {
                engine = AutoLayoutEngine.engine(for: container)
            }
            engine.install(self, container: container)
            return
        }
        let container: UIView
        switch _commonContainer() {
        case .success(let common): container = common
        case .failure(let problem): UIKitDiagnostics.raise(problem.diagnostic)
        }
        let host = view ?? container
        _install(on: host, box: host._layoutItemReference)
        AutoLayoutEngine.engine(for: container).install(self, container: container)
    }

    /// Lists the constraint in `host`'s `constraints` (`box` is the host's), in activation order.
    @inline(__always)
    private func _install(on host: UIView, box: LayoutItemReference) {
        _containerReference = box
        NSLayoutConstraint._installCounter += 1
        _installOrder = NSLayoutConstraint._installCounter
        host._installedConstraints.append(self)
    }

    func _deactivate() {
        guard let container = _container else { return }
        container._installedConstraints.remove(self)
        _containerReference = nil
        if let engine = _installation?.engine { engine.uninstall(self) } else { _installation = nil }
    }

    // MARK: Description

    /// `<NSLayoutConstraint:0x… 'id' UILabel:0x….leading == UIView:0x….leadingMargin + 8   (active)>`, as UIKit prints.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { _description }
    }

    nonisolated open override var debugDescription: String { description }

    var _className: String {
        switch _origin {
        case .autoresizingMask: return "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: return "NSContentSizeLayoutConstraint"
        default: return "NSLayoutConstraint"
        }
    }

    var _description: String {
        let address = objectAddress(self)
        var text = "<\(_className):\(address) "
        if let identifier { text += "'\(identifier)' " }
        if let describe = _describeSystem { return text + describe(self) + "   (active)>" }
        text += LayoutAttribute.describe(firstItem) + "." + LayoutAttribute.name(firstAttribute)
        text += relation == .equal ? " == " : relation == .lessThanOrEqual ? " <= " : " >= "
        var rhs = ""
        if let secondItem {
            rhs = LayoutAttribute.describe(secondItem) + "." + LayoutAttribute.name(secondAttribute)
            if multiplier != 1 { rhs = "\(LayoutAttribute.number(multiplier))*" + rhs }
            if _constant != 0 { rhs += (_constant < 0 ? " - " : " + ") + LayoutAttribute.number(abs(_constant)) }
        } else {
            rhs = LayoutAttribute.number(_constant)
        }
        text += rhs
        if _priority != .required { text += " @\(LayoutAttribute.number(CGFloat(_priority.rawValue)))" }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }
}

/// Where an active constraint lives in its engine.
struct ConstraintInstallation {
    /// Not owned: a constraint the app keeps can outlive the hierarchy (and engine) it was
    /// laid out in; changing it then changes nothing but itself. Named through the engine's
    /// box (PL7), which reads nil once the engine is gone.
    let engineReference: EngineReference
    var engine: AutoLayoutEngine? { engineReference.engine }
    /// The solver constraint, nil when the engine broke it.
    var solverID: SimplexSolver.ConstraintID?
    /// The solver constant is `baseConstant - constant`.
    var baseConstant: Double = 0
    /// Places in the engine's `installed` list and in the first and second items' records'
    /// `referencing` lists (-1: not listed, as in throw-away fitting engines).
    var installedSlot = -1, firstSlot = -1, secondSlot = -1
    var isBroken: Bool { solverID == nil }
}
