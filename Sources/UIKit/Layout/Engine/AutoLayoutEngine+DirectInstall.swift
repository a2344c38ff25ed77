import Foundation

/// Installing the constraints almost every app makes — between a view and its superview, two
/// siblings, or one view's own size — without the general path's walks and lookups
/// (`install(_:container:)`).
///
/// Such a constraint's terms are at most two variables per item: each view's frame is in its
/// superview's coordinates, which is the container's, and the container's own origin is
/// zero there. So its terms go straight into a buffer the engine owns, from the records the
/// items' boxes already hold. Anything else — layout guides, margins, baselines, views
/// further down, a dimension from `anchorWithOffset(to:)`, an item without a record yet in
/// this engine — takes the general path, which writes the same terms (PL12).
extension AutoLayoutEngine {
    /// Installs `constraint` (whose first item's box is `firstBox`, naming a live view) if it
    /// is of the direct kind; false when it is not and nothing was done.
    func installDirectly(_ constraint: NSLayoutConstraint, firstBox: LayoutItemReference, container: UIView) -> Bool {
        guard Self.installsDirectly, isHome, constraint._offsetDimension == nil, firstBox.isView, let first = firstBox.pointer,
              let firstPart = DirectAttribute(constraint._firstAttribute) else { return false }
        // Identities compared as pointers, nothing retained (PL12).
        let containerPointer = Unmanaged.passUnretained(container).toOpaque()
        let firstIsContainer = first.toOpaque() == containerPointer
        guard firstIsContainer || superviewPointer(of: Unmanaged.fromOpaque(first.toOpaque()))?.toOpaque() == containerPointer else { return false }
        var secondPart = DirectAttribute.none
        var secondIsContainer = false
        let secondBox = constraint._secondReference
        if let secondBox {
            guard secondBox.isView, let second = secondBox.pointer,
                  let part = DirectAttribute(constraint._secondAttribute) else { return false }
            secondIsContainer = second.toOpaque() == containerPointer
            guard secondIsContainer || superviewPointer(of: Unmanaged.fromOpaque(second.toOpaque()))?.toOpaque() == containerPointer else { return false }
            secondPart = part
        }
        // LG1: a scroll view's edges to its subviews are its content guide's (the general path).
        if firstIsContainer || secondIsContainer, container is UIScrollView { return false }
        // Both items are the container or its subviews, so in this engine: their records are
        // the boxes' own, or made now (with their system constraints).
        let firstRecord = record(of: firstBox)
        var secondRecord: LayoutRecord?
        if let secondBox { secondRecord = record(of: secondBox) }
        let rtl = (firstPart.isDirectional || secondPart.isDirectional) && isRightToLeft(firstBox)
        var count = 0
        firstPart.write(firstRecord, isContainer: firstIsContainer, rtl: rtl, times: 1, to: directTerms, count: &count)
        if let secondRecord {
            secondPart.write(secondRecord, isContainer: secondIsContainer, rtl: rtl, times: -Double(constraint._multiplier),
                             to: directTerms, count: &count)
        }
        // VS2: the attributes are the alignment rectangles' (zero offsets for most views).
        var offset = firstPart.alignmentOffset(of: firstRecord, rtl: rtl)
        if let secondRecord { offset -= Double(constraint._multiplier) * secondPart.alignmentOffset(of: secondRecord, rtl: rtl) }
        var installation = ConstraintInstallation(engineReference: reference, solverID: nil, baseConstant: offset)
        installation.installedSlot = installed.count
        installed.append(constraint)
        installation.firstSlot = firstRecord.addReferencing(constraint)
        if let secondRecord { installation.secondSlot = secondRecord.addReferencing(constraint) }
        installation.solverID = add(UnsafeBufferPointer(start: directTerms, count: count), constant: offset - Double(constraint._constant), constraint)
        constraint._installation = installation
        #if DEBUG
        Self.directInstallCount += 1
        #endif
        flushUnlessBatched()
        return true
    }

    /// Off only in tests that compare this path's frames with the general path's (PL12).
    static var installsDirectly = true
    #if DEBUG
    /// How many constraints took this path (tests check that it was taken).
    static var directInstallCount = 0
    #endif

