import Foundation

extension UIFont {
    /// F40: the font that best matches `descriptor` at `pointSize` (0: the descriptor's own
    /// size; without one a text style's size, else 12). A text style's descriptor at the
    /// style's size gives a Dynamic Type font (F13); its bold and italic are the style's
    /// emphasized weight and italic (F36).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let font = FontMatching.font(for: descriptor, size: pointSize)
        self.init(fontName: font.fontName, familyName: font.familyName, pointSize: font.pointSize, weight: font.weight,
                  italic: font._isItalic, face: font._face, scaling: font._scaling, descriptor: descriptor)
    }

    /// F43: the font's descriptor: the one it was made from, at the font's size; otherwise
    /// one describing its face (see ``UIFontDescriptor``).
    public var fontDescriptor: UIFontDescriptor {
        guard let descriptor = _descriptor else { return FontMatching.descriptor(of: self) }
        guard UIFontDescriptor.number(descriptor.fontAttributes[.size]) != pointSize else { return descriptor }
        return descriptor.withSize(pointSize)
    }

    /// The descriptor's attributes that do not change the face (feature settings, cascade
    /// list, visible name, …), as text: fonts differing in them are not equal (F42).
    var _descriptorExtras: String {
        guard let attributes = _descriptor?.fontAttributes else { return "" }
        let faceKeys: Set<UIFontDescriptor.AttributeName> = [.name, .family, .face, .size, .traits, .textStyle]
        return FontAttributeText.canonical(attributes.filter { !faceKeys.contains($0.key) })
    }

    /// The Dynamic Type usage the font was made with (`UICTFontTextStyleEmphasizedBody`), if
    /// it was made from a text style's descriptor.
    var _textStyleUsage: String? {
        (_descriptor?.fontAttributes[.textStyle] as? String).flatMap { $0.hasPrefix(FontMatching.textStylePrefix) ? $0 : nil }
    }
}
