import Foundation

/// The type of `#imageLiteral(resourceName:)` in code that imports UIKit (VS16).
public typealias _ImageLiteralType = UIImage

/// `#imageLiteral(resourceName:)` makes a `UIImage` through ``UIImage/init(imageLiteralResourceName:)``
/// (VS16); the initialiser is in the class body because it is required.
extension UIImage: _ExpressibleByImageLiteral {}
