import Foundation

/// What storyboards and nibs hold that the loader leaves unread on purpose, so it is not
/// reported as undecoded (IU1): what describes Xcode's canvas and editor rather than the app
/// (simulated metrics, canvas positions, frames Xcode shows out of place), spellings Xcode
/// writes beside the one that is read, and parts other code of the loader reads and reports
/// on itself. Anything else a decoded object leaves unread is reported.
enum IBUndecodedIgnoreList {
    /// Attributes of any element with no run-time effect: identity and structure (`id`, `key`;
    /// `sceneMemberID` says which scene object is which, read where needed), the editor's
    /// labels and canvas state (`userLabel`, `colorLabel`, `misplaced`, `ambiguous`,
    /// `fixedFrame`, `placeholderIntrinsicWidth`/`Height`, `verifyAmbiguity`), how Xcode finds
    /// a module (`customModuleProvider`), the device family the canvas shows
    /// (`simulatedAppContext`), `translatesAutoresizingMaskIntoConstraints` where a view
    /// does not read it (Xcode writes it on objects that are not views), and
    /// `clearsContextBeforeDrawing` (a drawing hint: with NO the view promises to fill every
    /// pixel it draws, so OpenUIKit clearing first shows the same).
    static let attributes: Set<String> = [
        "id", "key", "userLabel", "colorLabel", "misplaced", "ambiguous", "fixedFrame",
        "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "verifyAmbiguity",
        "customModuleProvider", "sceneMemberID", "translatesAutoresizingMaskIntoConstraints",
        "simulatedAppContext", "clearsContextBeforeDrawing",
    ]

    /// Attributes of particular elements with no run-time effect, or read in another
    /// spelling:
    /// - `<color>`: the colour space names (`colorSpace`, `customColorSpace`: the components
    ///   are read as sRGB or gray), and `cocoaTouchSystemColor` and
    ///   `xcode11CocoaTouchSystemColor` beside a `systemColor` (the fallbacks Xcode writes for
    ///   older systems);
    /// - `<fontDescription>`: `family` beside the font's `name`;
    /// - `<paragraphStyle>`: `baseWritingDirection` (OpenUIKit lays text out left to right),
    ///   and `defaultTabInterval`, `tighteningFactorForTruncation` and
    ///   `allowsDefaultTighteningForTruncation` (OpenUIKit does not lay out tabs or tighten);
    /// - `<font>` of an attributed string: `family` beside its `name`;
    /// - `<constraint>`: `symbolic`, `symbolType` and `type` (how Xcode drew and made it);
    /// - `<label usesAttributedText>` and `<button hasAttributedTitle>`: the inspector's
    ///   "Attributed" choice; the `<attributedString>` elements are what is read;
    /// - `<label autoshrinkMode>`: the inspector's autoshrink choice, whose value is in
    ///   `minimumScaleFactor` or `minimumFontSize`;
    /// - `<collectionView dataMode>`: always prototypes; the `<cells>` are what is read;
    /// - `<segmentedControl segmentControlStyle>`: no effect since iOS 7;
    /// - `<tableViewCellContentView tableViewCell>`: the id of the cell it is in;
    /// - `<tableViewCell hidesAccessoryWhenEditing>`: deprecated since iOS 3; what a cell
    ///   shows while editing is its `editingAccessoryType`, which is read.
    static let elementAttributes: [String: Set<String>] = [
        "color": ["colorSpace", "customColorSpace", "cocoaTouchSystemColor", "xcode11CocoaTouchSystemColor"],
        "fontDescription": ["family"],
        "paragraphStyle": ["baseWritingDirection", "defaultTabInterval", "tighteningFactorForTruncation", "allowsDefaultTighteningForTruncation"],
        "font": ["family"],
        "constraint": ["symbolic", "symbolType", "type"],
        "label": ["usesAttributedText", "autoshrinkMode"],
        "button": ["hasAttributedTitle"],
        "collectionView": ["dataMode"],
        "segmentedControl": ["segmentControlStyle"],
        "tableViewCellContentView": ["tableViewCell"],
        "tableViewCell": ["hidesAccessoryWhenEditing"],
    ]

    /// Attributes written with the value UIKit has anyway, which say nothing when they are not
    /// read. None at present: the label's `baselineAdjustment`, which Xcode writes on every
    /// label, is decoded (LB4).
    static let defaultValues: [String: [String: String]] = [:]

