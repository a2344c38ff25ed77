import Foundation

extension NSAttributedString.Key {
    /// The text's font (a ``UIFont``), as UIKit's `.font`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's colour (a ``UIColor``), as UIKit's `.foregroundColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (a ``UIColor``), as UIKit's `.backgroundColor`.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space between characters in points (a `CGFloat`), as UIKit's `.kern`.
    public static let kern = NSAttributedString.Key("NSKern")
}
