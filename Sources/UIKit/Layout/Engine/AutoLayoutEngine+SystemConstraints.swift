import Foundation

/// The constraints the system makes for items, as UIKit does:
/// - a view that translates its autoresizing mask gets four required constraints holding its
///   current frame (`NSAutoresizingMaskLayoutConstraint`), updated when the frame changes;
/// - a view that does not gets content-size constraints per axis from `intrinsicContentSize`
///   (`NSContentSizeLayoutConstraint`: `≤` at the hugging priority, `≥` at the compression
///   resistance priority);
/// - the safe-area, margins, readable-content and keyboard guides are placed in their owning
///   view by required constraints whose constants follow the insets.
extension AutoLayoutEngine {
    func addSystemConstraints(for record: LayoutRecord) {
        if let view = record.view {
            if view.translatesAutoresizingMaskIntoConstraints && ObjectIdentifier(view) != fittingRoot {
                addAutoresizingConstraints(for: record, frame: view.frame)
            } else if type(of: view) != UIView.self {
                updateContentSize(of: record)
            }
            // A plain `UIView` has no intrinsic size (and `intrinsicContentSize` is not
            // overridden): there is nothing to make until it is invalidated.
        } else if let guide = record.item as? UILayoutGuide, guide.kind != .custom {
            addGuidePlacement(for: record, guide: guide)
        }
    }

    /// Makes one system constraint `Σ terms (relation) constant` and adds it to the solver.
    func makeSystemConstraint(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ terms: [SimplexSolver.Term],
                              _ relation: NSLayoutConstraint.Relation = .equal, constant: CGFloat, offset: Double = 0,
                              priority: UILayoutPriority = .required, origin: NSLayoutConstraint.Origin,
                              describe: @escaping @MainActor (NSLayoutConstraint) -> String) -> SystemConstraint {
        let constraint = NSLayoutConstraint(systemFor: item, attribute: attribute, relation: relation, constant: constant,
                                            priority: priority, origin: origin, describe: describe)
        let expression = LinearExpression(terms: terms, constant: -Double(constant) - offset)
        let id = add(expression, constraint, relation: relation, priority: priority)
        return SystemConstraint(constraint: constraint, solverID: id)
    }

    /// Sets a system constraint's constant (cheap); one that can no longer hold is broken and
    /// logged, as the app's are. `offset` is added to the constant in the solver only (the
    /// alignment insets of a content size, VS2).
    func setConstant(_ system: inout SystemConstraint, _ value: CGFloat, offset: Double = 0) {
        guard system.constraint._constant != value else { return }
        system.constraint._constant = value
        guard let id = system.solverID else { return }
        do {
            try solver.setConstant(id, to: -Double(value) - offset)
        } catch {
            solver.remove(id)
            constraintOfSolverID[id] = nil
            system.solverID = nil
            UIKitDiagnostics.warn(.unsatisfiableConstraints([system.constraint._description], breaking: system.constraint._description,
                                                            mentionsAutoresizing: system.constraint._origin == .autoresizingMask))
        }
    }

    func removeSystemConstraints(_ list: inout [SystemConstraint]) {
        for system in list {
            if let id = system.solverID {
                solver.remove(id)
                constraintOfSolverID[id] = nil
            }
        }
        list.removeAll()
    }

    // MARK: Autoresizing masks

    private func addAutoresizingConstraints(for record: LayoutRecord, frame: CGRect) {
        let mask = (record.view?.autoresizingMask).map(Self.maskDescription) ?? ""
        let names = ["minX", "minY", "width", "height"]
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        let variables = [record.x, record.y, record.width, record.height]
        let attributes: [NSLayoutConstraint.Attribute] = [.left, .top, .width, .height]
        record.placement = (0..<4).map { index in
            makeSystemConstraint(record.item, attributes[index], [SimplexSolver.Term(variables[index], 1)], constant: values[index],
                                 origin: .autoresizingMask) { constraint in
                "\(mask)\(LayoutAttribute.describe(constraint.firstItem)).\(names[index]) == \(LayoutAttribute.number(constraint._constant))"
            }
        }
        flush()
    }

