import Foundation

/// The properties a size-class `<variation>` can change, and how each is set from the
/// file's text. Decoding uses the same setters for the value Xcode writes for any size class,
/// so a property is read one way whether it varies or not.
///
/// A missing value (`nil`) sets UIKit's default: a variation that sets a property the base
/// element leaves out is undone this way when the size class changes back.
@MainActor
enum IBVariableAttributes {
    /// Attributes a variation carries that describe Xcode's canvas, not the app.
    static let designTimeAttributes: Set<String> = ["key", "ambiguous", "misplaced"]
    /// Child elements a variation carries that describe Xcode's canvas (`<rect key="frame">`
    /// of a view placed by constraints) or that ``IBTraitVariations`` reads itself (`<mask>`).
    static let designTimeChildren: Set<String> = ["rect", "mask"]

    /// Sets the attribute `name` of `object` to its value in `attributes` (the base element's
    /// attributes overlaid by the matching variations). Returns false when `name` is not a
    /// property OpenUIKit can vary on this object.
    @discardableResult
    static func set(_ name: String, from attributes: [String: String], on object: AnyObject) -> Bool {
        let value = attributes[name]
        let number = value.flatMap(Double.init).flatMap { $0.isFinite ? CGFloat($0) : nil }
        switch (object, name) {
        case let (constraint as NSLayoutConstraint, "constant"): constraint.constant = number ?? 0
        case let (stack as UIStackView, "axis"): stack.axis = value == "vertical" ? .vertical : .horizontal
        case let (stack as UIStackView, "distribution"): stack.distribution = stackDistribution(value)
        case let (stack as UIStackView, "alignment"): stack.alignment = stackAlignment(value)
        case let (stack as UIStackView, "spacing"): stack.spacing = number ?? 0
        case let (stack as UIStackView, "spacingType"): if value == "standard" { stack.spacing = UIStackView.spacingUseSystem }
        case let (stack as UIStackView, "baselineRelativeArrangement"): stack.isBaselineRelativeArrangement = value == "YES"
        case let (stack as UIStackView, "layoutMarginsRelativeArrangement"): stack.isLayoutMarginsRelativeArrangement = value == "YES"
        case let (imageView as UIImageView, "image"): imageView.image = IBCoder.image(named: value, catalog: attributes["catalog"])
        case (is UIImageView, "catalog"): break  // read with "image"
        case let (label as UILabel, "text"): label.text = value
        case let (label as UILabel, "numberOfLines"): label.numberOfLines = number.flatMap { Int(exactly: $0.rounded(.towardZero)) } ?? 1
        case let (label as UILabel, "textAlignment"): label.textAlignment = textAlignment(value) ?? .natural
        case let (field as UITextField, "text"): field.text = value
        case let (field as UITextField, "placeholder"): field.placeholder = value
        case let (field as UITextField, "textAlignment"): field.textAlignment = textAlignment(value) ?? .natural
        case let (textView as UITextView, "text"): textView.text = value
        case let (textView as UITextView, "textAlignment"): textView.textAlignment = textAlignment(value) ?? .natural
        case let (control as UIControl, "enabled"): control.isEnabled = value != "NO"
        case let (view as UIView, "hidden"): view.isHidden = value == "YES"
        case let (view as UIView, "alpha"): view.alpha = number ?? 1
        default: return false
        }
        return true
    }

    /// Sets the property a child element (`<fontDescription key="fontDescription">`,
    /// `<color key="backgroundColor">`) describes; `nil` child: UIKit's default. Returns false
    /// when OpenUIKit cannot vary that property on this object.
    @discardableResult
    static func set(childKey key: String, _ child: IBElement?, on object: AnyObject, document: IBDocument) -> Bool {
        // W6: a file's values are not the app's own; appearance proxies win over them.
        AppearanceRegistry.shared.performSystemStyling { setChild(key, child, on: object, document: document) }
    }

    private static func setChild(_ key: String, _ child: IBElement?, on object: AnyObject, document: IBDocument) -> Bool {
        switch (object, key) {
        case let (label as UILabel, "fontDescription"): label.font = child?.font ?? .systemFont(ofSize: 17)
        case let (label as UILabel, "textColor"): label.textColor = document.color(child) ?? .label
        case let (field as UITextField, "fontDescription"): field.font = child?.font ?? .systemFont(ofSize: 17)
        case let (field as UITextField, "textColor"): field.textColor = document.color(child) ?? .label
        case let (textView as UITextView, "fontDescription"): textView.font = child?.font ?? .systemFont(ofSize: 17)
        case let (textView as UITextView, "textColor"): textView.textColor = document.color(child) ?? .label
        case let (button as UIButton, "fontDescription"): button.titleLabel?.font = child?.font ?? UIButton.defaultTitleFont
        case let (view as UIView, "backgroundColor"): view.backgroundColor = document.color(child)
        case let (view as UIView, "tintColor"): view.tintColor = document.color(child)
        default: return false
        }
        return true
    }

    /// A `textAlignment` attribute's alignment; nil when absent or unknown.
    nonisolated static func textAlignment(_ value: String?) -> NSTextAlignment? {
        switch value {
        case "natural": .natural
        case "left": .left
        case "center": .center
        case "right": .right
        case "justified": .justified
        default: nil
        }
    }

    /// A stack view's `distribution` attribute.
    static func stackDistribution(_ value: String?) -> UIStackView.Distribution {
        switch value {
        case "fillEqually": .fillEqually
        case "fillProportionally": .fillProportionally
        case "equalSpacing": .equalSpacing
        case "equalCentering": .equalCentering
        default: .fill
        }
    }

    /// A stack view's `alignment` attribute (`top` and `bottom` are a horizontal stack's
    /// names for leading and trailing).
    static func stackAlignment(_ value: String?) -> UIStackView.Alignment {
        switch value {
        case "leading", "top": .leading
        case "trailing", "bottom": .trailing
        case "center": .center
        case "firstBaseline": .firstBaseline
        case "lastBaseline", "baseline": .lastBaseline
        default: .fill
        }
    }

    /// The stack view attributes decoding reads.
    static let stackAttributes = ["axis", "distribution", "alignment", "spacing", "spacingType",
                                  "baselineRelativeArrangement", "layoutMarginsRelativeArrangement"]
}
