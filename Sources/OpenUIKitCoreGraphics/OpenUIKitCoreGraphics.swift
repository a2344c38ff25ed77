// `import CoreGraphics`, as iOS code writes it beside or instead of `import UIKit`: the geometry
// types (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`, from Foundation on Linux) and the `CG…`
// types and functions that OpenUIKit's UIKit module defines (Linux has no Core Graphics),
// exported by name so a file importing only CoreGraphics sees those and nothing else of UIKit.
// (The porter turns `import CoreGraphics` and `canImport(CoreGraphics)` into this module's name: a module named
// `CoreGraphics` in a build would change what other packages' `#if canImport(CoreGraphics)` answers.)
@_exported import Foundation
@_exported import struct UIKit.CGAffineTransform
@_exported import enum UIKit.CGBlendMode
@_exported import class UIKit.CGColor
@_exported import class UIKit.CGColorSpace
@_exported import func UIKit.CGColorSpaceCreateDeviceGray
@_exported import func UIKit.CGColorSpaceCreateDeviceRGB
@_exported import class UIKit.CGContext
@_exported import class UIKit.CGGradient
@_exported import struct UIKit.CGGradientDrawingOptions
@_exported import class UIKit.CGImage
@_exported import enum UIKit.CGInterpolationQuality
@_exported import enum UIKit.CGLineCap
@_exported import enum UIKit.CGLineJoin
@_exported import class UIKit.CGMutablePath
@_exported import class UIKit.CGPath
@_exported import enum UIKit.CGPathDrawingMode
@_exported import struct UIKit.CGPathElement
@_exported import enum UIKit.CGPathElementType
@_exported import enum UIKit.CGPathFillRule
@_exported import struct UIKit.CGVector
@_exported import let UIKit.kCGPDFContextAuthor
@_exported import let UIKit.kCGPDFContextCreator
@_exported import let UIKit.kCGPDFContextKeywords
@_exported import let UIKit.kCGPDFContextSubject
@_exported import let UIKit.kCGPDFContextTitle
