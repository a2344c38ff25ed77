// `import QuartzCore`, as iOS code writes it for layers and animations: the `CA…` types and
// functions that OpenUIKit's UIKit module defines, exported by name, and Core Graphics, which
// QuartzCore brings on iOS too.
// (The porter turns `import QuartzCore` and `canImport(QuartzCore)` into this module's name: a module named
// `QuartzCore` in a build would change what other packages' `#if canImport(QuartzCore)` answers.)
@_exported import OpenUIKitCoreGraphics
@_exported import protocol UIKit.CAAction
@_exported import class UIKit.CAAnimation
@_exported import struct UIKit.CAAnimationCalculationMode
@_exported import protocol UIKit.CAAnimationDelegate
@_exported import class UIKit.CAAnimationGroup
@_exported import struct UIKit.CAAnimationRotationMode
@_exported import class UIKit.CABasicAnimation
@_exported import struct UIKit.CACornerMask
@_exported import func UIKit.CACurrentMediaTime
@_exported import class UIKit.CADisplayLink
@_exported import struct UIKit.CAFrameRateRange
@_exported import class UIKit.CAGradientLayer
@_exported import struct UIKit.CAGradientLayerType
@_exported import class UIKit.CAKeyframeAnimation
@_exported import class UIKit.CALayer
@_exported import struct UIKit.CALayerContentsGravity
@_exported import struct UIKit.CALayerCornerCurve
@_exported import protocol UIKit.CALayerDelegate
@_exported import protocol UIKit.CAMediaTiming
@_exported import struct UIKit.CAMediaTimingFillMode
@_exported import class UIKit.CAMediaTimingFunction
@_exported import struct UIKit.CAMediaTimingFunctionName
@_exported import class UIKit.CAPropertyAnimation
@_exported import class UIKit.CAReplicatorLayer
@_exported import class UIKit.CAScrollLayer
@_exported import struct UIKit.CAScrollLayerScrollMode
@_exported import class UIKit.CAShapeLayer
@_exported import struct UIKit.CAShapeLayerFillRule
@_exported import struct UIKit.CAShapeLayerLineCap
@_exported import struct UIKit.CAShapeLayerLineJoin
@_exported import class UIKit.CASpringAnimation
@_exported import class UIKit.CATextLayer
@_exported import struct UIKit.CATextLayerAlignmentMode
@_exported import struct UIKit.CATextLayerTruncationMode
@_exported import class UIKit.CATiledLayer
@_exported import class UIKit.CATransaction
@_exported import struct UIKit.CATransform3D
@_exported import func UIKit.CATransform3DConcat
@_exported import func UIKit.CATransform3DEqualToTransform
@_exported import func UIKit.CATransform3DGetAffineTransform
@_exported import var UIKit.CATransform3DIdentity
@_exported import func UIKit.CATransform3DInvert
@_exported import func UIKit.CATransform3DIsAffine
@_exported import func UIKit.CATransform3DIsIdentity
@_exported import func UIKit.CATransform3DMakeAffineTransform
@_exported import func UIKit.CATransform3DMakeRotation
@_exported import func UIKit.CATransform3DMakeScale
@_exported import func UIKit.CATransform3DMakeTranslation
@_exported import func UIKit.CATransform3DRotate
@_exported import func UIKit.CATransform3DScale
@_exported import func UIKit.CATransform3DTranslate
@_exported import class UIKit.CATransformLayer
@_exported import class UIKit.CAValueFunction
@_exported import struct UIKit.CAValueFunctionName
