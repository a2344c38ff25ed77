import Foundation

/// The type of `#colorLiteral(red:green:blue:alpha:)` in code that imports UIKit (VS16).
public typealias _ColorLiteralType = UIColor

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor` through
/// ``UIColor/init(_colorLiteralRed:green:blue:alpha:)`` (VS16); the initialiser is in the class
/// body because it is required.
extension UIColor: _ExpressibleByColorLiteral {}
