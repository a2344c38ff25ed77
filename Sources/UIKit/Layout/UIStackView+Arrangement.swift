import Foundation

/// The constraints of one stack arrangement, named as UIKit names them (`UISV-…`).
@MainActor
struct StackArrangement {
    typealias Attribute = NSLayoutConstraint.Attribute
    let stack: UIStackView
    let canvas: AnyObject
    let leading: Attribute, trailing: Attribute, length: Attribute, center: Attribute
    let top: Attribute, bottom: Attribute, thickness: Attribute, middle: Attribute
    /// Spacing from last baseline to first baseline (vertical stacks only).
    let baselineRelative: Bool
    var constraints: [NSLayoutConstraint] = []
    var spacers: [UILayoutGuide] = []

    init(stack: UIStackView, horizontal: Bool, canvas: AnyObject, baselineRelative: Bool = false) {
        self.stack = stack
        self.canvas = canvas
        self.baselineRelative = baselineRelative
        (leading, trailing, length, center) = horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
        (top, bottom, thickness, middle) = horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
    }

    mutating func add(_ identifier: String, _ first: AnyObject, _ firstAttribute: Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
                      _ second: AnyObject?, _ secondAttribute: Attribute = .notAnAttribute, multiplier: CGFloat = 1,
                      constant: CGFloat = 0, priority: UILayoutPriority = .required) {
        let constraint = NSLayoutConstraint(first, firstAttribute, relation, second, second == nil ? .notAnAttribute : secondAttribute,
                                            multiplier, constant, origin: .stackView, priority: priority)
        constraint.identifier = identifier
        constraints.append(constraint)
    }

    /// A hidden arranged view: no length along the axis, at the canvas's leading edge.
    mutating func hide(_ view: UIView) {
        add("UISV-hiding", view, length, .equal, nil, constant: 0)
        add("UISV-hiding", view, leading, .equal, canvas, leading)
        add("UISV-hiding", view, top, .equal, canvas, top)
    }

    /// Along the axis: edges to the canvas, spacing between neighbours, the distribution.
    mutating func lineUp(_ views: [UIView], distribution: UIStackView.Distribution, spacingAfter: (UIView) -> CGFloat) {
        guard let first = views.first, let last = views.last else { return }
        add("UISV-canvas-connection", first, leading, .equal, canvas, leading)
        add("UISV-canvas-connection", last, trailing, .equal, canvas, trailing)
        let spaced = distribution == .equalSpacing || distribution == .equalCentering
        for (index, view) in views.dropLast().enumerated() {
            let next = views[index + 1]
            add("UISV-spacing", next, baselineRelative ? .firstBaseline : leading, spaced ? .greaterThanOrEqual : .equal,
                view, baselineRelative ? .lastBaseline : trailing, constant: spacingAfter(view))
        }
        switch distribution {
        case .fill: break
        case .fillEqually:
            for view in views.dropFirst() { add("UISV-fill-equally", view, length, .equal, first, length) }
        case .fillProportionally:
            let sizes = views.map { max(0, length == .width ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height) }
            let total = sizes.reduce(0, +)
            let spacing = views.dropLast().reduce(CGFloat(0)) { $0 + spacingAfter($1) }
            guard total > 0 else { break }
            for (view, size) in zip(views, sizes) {
                let share = size / total
                add("UISV-fill-proportionally", view, length, .equal, canvas, length, multiplier: share, constant: -spacing * share,
                    priority: UILayoutPriority(999))
            }
        case .equalSpacing, .equalCentering:
            let centers = distribution == .equalCentering
            var previous: UILayoutGuide?
            for (index, view) in views.dropLast().enumerated() {
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                stack.addLayoutGuide(guide)
                spacers.append(guide)
                add("UISV-distributing-edge", guide, leading, .equal, view, centers ? center : trailing)
                add("UISV-distributing-edge", guide, trailing, .equal, views[index + 1], centers ? center : leading)
                add("UISV-distributing-edge", guide, top, .equal, canvas, top)
                add("UISV-distributing-edge", guide, thickness, .equal, nil, constant: 0)
                if let previous { add("UISV-fill-equally", guide, length, .equal, previous, length) }
                previous = guide
            }
        }
    }

    /// Across the axis: the alignment, and a weak fit so the stack is as thick as its
    /// thickest view when nothing else sizes it.
    mutating func align(_ views: [UIView], _ alignment: UIStackView.Alignment) {
        guard let first = views.first else { return }
        for view in views {
            switch alignment {
            case .fill:
                add("UISV-alignment", view, top, .equal, canvas, top)
                add("UISV-alignment", view, bottom, .equal, canvas, bottom)
            case .leading:
                add("UISV-alignment", view, top, .equal, canvas, top)
                add("UISV-spanning-boundary", view, bottom, .lessThanOrEqual, canvas, bottom)
            case .trailing:
                add("UISV-alignment", view, bottom, .equal, canvas, bottom)
                add("UISV-spanning-boundary", view, top, .greaterThanOrEqual, canvas, top)
            case .center:
                add("UISV-alignment", view, middle, .equal, canvas, middle)
                add("UISV-spanning-boundary", view, top, .greaterThanOrEqual, canvas, top)
                add("UISV-spanning-boundary", view, bottom, .lessThanOrEqual, canvas, bottom)
            case .firstBaseline, .lastBaseline:
                let baseline: Attribute = length == .width ? (alignment == .firstBaseline ? .firstBaseline : .lastBaseline) : top
                if view !== first { add("UISV-alignment", view, baseline, .equal, first, baseline) }
                add("UISV-spanning-boundary", view, top, .greaterThanOrEqual, canvas, top)
                add("UISV-spanning-boundary", view, bottom, .lessThanOrEqual, canvas, bottom)
            }
        }
        if alignment != .fill {
            add("UISV-canvas-fit", canvas, thickness, .equal, nil, constant: 0, priority: UILayoutPriority(49))
        }
    }
}