    /// `h=--& v=--&`: UIKit's notation for a mask (left margin, size, right margin; `&` flexible).
    static func maskDescription(_ mask: UIView.AutoresizingMask) -> String {
        func axis(_ low: UIView.AutoresizingMask, _ size: UIView.AutoresizingMask, _ high: UIView.AutoresizingMask) -> String {
            let flexibleHigh = mask.contains(high) || !(mask.contains(low) || mask.contains(size))
            return (mask.contains(low) ? "&" : "-") + (mask.contains(size) ? "&" : "-") + (flexibleHigh ? "&" : "-")
        }
        return "h=" + axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
            + " v=" + axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin) + " "
    }

    /// A translating view's frame changed: its four constants follow.
    func frameChanged(_ view: UIView) {
        guard let record = records[ObjectIdentifier(view)], record.placement.count == 4 else { return }
        let frame = view.frame
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        for index in 0..<4 { setConstant(&record.placement[index], values[index]) }
        flush()
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed: swap placement for content size.
    func translatesChanged(_ view: UIView) {
        guard let record = records[ObjectIdentifier(view)] else { return }
        removeSystemConstraints(&record.placement)
        removeSystemConstraints(&record.contentSize)
        record.appliedContentSize = nil
        addSystemConstraints(for: record)
        flush()
    }

    // MARK: Content size

    /// Makes or updates the content-size constraints from the view's intrinsic size and its
    /// hugging and compression-resistance priorities.
    func updateContentSize(of record: LayoutRecord) {
        guard let view = record.view, !view.translatesAutoresizingMaskIntoConstraints || ObjectIdentifier(view) == fittingRoot else { return }
        let size = wrapWidths.isEmpty ? view.intrinsicContentSize : fittingIntrinsicSize(of: view)
        let insets = record.alignmentInsets
        let state = ContentSizeState(size: size, alignmentInsets: insets, hugging: AxisPriorities(view._hugging),
                                     compression: AxisPriorities(view._compression))
        guard state != record.appliedContentSize else { return }
        let old = record.appliedContentSize
        record.appliedContentSize = state
        // VS2: the intrinsic size is the alignment rectangle's; the variables hold the frame's.
        let widthOffset = Double(insets.left + insets.right), heightOffset = Double(insets.top + insets.bottom)
        if let old, old.hugging == state.hugging, old.compression == state.compression, old.alignmentInsets == insets,
           (old.size.width == UIView.noIntrinsicMetric) == (size.width == UIView.noIntrinsicMetric),
           (old.size.height == UIView.noIntrinsicMetric) == (size.height == UIView.noIntrinsicMetric) {
            for index in record.contentSize.indices {
                let horizontal = record.contentSize[index].constraint.firstAttribute == .width
                setConstant(&record.contentSize[index], horizontal ? size.width : size.height, offset: horizontal ? widthOffset : heightOffset)
            }
            flush()
            return
        }
        removeSystemConstraints(&record.contentSize)
        // Most views placed by constraints have no intrinsic size: nothing to make.
        guard size.width != UIView.noIntrinsicMetric || size.height != UIView.noIntrinsicMetric else { return flushUnlessBatched() }
        for (axis, value) in [(0, size.width), (1, size.height)] where value != UIView.noIntrinsicMetric {
            let variable = axis == 0 ? record.width : record.height
            let attribute: NSLayoutConstraint.Attribute = axis == 0 ? .width : .height
            let hug = state.hugging[axis], compression = state.compression[axis]
            let describe: @MainActor (NSLayoutConstraint) -> String = { constraint in
                "\(LayoutAttribute.describe(constraint.firstItem)).\(LayoutAttribute.name(attribute)) == "
                    + "\(LayoutAttribute.number(constraint._constant)) Hug:\(Int(hug.rawValue)) CompressionResistance:\(Int(compression.rawValue))"
            }
            let offset = axis == 0 ? widthOffset : heightOffset
            record.contentSize.append(makeSystemConstraint(view, attribute, [SimplexSolver.Term(variable, 1)], .lessThanOrEqual,
                                                           constant: value, offset: offset, priority: hug, origin: .contentSize, describe: describe))
            record.contentSize.append(makeSystemConstraint(view, attribute, [SimplexSolver.Term(variable, 1)], .greaterThanOrEqual,
                                                           constant: value, offset: offset, priority: compression, origin: .contentSize,
                                                           describe: describe))
        }
        flushUnlessBatched()
    }

    // MARK: Guides

    private func addGuidePlacement(for record: LayoutRecord, guide: UILayoutGuide) {
        guard let owner = guide.owningView else { return }
        let ownerRecord = self.record(for: owner)
        let values = guide._placementConstants
        let names = ["minX", "minY", "width", "height"]
        let relative = guide._placementIsRelative
        let priorities = guide._placementPriorities
        (owner as? UIScrollView)?._scrollGuideEnteredEngine(guide)  // LG1
        let own = [record.x, record.y, record.width, record.height]
        let ownerVariables = [ownerRecord.width, ownerRecord.height, ownerRecord.width, ownerRecord.height]
        let attributes: [NSLayoutConstraint.Attribute] = [.left, .top, .width, .height]
        record.placement = (0..<4).map { index in
            var terms = [SimplexSolver.Term(own[index], 1)]
            if relative[index] { terms.append(SimplexSolver.Term(ownerVariables[index], -1)) }
            // The description must not keep the guide or its view alive (they own the record).
            return makeSystemConstraint(guide, attributes[index], terms, constant: values[index], priority: priorities[index],
                                        origin: .guide) { [weak guide, weak owner] constraint in
                guard let guide, let owner else { return "" }
                let value = constraint._constant
                let ownerName = "\(LayoutAttribute.describe(owner)).\(index % 2 == 0 ? "width" : "height")"
                let rhs = relative[index]
                    ? ownerName + (value == 0 ? "" : (value < 0 ? " - " : " + ") + LayoutAttribute.number(abs(value)))
                    : LayoutAttribute.number(value)
                return "'\(guide.identifier)-\(names[index])' \(LayoutAttribute.describe(guide)).\(names[index]) == \(rhs)"
            }
        }
        flush()
    }

    /// The owning view's insets or margins changed: its guides' constants follow.
    func updateGuides(of view: UIView) {
        for guide in view._systemGuides {
            guard let record = records[ObjectIdentifier(guide)], record.placement.count == 4 else { continue }
            let values = guide._placementConstants
            for index in 0..<4 { setConstant(&record.placement[index], values[index]) }
        }
        flush()
    }
}
