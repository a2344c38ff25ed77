import Foundation

/// The value elements of Interface Builder files: rectangles, colours, fonts, masks.
extension IBElement {
    /// A `<rect>`'s rectangle.
    var rect: CGRect {
        CGRect(x: double("x") ?? 0, y: double("y") ?? 0, width: double("width") ?? 0, height: double("height") ?? 0)
    }

    /// An `<inset>`'s edge insets: `minX` is the left, `minY` the top, `maxX` the right and
    /// `maxY` the bottom (missing ones zero).
    var edgeInsets: UIEdgeInsets {
        UIEdgeInsets(top: double("minY") ?? 0, left: double("minX") ?? 0, bottom: double("maxY") ?? 0, right: double("maxX") ?? 0)
    }

    /// An `<autoresizingMask>`'s mask.
    var autoresizingMask: UIView.AutoresizingMask {
        markAllAttributesRead()  // IU1: every flag is matched below
        var mask: UIView.AutoresizingMask = []
        for (name, value) in attributes where Self.isYes(value) {
            switch name {
            case "flexibleMinX": mask.insert(.flexibleLeftMargin)
            case "widthSizable": mask.insert(.flexibleWidth)
            case "flexibleMaxX": mask.insert(.flexibleRightMargin)
            case "flexibleMinY": mask.insert(.flexibleTopMargin)
            case "heightSizable": mask.insert(.flexibleHeight)
            case "flexibleMaxY": mask.insert(.flexibleBottomMargin)
            default: break
            }
        }
        return mask
    }

    /// A `<rectEdge>`'s edges (`<rectEdge key="edges" left="YES"/>`).
    var rectEdge: UIRectEdge {
        var edges: UIRectEdge = []
        for (name, edge) in [("top", UIRectEdge.top), ("left", .left), ("bottom", .bottom), ("right", .right)]
        where bool(name) == true {
            edges.insert(edge)
        }
        return edges
    }

    /// A `<color>`'s colour, in every form the files use: components in a custom (sRGB, P3,
    /// gray), calibrated or device colour space, `systemColor`, the legacy
    /// `cocoaTouchSystemColor`, and named colours (black until asset catalogues load).
    var color: UIColor? {
        if let system = self["systemColor"] ?? self["cocoaTouchSystemColor"] { return IBElement.systemColor(system) }
        if let white = double("white") { return UIColor(white: white, alpha: double("alpha") ?? 1) }
        if let red = double("red") {
            return UIColor(red: red, green: double("green") ?? 0, blue: double("blue") ?? 0, alpha: double("alpha") ?? 1)
        }
        if self["name"] != nil { return IBElement.systemColor(self["name"]!) }
        return nil
    }

    /// A system colour by its name in the file (`systemBackgroundColor`, `darkTextColor`, …).
    static func systemColor(_ name: String) -> UIColor {
        switch name {
        case "systemBackgroundColor": return .systemBackground
        case "secondarySystemBackgroundColor": return .secondarySystemBackground
        case "tertiarySystemBackgroundColor": return .tertiarySystemBackground
        case "systemGroupedBackgroundColor", "groupTableViewBackgroundColor": return .systemGroupedBackground
        case "secondarySystemGroupedBackgroundColor", "tableCellGroupedBackgroundColor": return .secondarySystemGroupedBackground
        case "tertiarySystemGroupedBackgroundColor": return .tertiarySystemGroupedBackground
        case "labelColor": return .label
        case "secondaryLabelColor": return .secondaryLabel
        case "tertiaryLabelColor": return .tertiaryLabel
        case "quaternaryLabelColor": return .quaternaryLabel
        case "placeholderTextColor": return .placeholderText
        case "linkColor": return .link
        case "separatorColor": return .separator
        case "opaqueSeparatorColor": return .opaqueSeparator
        case "systemFillColor": return .systemFill
        case "secondarySystemFillColor": return .secondarySystemFill
        case "tertiarySystemFillColor": return .tertiarySystemFill
        case "quaternarySystemFillColor": return .quaternarySystemFill
        case "systemRedColor": return .systemRed
        case "systemGreenColor": return .systemGreen
        case "systemBlueColor", "tintColor": return .systemBlue
        case "systemOrangeColor": return .systemOrange
        case "systemYellowColor": return .systemYellow
        case "systemPinkColor": return .systemPink
        case "systemPurpleColor": return .systemPurple
        case "systemTealColor": return .systemTeal
        case "systemIndigoColor": return .systemIndigo
        case "systemGrayColor": return .systemGray
        case "systemGray2Color": return .systemGray2
        case "systemGray3Color": return .systemGray3
        case "systemGray4Color": return .systemGray4
        case "systemGray5Color": return .systemGray5
        case "systemGray6Color": return .systemGray6
        case "darkTextColor": return .darkText
        case "lightTextColor": return .lightText
        case "clearColor": return .clear
        case "whiteColor": return .white
        case "blackColor": return .black
        case "scrollViewTexturedBackgroundColor", "viewFlipsideBackgroundColor": return UIColor(white: 0.12, alpha: 1)
        default: return .black
        }
    }

