import Foundation

/// What `UIView.init?(coder:)` and its subclasses decode.
@MainActor
extension IBCoder {
    /// The common view properties, the layout guides, then the subviews (each made through
    /// its own `init?(coder:)`); constraints wait until every object exists.
    func decodeView(_ view: UIView) {
        instantiation.register(view, for: element)
        view._ibIdentifier = element.id
        if let frame = element.child("rect", key: "frame") { view.frame = frame.rect }
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") { view.autoresizingMask = mask.autoresizingMask }
        // One pass over the attributes written (a handful) rather than a lookup for each
        // property a view may have (most absent): the commonest element is read fastest.
        for (name, value) in element.attributes {
            switch name {
            case "contentMode": if let mode = element.contentMode { view.contentMode = mode }
            case "alpha": if let alpha = element.double(name) { view.alpha = alpha }
            case "hidden": view.isHidden = IBElement.isYes(value)
            case "opaque": view.isOpaque = IBElement.isYes(value)
            case "clipsSubviews": view.clipsToBounds = IBElement.isYes(value)
            case "tag": if let tag = element.int(name) { view.tag = tag }
            case "userInteractionEnabled": view.isUserInteractionEnabled = IBElement.isYes(value)
            case "multipleTouchEnabled": view.isMultipleTouchEnabled = IBElement.isYes(value)
            case "translatesAutoresizingMaskIntoConstraints": view.translatesAutoresizingMaskIntoConstraints = IBElement.isYes(value)
            case "restorationIdentifier": view.restorationIdentifier = value
            // IU8: Auto Layout priorities and margins.
            case "horizontalHuggingPriority", "verticalHuggingPriority",
                 "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority":
                guard let number = element.double(name) else { continue }
                let priority = UILayoutPriority(Float(min(max(number, 1), 1000)))
                let axis: NSLayoutConstraint.Axis = name.hasPrefix("horizontal") ? .horizontal : .vertical
                if name.hasSuffix("HuggingPriority") {
                    view.setContentHuggingPriority(priority, for: axis)
                } else {
                    view.setContentCompressionResistancePriority(priority, for: axis)
                }
            case "insetsLayoutMarginsFromSafeArea": view.insetsLayoutMarginsFromSafeArea = IBElement.isYes(value)
            case "preservesSuperviewLayoutMargins": view.preservesSuperviewLayoutMargins = IBElement.isYes(value)
            case "semanticContentAttribute":
                if let attribute = IBNames.semanticContentAttributes[value] { view.semanticContentAttribute = attribute }
            default: continue
            }
            element.markRead(name)  // IU1
        }
        if let accessibility = element.child("accessibility", key: "accessibilityConfiguration") {
            IBAccessibility.apply(accessibility, to: view)
        }
        if let color = color("backgroundColor") { view.backgroundColor = color }
        if let color = color("tintColor") { view.tintColor = color }
        var hasVariations = false
        for child in element.children {
            switch (child.name, child.key) {
            case ("viewLayoutGuide", "safeArea"): instantiation.register(view.safeAreaLayoutGuide, for: child)
            case ("viewLayoutGuide", "layoutMargins"): instantiation.register(view.layoutMarginsGuide, for: child)
            case ("viewLayoutGuide", "contentLayoutGuide"):  // LG3
                if let scrollView = view as? UIScrollView { instantiation.register(scrollView.contentLayoutGuide, for: child) }
            case ("viewLayoutGuide", "frameLayoutGuide"):
                if let scrollView = view as? UIScrollView { instantiation.register(scrollView.frameLayoutGuide, for: child) }
            case ("variation", _): hasVariations = true
            default: continue
            }
            child.consume()  // IU1
        }
        if hasVariations { instantiation.noteVariations(of: view, element: element) }
        instantiation.decodeSubviews(of: view, from: element)
    }

    /// A stack view's axis, distribution, alignment, spacing and arrangement flags (its
    /// arranged subviews are its file subviews, added by ``decodeView(_:)``).
    func decodeStackView(_ stack: UIStackView) {
        for name in IBVariableAttributes.stackAttributes where element[name] != nil {
            IBVariableAttributes.set(name, from: element.attributes, on: stack)
        }
    }