    /// The zoom attributes of a scroll view (a table, collection or text view too), which
    /// have no effect while `maximumZoomScale` is at most 1: no zooming (Xcode writes
    /// `minimumZoomScale="0.0" maximumZoomScale="0.0" bouncesZoom="NO"` on those views).
    static let zoomAttributes: Set<String> = ["minimumZoomScale", "maximumZoomScale", "bouncesZoom"]

    /// Elements with no run-time effect wherever they are:
    /// - the document's own parts: `<placeholder>` (File's Owner, First Responder: made by
    ///   the caller), `<resources>` (images and colours Xcode recorded for its canvas),
    ///   `<capability>`, `<dependencies>`, `<device>`, `<plugIn>`, `<deployment>`;
    /// - Xcode's simulated metrics for the canvas (`<simulatedMetricsContainer>`,
    ///   `<simulatedStatusBarMetrics>`, `<simulatedNavigationBarMetrics>`,
    ///   `<simulatedTabBarMetrics>`, `<simulatedToolbarMetrics>`,
    ///   `<simulatedOrientationMetrics>`, `<simulatedScreenMetrics>`,
    ///   `<freeformSimulatedSizeMetrics>`);
    /// - `<nil>`: an explicit "no value", the default anyway.
    static let elements: Set<String> = [
        "placeholder", "resources", "capability", "dependencies", "device", "plugIn", "deployment",
        "simulatedMetricsContainer", "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics",
        "simulatedTabBarMetrics", "simulatedToolbarMetrics", "simulatedOrientationMetrics",
        "simulatedScreenMetrics", "freeformSimulatedSizeMetrics", "nil",
    ]

    /// Elements by key with no run-time effect: `<point key="canvasLocation">` (where the
    /// scene or object sits on the canvas), `<size key="freeformSize">` (the canvas size of a
    /// freeform controller), the `simulated…Metrics` keys, an attributed string's
    /// `<font key="NSOriginalFont">` (the font before Xcode substituted one), the identity
    /// inspector's notes (`<attributedString key="userComments">`), Xcode 8's
    /// `<frame key="frameInset">` and a collection view cell's `<size key="customSize">` (its
    /// size on the canvas; the layout sizes it when the app runs).
    static let keys: Set<String> = [
        "canvasLocation", "freeformSize", "simulatedStatusBarMetrics", "simulatedTopBarMetrics",
        "simulatedBottomBarMetrics", "simulatedOrientationMetrics", "simulatedDestinationMetrics",
        "NSOriginalFont", "userComments", "frameInset", "customSize",
    ]

    /// Elements other parts of the loader read and report on themselves: `<connections>`
    /// (connections that cannot be made are reported, IU3), `<variation>` (size-class
    /// variations OpenUIKit cannot apply are reported, L6) and `<userDefinedRuntimeAttributes>`
    /// (key paths it cannot set raise or are reported, I6).
    static let checkedElsewhere: Set<String> = ["connections", "variation", "userDefinedRuntimeAttributes"]

    /// Whether a child element is left unread on purpose. An empty list (no key, attributes
    /// or children: `<toolbarItems/>`, `<gestureRecognizers/>`, `<animations/>`) says nothing
    /// either; an empty element with a key does (`<extendedEdge key="edgesForExtendedLayout"/>`
    /// is no edges).
    static func ignores(_ element: IBElement) -> Bool {
        elements.contains(element.name) || checkedElsewhere.contains(element.name) || element.key.map(keys.contains) == true
            || (element.children.isEmpty && element.attributes.isEmpty)
    }

    /// Whether an attribute of `element` is left unread on purpose.
    static func ignores(attribute: String, of element: IBElement) -> Bool {
        if attributes.contains(attribute) || elementAttributes[element.name]?.contains(attribute) == true { return true }
        let value = element.attributes[attribute]
        if let expected = defaultValues[element.name]?[attribute], value == expected { return true }
        // A colour named by the system or the asset catalogue: Xcode writes the components it
        // resolved beside the name, for older systems.
        if element.name == "color", ["red", "green", "blue", "alpha", "white"].contains(attribute),
           element.attributes["systemColor"] != nil || element.attributes["name"] != nil {
            return true
        }
        if zoomAttributes.contains(attribute) {
            return (element.attributes["maximumZoomScale"].flatMap(Double.init) ?? 1) <= 1
        }
        return false
    }
}
