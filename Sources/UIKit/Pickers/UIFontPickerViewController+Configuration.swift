import Foundation

extension UIFontPickerViewController {
    /// What a font picker offers and how it shows it (FP1). Copied when the picker is made:
    /// changing a configuration afterwards does not change the picker.
    open class Configuration: NSCopying, @unchecked Sendable {
        /// Whether each family's faces are offered too. Default false.
        open var includeFaces = false
        /// Whether the names are shown in the system font rather than in their own. Default false.
        open var displayUsingSystemFont = false
        /// Only families with a face having all these traits are offered (FP2). Default none.
        open var filteredTraits: UIFontDescriptor.SymbolicTraits = []
        /// A filter on the languages of the fonts offered. Default nil.
        /// Difference from UIKit: OpenUIKit knows no font's languages, so the filter is kept but
        /// offers every family.
        open var filteredLanguagesPredicate: NSPredicate?

        /// The default configuration.
        public init() {}

        /// A copy with the same settings.
        public func copy(with zone: NSZone? = nil) -> Any {
            let copy = Configuration()
            copy.includeFaces = includeFaces
            copy.displayUsingSystemFont = displayUsingSystemFont
            copy.filteredTraits = filteredTraits
            copy.filteredLanguagesPredicate = filteredLanguagesPredicate
            return copy
        }

        /// A predicate for ``filteredLanguagesPredicate`` offering fonts for `filteredLanguages`
        /// (language identifiers); nil for an empty list.
        open class func filterPredicate(forFilteredLanguages filteredLanguages: [String]) -> NSPredicate? {
            filteredLanguages.isEmpty ? nil : NSPredicate(value: true)
        }
    }
}