    /// The record of the live item `box` names, in this engine: the box's own, or found or
    /// made (for an item of this engine's hierarchy).
    @inline(__always)
    private func record(of box: LayoutItemReference) -> LayoutRecord {
        if let cached = box.record, cached.engineReference === reference { return cached }
        return record(of: box, box.object!)
    }

    /// Whether the view `box` names lays out right to left. Within one
    /// `NSLayoutConstraint.activate` nothing can change a direction, so the last answer is
    /// kept for the view's next constraint (a view's leading and trailing come together).
    func isRightToLeft(_ box: LayoutItemReference) -> Bool {
        if let known = Self.flushBatch.knownDirection(of: box) { return known }
        let rtl = box.view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        Self.flushBatch.noteDirection(rtl, of: box)
        return rtl
    }
}

/// A view's superview, read through a pointer to the view: neither is retained (PL12).
/// Nonisolated so that the read is not wrapped in a main-actor closure (which checks its
/// executor on every call); the field is only written on the main actor.
@inline(__always)
nonisolated func superviewPointer(of view: Unmanaged<UIView>) -> Unmanaged<UIView>? {
    view._withUnsafeGuaranteedRef { $0._superviewPointer }
}

/// An attribute the direct path writes: which frame variables, with which factors.
enum DirectAttribute {
    case none, left, right, top, bottom, leading, trailing, width, height, centerX, centerY

    init?(_ attribute: NSLayoutConstraint.Attribute) {
        switch attribute {
        case .left: self = .left
        case .right: self = .right
        case .top: self = .top
        case .bottom: self = .bottom
        case .leading: self = .leading
        case .trailing: self = .trailing
        case .width: self = .width
        case .height: self = .height
        case .centerX: self = .centerX
        case .centerY: self = .centerY
        default: return nil
        }
    }

    var isDirectional: Bool { self == .leading || self == .trailing }

    /// Where the attribute lies in an item's frame: `origin ×` the origin variable of its
    /// axis plus `size ×` the size variable (width or height). Right to left, leading is the
    /// right edge measured leftwards and trailing the left edge, so that a constant moves
    /// towards the trailing side as it does left to right. The one statement of these rules:
    /// the direct path and `addPosition` both read it.
    @inline(__always)
    func placement(rtl: Bool) -> (isHorizontal: Bool, origin: Double, size: Double) {
        switch self {
        case .none: (false, 0, 0)
        case .width: (true, 0, 1)
        case .height: (false, 0, 1)
        case .left: (true, 1, 0)
        case .right: (true, 1, 1)
        case .centerX: (true, 1, 0.5)
        case .leading: rtl ? (true, -1, -1) : (true, 1, 0)
        case .trailing: rtl ? (true, -1, 0) : (true, 1, 1)
        case .top: (false, 1, 0)
        case .bottom: (false, 1, 1)
        case .centerY: (false, 1, 0.5)
        }
    }

    /// How far the attribute of the record's alignment rectangle lies from the same
    /// attribute of its frame (VS2): zero unless the view has alignment insets.
    @inline(__always)
    func alignmentOffset(of record: LayoutRecord, rtl: Bool) -> Double {
        guard record.alignmentInsets != .zero else { return 0 }
        let placement = placement(rtl: rtl)
        return record.alignmentOffset(isHorizontal: placement.isHorizontal, origin: placement.origin, size: placement.size)
    }

    /// Writes `factor × attribute` of the record's item into `terms` at `count`: the origin
    /// variable unless the item is the container (whose origin is zero in its own
    /// coordinates), then the size share.
    @inline(__always)
    func write(_ record: LayoutRecord, isContainer: Bool, rtl: Bool, times factor: Double,
               to terms: UnsafeMutablePointer<SimplexSolver.Term>, count: inout Int) {
        let placement = placement(rtl: rtl)
        if placement.origin != 0 && !isContainer {
            terms[count] = SimplexSolver.Term(placement.isHorizontal ? record.x : record.y, placement.origin * factor)
            count += 1
        }
        if placement.size != 0 {
            terms[count] = SimplexSolver.Term(placement.isHorizontal ? record.width : record.height, placement.size * factor)
            count += 1
        }
    }
}
