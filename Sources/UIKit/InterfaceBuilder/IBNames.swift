import Foundation

/// The names Interface Builder files give enumeration values (`borderStyle="roundedRect"`),
/// by the type they decode to: built once, not for every element.
enum IBNames {
    static let controlStates: [String: UIControl.State] = ["normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled]
    static let textFieldBorderStyles: [String: UITextField.BorderStyle] = ["none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]
    static let textFieldViewModes: [String: UITextField.ViewMode] = ["never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always]
    static let searchBarStyles: [String: UISearchBar.Style] = ["default": .default, "prominent": .prominent, "minimal": .minimal]
    static let textAutocapitalizationTypes: [String: UITextAutocapitalizationType] = [
        "none": .none, "words": .words, "sentences": .sentences, "allCharacters": .allCharacters,
    ]
    static let textAutocorrectionTypes: [String: UITextAutocorrectionType] = ["default": .default, "no": .no, "yes": .yes]
    static let textSpellCheckingTypes: [String: UITextSpellCheckingType] = ["default": .default, "no": .no, "yes": .yes]
    /// DD13: the attributes of a text view's `<dataDetectorType key="dataDetectorTypes">`.
    static let dataDetectorTypes: [String: UIDataDetectorTypes] = [
        "phoneNumber": .phoneNumber, "link": .link, "address": .address, "calendarEvent": .calendarEvent,
        "shipmentTrackingNumber": .shipmentTrackingNumber, "flightNumber": .flightNumber, "lookupSuggestion": .lookupSuggestion,
    ]
    static let textSmartQuotesTypes: [String: UITextSmartQuotesType] = ["default": .default, "no": .no, "yes": .yes]
    static let textSmartDashesTypes: [String: UITextSmartDashesType] = ["default": .default, "no": .no, "yes": .yes]
    static let textSmartInsertDeleteTypes: [String: UITextSmartInsertDeleteType] = ["default": .default, "no": .no, "yes": .yes]
    static let keyboardTypes: [String: UIKeyboardType] = [
        "default": .default, "alphabet": .asciiCapable, "asciiCapable": .asciiCapable, "numbersAndPunctuation": .numbersAndPunctuation,
        "URL": .URL, "numberPad": .numberPad, "phonePad": .phonePad, "namePhonePad": .namePhonePad,
        "emailAddress": .emailAddress, "decimalPad": .decimalPad, "twitter": .twitter, "webSearch": .webSearch,
        "asciiCapableNumberPad": .asciiCapableNumberPad,
    ]
    static let keyboardAppearances: [String: UIKeyboardAppearance] = ["default": .default, "alert": .dark, "dark": .dark, "light": .light]
    static let returnKeyTypes: [String: UIReturnKeyType] = [
        "default": .default, "go": .go, "google": .google, "join": .join, "next": .next, "route": .route, "search": .search,
        "send": .send, "yahoo": .yahoo, "done": .done, "emergencyCall": .emergencyCall, "continue": .continue,
    ]
    static let activityIndicatorViewStyles: [String: UIActivityIndicatorView.Style] = [
        "medium": .medium, "large": .large, "whiteLarge": .whiteLarge, "white": .white, "gray": .gray,
    ]
    static let datePickerModes: [String: UIDatePicker.Mode] = [
        "time": .time, "date": .date, "dateAndTime": .dateAndTime, "countDownTimer": .countDownTimer, "yearAndMonth": .yearAndMonth,
    ]
    static let datePickerStyles: [String: UIDatePickerStyle] = ["automatic": .automatic, "wheels": .wheels, "compact": .compact, "inline": .inline]
    static let tableViewCellAccessoryTypes: [String: UITableViewCell.AccessoryType] = [
        "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton,
    ]
    static let tableViewCellSelectionStyles: [String: UITableViewCell.SelectionStyle] = ["none": .none, "blue": .blue, "gray": .gray, "default": .default]
    static let fontWeights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy,
    ]
    /// A control's `contentHorizontalAlignment` and `contentVerticalAlignment`, by case name (BL13).
    static let contentHorizontalAlignments = byCaseName([UIControl.ContentHorizontalAlignment.center, .left, .right, .fill, .leading, .trailing])
    static let contentVerticalAlignments = byCaseName([UIControl.ContentVerticalAlignment.center, .top, .bottom, .fill])
    /// The styles a `<buttonConfiguration style=…>` names (no attribute: plain).
    static let buttonConfigurationStyles: [String: UIButton.Configuration] = [
        "plain": .plain(), "tinted": .tinted(), "gray": .gray(), "filled": .filled(), "borderless": .borderless(),
        "bordered": .bordered(), "borderedTinted": .borderedTinted(), "borderedProminent": .borderedProminent(),
    ]
    /// The edges a button configuration's `imagePlacement` names.
    static let directionalRectEdges: [String: NSDirectionalRectEdge] = ["top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing]
    /// A button configuration's `titleAlignment`, `cornerStyle` and `buttonSize`, by case name.
    static let buttonTitleAlignments = byCaseName(UIButton.Configuration.TitleAlignment.allCases)
    static let buttonCornerStyles = byCaseName(UIButton.Configuration.CornerStyle.allCases)
    static let buttonSizes = byCaseName(UIButton.Configuration.Size.allCases)
    /// The styles a `modalPresentationStyle` attribute names, by their Swift case names.
    static let modalPresentationStyles: [String: UIModalPresentationStyle] = byCaseName([
        .fullScreen, .pageSheet, .formSheet, .currentContext, .custom, .overFullScreen, .overCurrentContext, .popover,
        .blurOverFullScreen, .none, .automatic,
    ])
    /// The items a bar button item's `systemItem` attribute names (`flexibleSpace`, `add`, …).
    static let barButtonSystemItems: [String: UIBarButtonItem.SystemItem] = byCaseName([
        .done, .cancel, .edit, .save, .add, .flexibleSpace, .fixedSpace, .compose, .reply, .action, .organize,
        .bookmarks, .search, .refresh, .stop, .camera, .trash, .play, .pause, .rewind, .fastForward, .undo, .redo,
        .pageCurl, .close,
    ])

    /// The direction a `<swipeGestureRecognizer direction=…>` names (no attribute: right).
    static let swipeDirections: [String: UISwipeGestureRecognizer.Direction] = ["right": .right, "left": .left, "up": .up, "down": .down]

    /// Blur styles by their case names (every raw value UIKit uses).
    static let blurStyles: [String: UIBlurEffect.Style] = byCaseName((0...32).compactMap(UIBlurEffect.Style.init(rawValue:)))
    /// Vibrancy styles by their case names.
    static let vibrancyStyles: [String: UIVibrancyEffect.Style] = byCaseName((0...16).compactMap(UIVibrancyEffect.Style.init(rawValue:)))

    /// The items a tab bar item's `systemItem` attribute names (`favorites`, `more`, …).
    static let tabBarSystemItems: [String: UITabBarItem.SystemItem] = byCaseName((0...11).compactMap(UITabBarItem.SystemItem.init(rawValue:)))

    /// IU6: a scroll view's `contentInsetAdjustmentBehavior`, by case name.
    static let contentInsetAdjustmentBehaviors = byCaseName([UIScrollView.ContentInsetAdjustmentBehavior.automatic, .scrollableAxes, .never, .always])
    /// IU7: a label's or button's `lineBreakMode` (the archive's names, not the paragraph style's).
    static let lineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
    ]
    /// IU8: a view's `semanticContentAttribute`, by case name.
    static let semanticContentAttributes = byCaseName([UISemanticContentAttribute.unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft])
    /// IU10: a bar's `barStyle` (`blackTranslucent` and `blackOpaque` are the old names of black).
    static let barStyles: [String: UIBarStyle] = ["default": .default, "black": .black, "blackTranslucent": .black, "blackOpaque": .black]
    /// IU11: a bar button item's `style` .
    static let barButtonItemStyles: [String: UIBarButtonItem.Style] = ["plain": .plain, "bordered": .bordered, "done": .done]

    /// Values by their case names, which are the names files use.
    private static func byCaseName<T>(_ values: [T]) -> [String: T] {
        Dictionary(uniqueKeysWithValues: values.map { ("\($0)", $0) })
    }
}
