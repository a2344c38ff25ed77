// `import UIKit` brings Foundation (and with it CGFloat, CGPoint, CGSize, CGRect), as on iOS.
@_exported import Foundation
