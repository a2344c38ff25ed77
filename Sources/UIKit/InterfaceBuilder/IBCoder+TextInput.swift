import Foundation

/// What the text-entry views decode in their `init?(coder:)`: text, fonts, colours and the
/// `<textInputTraits key="textInputTraits">` element Xcode writes for each.
@MainActor
extension IBCoder {
    /// A text field: `text`, `placeholder`, `<fontDescription>`, `<color key="textColor">`,
    /// `textAlignment`, `borderStyle`, `clearButtonMode`, `clearsOnBeginEditing`,
    /// `adjustsFontSizeToFit`, `minimumFontSize`, `background`, `disabledBackground`,
    /// `allowsEditingTextAttributes`, and the text input traits.
    func decodeTextField(_ field: UITextField) {
        if let text = element.string("text") { field.text = text }
        if let placeholder = element.string("placeholder") { field.placeholder = placeholder }
        if let font = element.child("fontDescription", key: "fontDescription") { field.font = font.font }
        if let color = color("textColor") { field.textColor = color }
        if let alignment = element.textAlignment { field.textAlignment = alignment }
        let borders = IBNames.textFieldBorderStyles
        if let border = element["borderStyle"].flatMap({ borders[$0] }) { field.borderStyle = border }
        let modes = IBNames.textFieldViewModes
        if let mode = element["clearButtonMode"].flatMap({ modes[$0] }) { field.clearButtonMode = mode }
        if let clears = element.bool("clearsOnBeginEditing") { field.clearsOnBeginEditing = clears }
        if let adjusts = element.bool("adjustsFontSizeToFit") { field.adjustsFontSizeToFitWidth = adjusts }
        if let size = element.double("minimumFontSize") { field.minimumFontSize = size }
        if let allows = element.bool("allowsEditingTextAttributes") { field.allowsEditingTextAttributes = allows }
        if let image = IBCoder.image(named: element["background"], catalog: element["catalog"], in: instantiation.bundle) { field.background = image }
        if let image = IBCoder.image(named: element["disabledBackground"], catalog: element["catalog"], in: instantiation.bundle) { field.disabledBackground = image }
        if let text = attributedString("attributedText") { field.attributedText = text }  // I7
        decodeTextInputTraits(field)
    }

    /// A text view: `text` (or `<string key="text">`), `editable`, `selectable`,
    /// `allowsEditingTextAttributes`, `<dataDetectorType key="dataDetectorTypes">`,
    /// `<fontDescription>`, `<color key="textColor">`, `textAlignment`, the text input traits.
    func decodeTextView(_ view: UITextView) {
        if let text = element.string("text") { view.text = text }
        if let editable = element.bool("editable") { view.isEditable = editable }
        if let selectable = element.bool("selectable") { view.isSelectable = selectable }
        if let scrolls = element.bool("scrollEnabled") { view.isScrollEnabled = scrolls }
        if let allows = element.bool("allowsEditingTextAttributes") { view.allowsEditingTextAttributes = allows }
        if let detectors = element.child("dataDetectorType", key: "dataDetectorTypes") {
            view.dataDetectorTypes = UIDataDetectorTypes(IBNames.dataDetectorTypes.filter { detectors.bool($0.key) == true }.map(\.value))
        }
        if let font = element.child("fontDescription", key: "fontDescription") { view.font = font.font }
        if let color = color("textColor") { view.textColor = color }
        if let alignment = element.textAlignment { view.textAlignment = alignment }
        if let text = attributedString("attributedText") { view.attributedText = text }  // I7
        decodeTextInputTraits(view)
    }

    /// A search bar: `text`, `placeholder`, `prompt`, `searchBarStyle`, `barStyle`,
    /// `showsCancelButton`, `translucent`, `<color key="barTintColor">`, the text input traits.
    func decodeSearchBar(_ bar: UISearchBar) {
        if let text = element.string("text") { bar.text = text }
        if let placeholder = element.string("placeholder") { bar.placeholder = placeholder }
        if let prompt = element.string("prompt") { bar.prompt = prompt }
        let styles = IBNames.searchBarStyles
        if let style = element["searchBarStyle"].flatMap({ styles[$0] }) { bar.searchBarStyle = style }
        if let style = element["barStyle"] { bar.barStyle = style == "default" ? .default : .black }
        if let shows = element.bool("showsCancelButton") { bar.showsCancelButton = shows }
        if let translucent = element.bool("translucent") { bar.isTranslucent = translucent }
        if let color = color("barTintColor") { bar.barTintColor = color }
        decodeTextInputTraits(bar)
    }

    /// The `<textInputTraits key="textInputTraits">` element. Its attributes are written only
    /// when they differ from the archive's defaults, which are 0 for every trait: a missing
    /// `autocapitalizationType` means `.none`, what Xcode shows for a new text field.
    func decodeTextInputTraits(_ traits: any UITextInputTraits) {
        guard let element = element.child("textInputTraits", key: "textInputTraits") else { return }
        let capitalizations = IBNames.textAutocapitalizationTypes
        traits.autocapitalizationType = element["autocapitalizationType"].flatMap { capitalizations[$0] } ?? .none
        let switches = IBNames.textAutocorrectionTypes
        traits.autocorrectionType = element["autocorrectionType"].flatMap { switches[$0] } ?? .default
        let spelling = IBNames.textSpellCheckingTypes
        traits.spellCheckingType = element["spellCheckingType"].flatMap { spelling[$0] } ?? .default
        let keyboards = IBNames.keyboardTypes
        if let keyboard = element["keyboardType"].flatMap({ keyboards[$0] }) { traits.keyboardType = keyboard }
        let appearances = IBNames.keyboardAppearances
        if let appearance = element["keyboardAppearance"].flatMap({ appearances[$0] }) { traits.keyboardAppearance = appearance }
        let returnKeys = IBNames.returnKeyTypes
        if let returnKey = element["returnKeyType"].flatMap({ returnKeys[$0] }) { traits.returnKeyType = returnKey }
        if let enables = element.bool("enablesReturnKeyAutomatically") { traits.enablesReturnKeyAutomatically = enables }
        if let secure = element.bool("secureTextEntry") { traits.isSecureTextEntry = secure }
        // SQ3: the content type by its raw value, the smart punctuation by name.
        if let content = element["textContentType"] { traits.textContentType = UITextContentType(rawValue: content) }
        if let rules = element["passwordRules"] { traits.passwordRules = UITextInputPasswordRules(descriptor: rules) }
        if let quotes = element["smartQuotesType"].flatMap({ IBNames.textSmartQuotesTypes[$0] }) { traits.smartQuotesType = quotes }
        if let dashes = element["smartDashesType"].flatMap({ IBNames.textSmartDashesTypes[$0] }) { traits.smartDashesType = dashes }
        if let smart = element["smartInsertDeleteType"].flatMap({ IBNames.textSmartInsertDeleteTypes[$0] }) { traits.smartInsertDeleteType = smart }
    }
}

extension IBElement {
    /// A `textAlignment` attribute's alignment; nil when absent.
    var textAlignment: NSTextAlignment? { IBVariableAttributes.textAlignment(self["textAlignment"]) }
}
