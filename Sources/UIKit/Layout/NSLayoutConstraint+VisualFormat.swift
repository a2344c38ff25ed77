import Foundation

extension NSLayoutConstraint {
    /// Constraints described by Apple's visual format language, e.g.
    /// `H:|-[title]-(>=8)-[detail(==title@750)]-20-|`. The constraints come back inactive.
    ///
    /// `-` alone is the standard space: 8 points between views; at a `|` edge the view is
    /// pinned to the superview's margin, as UIKit does. A format UIKit cannot parse raises
    /// with UIKit's "Unable to parse constraint format" message and a caret under the problem.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
        return parser.parse()
    }
}

/// A recursive-descent parser for the visual format language, making constraints as it goes.
@MainActor
struct VisualFormatParser {
    typealias Attribute = NSLayoutConstraint.Attribute
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    let format: String
    let characters: [Character]
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    var index = 0
    var horizontal = true
    var result: [NSLayoutConstraint] = []

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        characters = Array(format)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    var leading: Attribute {
        guard horizontal else { return .top }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return .left
        case .directionRightToLeft: return .right
        default: return .leading
        }
    }

    var trailing: Attribute {
        guard horizontal else { return .bottom }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return .right
        case .directionRightToLeft: return .left
        default: return .trailing
        }
    }

    mutating func parse() -> [NSLayoutConstraint] {
        if characters.starts(with: ["H", ":"]) { index = 2 } else if characters.starts(with: ["V", ":"]) { horizontal = false; index = 2 }
        var previous: UIView?
        var pendingEdge: [Predicate]?  // `|-…-` before the first view
        var laidOut: [UIView] = []
        if peek == "|" {
            index += 1
            pendingEdge = connection()
        }
        while index < characters.count {
            guard peek == "[" else { fail("Expected a view") }
            let view = viewItem()
            laidOut.append(view)
            if let edge = pendingEdge {
                guard let superview = view.superview else { fail("Unable to interpret '|' character, because the related view doesn't have a superview", at: 0) }
                connect(from: superview, to: view, edge, superviewLeading: true)
                pendingEdge = nil
            } else if let previous, let spacing = lastConnection {
                connect(from: previous, to: view, spacing, superviewLeading: false)
            }
            previous = view
            lastConnection = nil
            guard index < characters.count else { break }
            let spacing = connection()
            if peek == "|" {
                guard let superview = view.superview else { fail("Unable to interpret '|' character, because the related view doesn't have a superview") }
                index += 1
                connectTrailing(view, to: superview, spacing)
                guard index == characters.count else { fail("Expected the end of the format after '|'") }
                break
            }
            lastConnection = spacing
        }
        align(laidOut)
        return result
    }

    var lastConnection: [Predicate]?

    var peek: Character? { index < characters.count ? characters[index] : nil }

    func fail(_ reason: String, at position: Int? = nil) -> Never {
        let caret = String(repeating: " ", count: position ?? index) + "^"
        UIKitDiagnostics.raise(.visualFormatUnparsable(reason: reason, format: format, caret: caret))
    }

    /// `[name(predicates)]`
    mutating func viewItem() -> UIView {
        index += 1
        let name = identifier()
        guard let view = views[name] as? UIView else { fail("\(name) is not a key in the views dictionary.") }
        if peek == "(" {
            for predicate in predicateList() {
                let attribute: Attribute = horizontal ? .width : .height
                let constraint = NSLayoutConstraint(view, attribute, predicate.relation, predicate.view, predicate.view == nil ? .notAnAttribute : attribute,
                                                    1, predicate.constant, origin: .app, priority: predicate.priority)
                result.append(constraint)
            }
        }
        guard peek == "]" else { fail("Expected ']'") }
        index += 1
        return view
    }

    /// A connection: nothing (adjacent), `-` (standard), or `-predicates-`. Nil for none.
    mutating func connection() -> [Predicate] {
        guard peek == "-" else { return [Predicate()] }  // adjacent: zero space
        index += 1
        if peek == "[" || peek == "|" { return [Predicate(relation: .equal, constant: .nan)] }  // standard
        let predicates = peek == "(" ? predicateList() : [simplePredicate()]
        guard peek == "-" else { fail("Expected '-'") }
        index += 1
        return predicates
    }

    mutating func simplePredicate() -> Predicate {
        var predicate = Predicate()
        predicate.constant = number()
        return predicate
    }

    /// `(==x@p,>=y)`
    mutating func predicateList() -> [Predicate] {
        index += 1
        var list: [Predicate] = []
        while true {
            var predicate = Predicate()
            if characters[index...].starts(with: ["=", "="]) { index += 2 }
            else if characters[index...].starts(with: [">", "="]) { predicate.relation = .greaterThanOrEqual; index += 2 }
            else if characters[index...].starts(with: ["<", "="]) { predicate.relation = .lessThanOrEqual; index += 2 }
            if let c = peek, c.isLetter || c == "_" {
                let start = index
                let name = identifier()
                if let value = metric(name) { predicate.constant = value }
                else if let view = views[name] as? UIView { predicate.view = view }
                else { fail("\(name) is not a key in the metrics or views dictionaries.", at: start) }
            } else {
                predicate.constant = number()
            }
            if peek == "@" {
                index += 1
                predicate.priority = UILayoutPriority(Float(number()))
            }
            list.append(predicate)
            if peek == "," { index += 1; continue }
            guard peek == ")" else { fail("Expected ')' or ','") }
            index += 1
            return list
        }
    }

    mutating func identifier() -> String {
        let start = index
        while let c = peek, c.isLetter || c.isNumber || c == "_" { index += 1 }
        guard index > start else { fail("Expected a view or metric name") }
        return String(characters[start..<index])
    }

    mutating func number() -> CGFloat {
        if let c = peek, c.isLetter || c == "_" {
            let start = index
            let name = identifier()
            guard let value = metric(name) else { fail("\(name) is not a key in the metrics dictionary.", at: start) }
            return value
        }
        let start = index
        if peek == "-" { index += 1 }
        while let c = peek, c.isNumber || c == "." { index += 1 }
        guard let value = Double(String(characters[start..<index])) else { fail("Expected a number", at: start) }
        return CGFloat(value)
    }

    func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }

    /// `later.leading (relation) earlier.trailing + space`; the superview's leading edge is its
    /// margin for a standard space.
    mutating func connect(from earlier: UIView, to later: UIView, _ predicates: [Predicate], superviewLeading: Bool) {
        for predicate in predicates {
            if predicate.constant.isNaN {
                if superviewLeading {
                    let margin: Attribute = horizontal ? LayoutAttribute.marginVariant(leading) : .topMargin
                    result.append(NSLayoutConstraint(later, leading, .equal, earlier, margin, 1, 0, origin: .app))
                } else {
                    result.append(NSLayoutConstraint(later, leading, .equal, earlier, trailing, 1, systemSpacing, origin: .app))
                }
                continue
            }
            let earlierAttribute = superviewLeading ? leading : trailing
            result.append(NSLayoutConstraint(later, leading, predicate.relation, earlier, earlierAttribute, 1, predicate.constant,
                                             origin: .app, priority: predicate.priority))
        }
    }

    /// `superview.trailing (relation) view.trailing + space`, as UIKit writes trailing edges.
    mutating func connectTrailing(_ view: UIView, to superview: UIView, _ predicates: [Predicate]) {
        for predicate in predicates {
            if predicate.constant.isNaN {
                let margin: Attribute = horizontal ? LayoutAttribute.marginVariant(trailing) : .bottomMargin
                result.append(NSLayoutConstraint(superview, margin, .equal, view, trailing, 1, 0, origin: .app))
                continue
            }
            result.append(NSLayoutConstraint(superview, trailing, predicate.relation, view, trailing, 1, predicate.constant,
                                             origin: .app, priority: predicate.priority))
        }
    }

    /// The `alignAll…` option: each view's attribute equals the first's.
    mutating func align(_ views: [UIView]) {
        let alignments: [(NSLayoutConstraint.FormatOptions, Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where options.contains(option) {
            if LayoutAttribute.isHorizontal(attribute) == horizontal {
                fail("Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.")
            }
            for (earlier, later) in zip(views, views.dropFirst()) {
                result.append(NSLayoutConstraint(earlier, attribute, .equal, later, attribute, 1, 0, origin: .app))
            }
        }
    }
}

extension LayoutAttribute {
    static func marginVariant(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
        switch attribute {
        case .left: .leftMargin
        case .right: .rightMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        default: attribute
        }
    }
}