    /// A `<fontDescription>`'s font: system fonts by type and weight, text styles at their
    /// default sizes, named fonts by name and size. The old `size="system"` (no `pointSize`)
    /// is `UIFont.systemFontSize` (IU7).
    var font: UIFont {
        let size = double("pointSize") ?? (self["size"] == "system" ? UIFont.systemFontSize : 17)
        if let name = self["name"], let font = UIFont(name: name, size: size) { return font }
        if let style = self["style"] { return UIFont.systemFont(ofSize: IBElement.textStyleSize(style)) }
        switch self["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "system":
            let weights = IBNames.fontWeights
            return .systemFont(ofSize: size, weight: self["weight"].flatMap { weights[$0] } ?? .regular)
        default: return .systemFont(ofSize: size)
        }
    }

    /// The default (Large) size of a text style named in a file (`UICTFontTextStyleBody`).
    static func textStyleSize(_ style: String) -> CGFloat {
        switch style {
        case "UICTFontTextStyleTitle0", "UICTFontTextStyleLargeTitle": return 34
        case "UICTFontTextStyleTitle1": return 28
        case "UICTFontTextStyleTitle2": return 22
        case "UICTFontTextStyleTitle3": return 20
        case "UICTFontTextStyleHeadline", "UICTFontTextStyleBody": return 17
        case "UICTFontTextStyleCallout": return 16
        case "UICTFontTextStyleSubhead": return 15
        case "UICTFontTextStyleFootnote": return 13
        case "UICTFontTextStyleCaption1": return 12
        case "UICTFontTextStyleCaption2": return 11
        default: return 17
        }
    }

    /// A `contentMode` attribute's mode.
    var contentMode: UIView.ContentMode? {
        switch self["contentMode"] {
        case "scaleToFill": .scaleToFill
        case "scaleAspectFit": .scaleAspectFit
        case "scaleAspectFill": .scaleAspectFill
        case "redraw": .redraw
        case "center": .center
        case "top": .top
        case "bottom": .bottom
        case "left": .left
        case "right": .right
        case "topLeft": .topLeft
        case "topRight": .topRight
        case "bottomLeft": .bottomLeft
        case "bottomRight": .bottomRight
        default: nil
        }
    }

    /// Applies the `modalPresentationStyle` and `modalTransitionStyle` attributes (of a
    /// controller or a presentation segue) to a controller.
    @MainActor
    func applyModalStyles(to controller: UIViewController) {
        if let style = self["modalPresentationStyle"], let match = IBNames.modalPresentationStyles[style] {
            controller.modalPresentationStyle = match
        }
        switch self["modalTransitionStyle"] {
        case "flipHorizontal": controller.modalTransitionStyle = .flipHorizontal
        case "crossDissolve": controller.modalTransitionStyle = .crossDissolve
        case "partialCurl": controller.modalTransitionStyle = .partialCurl
        default: break
        }
    }
}
