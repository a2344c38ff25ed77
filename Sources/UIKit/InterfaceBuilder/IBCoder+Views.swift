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
        if let mode = element.contentMode { view.contentMode = mode }
        if let alpha = element.double("alpha") { view.alpha = alpha }
        if let hidden = element.bool("hidden") { view.isHidden = hidden }
        if let opaque = element.bool("opaque") { view.isOpaque = opaque }
        if let clips = element.bool("clipsSubviews") { view.clipsToBounds = clips }
        if let tag = element.int("tag") { view.tag = tag }
        if let interaction = element.bool("userInteractionEnabled") { view.isUserInteractionEnabled = interaction }
        if let multiple = element.bool("multipleTouchEnabled") { view.isMultipleTouchEnabled = multiple }
        if let translates = element.bool("translatesAutoresizingMaskIntoConstraints") {
            view.translatesAutoresizingMaskIntoConstraints = translates
        }
        if let identifier = element.child("accessibility", key: "accessibilityConfiguration")?["identifier"] {
            view.accessibilityIdentifier = identifier
        }
        if let color = element.child("color", key: "backgroundColor")?.color { view.backgroundColor = color }
        if let color = element.child("color", key: "tintColor")?.color { view.tintColor = color }
        for guide in element.children where guide.name == "viewLayoutGuide" {
            switch guide.key {
            case "safeArea": instantiation.register(view.safeAreaLayoutGuide, for: guide)
            case "layoutMargins": instantiation.register(view.layoutMarginsGuide, for: guide)
            default: break
            }
        }
        instantiation.decodeSubviews(of: view, from: element)
    }

    /// A label's text, font, colour, alignment and line count.
    func decodeLabel(_ label: UILabel) {
        if let text = element.string("text") { label.text = text }
        if let font = element.child("fontDescription", key: "fontDescription") { label.font = font.font }
        if let color = element.child("color", key: "textColor")?.color { label.textColor = color }
        if let lines = element.int("numberOfLines") { label.numberOfLines = lines }
        if let alignment = element.textAlignment { label.textAlignment = alignment }
    }

    /// A control's enabled, selected and highlighted flags.
    func decodeControl(_ control: UIControl) {
        if let enabled = element.bool("enabled") { control.isEnabled = enabled }
        if let selected = element.bool("selected") { control.isSelected = selected }
        if let highlighted = element.bool("highlighted") { control.isHighlighted = highlighted }
    }

    /// A button's type and its title, title colour and image per state.
    func decodeButton(_ button: UIButton) {
        let states: [String: UIControl.State] = ["normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled]
        for state in element.children where state.name == "state" {
            guard let key = state.key, let controlState = states[key] else { continue }
            if let title = state.string("title") { button.setTitle(title, for: controlState) }
            if let color = state.child("color", key: "titleColor")?.color { button.setTitleColor(color, for: controlState) }
            if let image = IBCoder.image(named: state["image"], catalog: state["catalog"]) { button.setImage(image, for: controlState) }
        }
        if let title = element.child("buttonConfiguration", key: "configuration")?["title"] { button.setTitle(title, for: .normal) }
    }
}