    /// A toolbar's or tab bar's `<items>` (bar button items or tab bar items), in order;
    /// `set` is not called when the file has none.
    func decodeBarItems<Item>(_ set: ([Item]) -> Void) {
        let items = element.items(in: "items").compactMap { instantiation.makeObject($0) as? Item }
        if !items.isEmpty { set(items) }
    }

    /// A label's text, font, colour, alignment and line count; its line break mode, shadow,
    /// preferred maximum width, Dynamic Type flag and the old `minimumFontSize` (IU7).
    func decodeLabel(_ label: UILabel) {
        if let text = element.string("text") { label.text = text }
        if let font = element.child("fontDescription", key: "fontDescription") { label.font = font.font }
        if let color = color("textColor") { label.textColor = color }
        if let lines = element.int("numberOfLines") { label.numberOfLines = lines }
        if let alignment = element.textAlignment { label.textAlignment = alignment }
        if let mode = element["lineBreakMode"].flatMap({ IBNames.lineBreakModes[$0] }) { label.lineBreakMode = mode }
        let adjusts = element.bool("adjustsFontSizeToFit")
        if let adjusts { label.adjustsFontSizeToFitWidth = adjusts }
        if let adjustment = element["baselineAdjustment"].flatMap({ ["alignBaselines": UIBaselineAdjustment.alignBaselines,
                                                                      "alignCenters": .alignCenters, "none": .none][$0] }) {
            label.baselineAdjustment = adjustment  // LB4
        }
        if let tightens = element.bool("allowsDefaultTighteningForTruncation") { label.allowsDefaultTighteningForTruncation = tightens }  // LB6
        if let scale = element.double("minimumScaleFactor") {
            label.minimumScaleFactor = scale
        } else if let size = element.double("minimumFontSize"), adjusts == true, label.font.pointSize > 0 {
            // IU7: files from before iOS 6 give the smallest size; UIKit reads it as the factor.
            label.minimumScaleFactor = min(size / label.font.pointSize, 1)
        }
        // IU7: without font shrinking, the old minimum size has no effect.
        element.markRead("minimumFontSize")
        if let color = color("shadowColor") { label.shadowColor = color }
        // LB3: the highlighted colour and flag.
        if let color = color("highlightedColor") { label.highlightedTextColor = color }
        if let highlighted = element.bool("highlighted") { label.isHighlighted = highlighted }
        if let offset = element.child("size", key: "shadowOffset")?.size { label.shadowOffset = offset }
        if let width = element.double("preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = width }
        if let adjusts = element.bool("adjustsFontForContentSizeCategory") { label.adjustsFontForContentSizeCategory = adjusts }
        if let text = attributedString("attributedText") { label.attributedText = text }  // I7
    }

    /// A control's enabled, selected and highlighted flags and its content alignments (BL13).
    func decodeControl(_ control: UIControl) {
        if let enabled = element.bool("enabled") { control.isEnabled = enabled }
        if let selected = element.bool("selected") { control.isSelected = selected }
        if let highlighted = element.bool("highlighted") { control.isHighlighted = highlighted }
        if let alignment = element["contentHorizontalAlignment"].flatMap({ IBNames.contentHorizontalAlignments[$0] }) {
            control.contentHorizontalAlignment = alignment
        }
        if let alignment = element["contentVerticalAlignment"].flatMap({ IBNames.contentVerticalAlignments[$0] }) {
            control.contentVerticalAlignment = alignment
        }
    }

    /// A button's title, title colour and image per state, its title font, its content,
    /// title and image insets and image flags (BL13), and its `<buttonConfiguration>`.
    func decodeButton(_ button: UIButton) {
        let states = IBNames.controlStates
        for state in element.children where state.name == "state" {
            guard let key = state.key, let controlState = states[key] else { continue }
            state.consume()  // IU1
            if let title = state.string("title") { button.setTitle(title, for: controlState) }
            if let color = color("titleColor", in: state) { button.setTitleColor(color, for: controlState) }
            if let image = IBCoder.image(named: state["image"], catalog: state["catalog"], in: instantiation.bundle) { button.setImage(image, for: controlState) }
            if let title = attributedString("attributedTitle", in: state) { button.setAttributedTitle(title, for: controlState) }  // I7
            // IU7: the title shadow colour and background image of the state.
            if let color = color("titleShadowColor", in: state) { button.setTitleShadowColor(color, for: controlState) }
            if let image = IBCoder.image(named: state["backgroundImage"], catalog: state["catalog"], in: instantiation.bundle) {
                button.setBackgroundImage(image, for: controlState)
            }
        }
        if let font = element.child("fontDescription", key: "fontDescription") { button.titleLabel?.font = font.font }
        // IU7: the title label's line break mode.
        if let mode = element["lineBreakMode"].flatMap({ IBNames.lineBreakModes[$0] }) { button.titleLabel?.lineBreakMode = mode }
        // BL13: an inset Xcode shows as 0 can be stored as 2.2250738585072014e-308; not zero,
        // so the button adds no padding (BL8).
        if let insets = element.child("inset", key: "contentEdgeInsets") { button.contentEdgeInsets = insets.edgeInsets }
        if let insets = element.child("inset", key: "titleEdgeInsets") { button.titleEdgeInsets = insets.edgeInsets }
        if let insets = element.child("inset", key: "imageEdgeInsets") { button.imageEdgeInsets = insets.edgeInsets }
        if let adjusts = element.bool("adjustsImageWhenHighlighted") { button.adjustsImageWhenHighlighted = adjusts }
        if let adjusts = element.bool("adjustsImageWhenDisabled") { button.adjustsImageWhenDisabled = adjusts }
        if let shows = element.bool("showsTouchWhenHighlighted") { button.showsTouchWhenHighlighted = shows }
        if let reverses = element.bool("reversesTitleShadowWhenHighlighted") { button.reversesTitleShadowWhenHighlighted = reverses }
        if let configuration = element.child("buttonConfiguration", key: "configuration") {
            button.configuration = buttonConfiguration(configuration)
        }
    }

    /// A `<buttonConfiguration>`: the `style` (plain when absent), `title`, `subtitle`,
    /// `image` with `catalog`, `imagePlacement`, `imagePadding`, `titlePadding`,
    /// `titleAlignment`, `cornerStyle`, `buttonSize`, `showsActivityIndicator`,
    /// `automaticallyUpdateForSelection`, the `baseForegroundColor` and `baseBackgroundColor`
    /// colours, `<directionalEdgeInsets key="contentInsets">` and
    /// `<fontDescription key="titleFontDescription">`. The `<backgroundConfiguration>` is
    /// ignored (not modelled).
    func buttonConfiguration(_ element: IBElement) -> UIButton.Configuration {
        var configuration = element["style"].flatMap { IBNames.buttonConfigurationStyles[$0] } ?? .plain()
        configuration.title = element.string("title")
        configuration.subtitle = element.string("subtitle")
        configuration.image = IBCoder.image(named: element["image"], catalog: element["catalog"], in: instantiation.bundle)
        if let edge = element["imagePlacement"].flatMap({ IBNames.directionalRectEdges[$0] }) { configuration.imagePlacement = edge }
        if let padding = element.double("imagePadding") { configuration.imagePadding = padding }
        if let padding = element.double("titlePadding") { configuration.titlePadding = padding }
        if let alignment = element["titleAlignment"].flatMap({ IBNames.buttonTitleAlignments[$0] }) { configuration.titleAlignment = alignment }
        if let style = element["cornerStyle"].flatMap({ IBNames.buttonCornerStyles[$0] }) { configuration.cornerStyle = style }
        if let size = element["buttonSize"].flatMap({ IBNames.buttonSizes[$0] }) { configuration.buttonSize = size }
        if let shows = element.bool("showsActivityIndicator") { configuration.showsActivityIndicator = shows }
        if let updates = element.bool("automaticallyUpdateForSelection") { configuration.automaticallyUpdateForSelection = updates }
        configuration.baseForegroundColor = color("baseForegroundColor", in: element)
        configuration.baseBackgroundColor = color("baseBackgroundColor", in: element)
        if let insets = element.child("directionalEdgeInsets", key: "contentInsets") {
            configuration.contentInsets = NSDirectionalEdgeInsets(
                top: insets.double("top") ?? 0, leading: insets.double("leading") ?? 0,
                bottom: insets.double("bottom") ?? 0, trailing: insets.double("trailing") ?? 0)
        }
        if let font = element.child("fontDescription", key: "titleFontDescription") { configuration.titleFont = font.font }
        return configuration
    }
}
