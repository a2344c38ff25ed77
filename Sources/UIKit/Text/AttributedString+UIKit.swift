import Foundation

extension AttributeScopes {
    /// UIKit's attributes for Swift's `AttributedString` (`attributed.font = …`,
    /// `AttributeContainer().foregroundColor(…)`), with the names of
    /// `NSAttributedString.Key`, plus Foundation's.
    public struct UIKitAttributes: AttributeScope {
        /// The font (`NSAttributedString.Key.font`).
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }
        /// The text colour (`.foregroundColor`).
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        /// The colour behind the text (`.backgroundColor`).
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        /// The paragraph style (`.paragraphStyle`).
        public enum ParagraphStyleAttribute: AttributedStringKey {
            public typealias Value = NSParagraphStyle
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }
        /// The kern (`.kern`).
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
        /// The tracking (`.tracking`).
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.tracking.rawValue
        }
        /// The underline (`.underlineStyle`).
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }
        /// The underline's colour (`.underlineColor`).
        public enum UnderlineColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }
        /// The strikethrough (`.strikethroughStyle`).
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }
        /// The strikethrough's colour (`.strikethroughColor`).
        public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }
        /// The baseline offset (`.baselineOffset`).
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }
        /// The shadow (`.shadow`).
        public enum ShadowAttribute: AttributedStringKey {
            public typealias Value = NSShadow
            public static let name = NSAttributedString.Key.shadow.rawValue
        }
        /// The outline colour (`.strokeColor`).
        public enum StrokeColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strokeColor.rawValue
        }
        /// The outline width (`.strokeWidth`).
        public enum StrokeWidthAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.strokeWidth.rawValue
        }
        /// Ligatures (`.ligature`).
        public enum LigatureAttribute: AttributedStringKey {
            public typealias Value = Int
            public static let name = NSAttributedString.Key.ligature.rawValue
        }
        /// The skew (`.obliqueness`).
        public enum ObliquenessAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.obliqueness.rawValue
        }
        /// The expansion (`.expansion`).
        public enum ExpansionAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.expansion.rawValue
        }
        /// An inline image (`.attachment`).
        public enum AttachmentAttribute: AttributedStringKey {
            public typealias Value = NSTextAttachment
            public static let name = NSAttributedString.Key.attachment.rawValue
        }

        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let paragraphStyle: ParagraphStyleAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let shadow: ShadowAttribute
        public let strokeColor: StrokeColorAttribute
        public let strokeWidth: StrokeWidthAttribute
        public let ligature: LigatureAttribute
        public let obliqueness: ObliquenessAttribute
        public let expansion: ExpansionAttribute
        public let attachment: AttachmentAttribute
        /// Foundation's attributes (`link`, …).
        public let foundation: FoundationAttributes
    }

    /// UIKit's attribute scope.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// UIKit's attributes by name on `AttributedString`, its runs and containers.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// F22: the attributed string of a Swift `AttributedString`, with its UIKit attributes
    /// (and `link`) under their `NSAttributedString.Key` names.
    public convenience init(_ attributedString: AttributedString) {
        let result = NSMutableAttributedString(string: "")
        for run in attributedString.runs {
            typealias UIKitScope = AttributeScopes.UIKitAttributes
            var attributes: [NSAttributedString.Key: Any] = [:]
            func copy<K: AttributedStringKey>(_ key: K.Type, as value: (K.Value) -> Any = { $0 }) where K.Value: Sendable {
                if let found = run[K.self] { attributes[NSAttributedString.Key(K.name)] = value(found) }
            }
            copy(UIKitScope.FontAttribute.self)
            copy(UIKitScope.ForegroundColorAttribute.self)
            copy(UIKitScope.BackgroundColorAttribute.self)
            copy(UIKitScope.ParagraphStyleAttribute.self)
            copy(UIKitScope.KernAttribute.self)
            copy(UIKitScope.TrackingAttribute.self)
            copy(UIKitScope.UnderlineStyleAttribute.self) { $0.rawValue }
            copy(UIKitScope.UnderlineColorAttribute.self)
            copy(UIKitScope.StrikethroughStyleAttribute.self) { $0.rawValue }
            copy(UIKitScope.StrikethroughColorAttribute.self)
            copy(UIKitScope.BaselineOffsetAttribute.self)
            copy(UIKitScope.ShadowAttribute.self)
            copy(UIKitScope.StrokeColorAttribute.self)
            copy(UIKitScope.StrokeWidthAttribute.self)
            copy(UIKitScope.LigatureAttribute.self)
            copy(UIKitScope.ObliquenessAttribute.self)
            copy(UIKitScope.ExpansionAttribute.self)
            copy(UIKitScope.AttachmentAttribute.self)
            copy(AttributeScopes.FoundationAttributes.LinkAttribute.self)
            result.append(NSAttributedString(string: String(attributedString[run.range].characters), attributes: attributes))
        }
        self.init(attributedString: result)
    }
}

extension AttributedString {
    /// Whether any run carries an attribute.
    var _hasAttributes: Bool {
        for run in runs where run.attributes != AttributeContainer() { return true }
        return false
    }
}
