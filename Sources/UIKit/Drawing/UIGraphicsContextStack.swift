import Foundation

/// The per-thread stack of current graphics contexts UIKit draws into, as iOS keeps one per
/// thread: `draw(_:)`, `UIGraphicsImageRenderer` and `UIGraphicsPushContext` push onto it.
final class GraphicsContextStack {
    var contexts: [CGContext] = []
    /// The contexts begun with `UIGraphicsBeginImageContextWithOptions`, by context.
    var imageContexts: [ObjectIdentifier: (size: CGSize, scale: CGFloat, opaque: Bool)] = [:]

    private static let key = "OpenUIKit.GraphicsContextStack"

    /// The calling thread's stack.
    static var current: GraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    /// Runs `body` with `context` current, popping it afterwards even if `body` pushed more.
    static func withCurrent<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
        let stack = current
        let depth = stack.contexts.count
        stack.contexts.append(context)
        defer { stack.contexts.removeSubrange(min(depth, stack.contexts.count)...) }
        return try body()
    }
}

/// The context UIKit drawing goes to on this thread: the one `draw(_:)` or a graphics
/// renderer set up, or nil outside them.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current.contexts.last }

/// Makes `context` current for UIKit drawing (`UIBezierPath.fill()`, `UIImage.draw(in:)`…).
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.current.contexts.append(context) }

/// Makes the previous context current again.
public func UIGraphicsPopContext() { _ = GraphicsContextStack.current.contexts.popLast() }

/// Starts an image context of `size` points (deprecated on iOS in favour of
/// `UIGraphicsImageRenderer`, still common): `scale` 0 means the main screen's.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : UIGraphicsImageRendererFormat._mainScreenScale
    let context = CGContext(size: size, scale: scale)
    let stack = GraphicsContextStack.current
    stack.imageContexts[ObjectIdentifier(context)] = (size, scale, opaque)
    stack.contexts.append(context)
}

/// Starts an image context of `size` points at scale 1, not opaque.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// What the current image context has drawn so far, as an image; nil when the current
/// context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stack = GraphicsContextStack.current
    guard let context = stack.contexts.last, let info = stack.imageContexts[ObjectIdentifier(context)] else { return nil }
    return UIImage(drawing: context.displayList, scale: info.scale, opaque: info.opaque)
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard let context = stack.contexts.last, stack.imageContexts.removeValue(forKey: ObjectIdentifier(context)) != nil else { return }
    stack.contexts.removeLast()
}

/// Fills `rect` with the current fill colour (`UIColor.setFill()`), replacing what is there
/// (`.copy`), as UIKit's `UIRectFill`.
public func UIRectFill(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(.copy)
    context.fill(rect)
    context.restoreGState()
}

/// Strokes a one-point frame just inside `rect` with the current fill colour, as UIKit's
/// `UIRectFrame`.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let path = CGMutablePath()
    path.addRect(rect)
    path.addRect(rect.insetBy(dx: 1, dy: 1))
    context.saveGState()
    context.setBlendMode(.copy)
    context.addPath(path)
    context.fillPath(using: .evenOdd)
    context.restoreGState()
}

extension UIColor {
    /// Makes this colour the current context's fill and stroke colour.
    public func set() { setFill(); setStroke() }
    /// Makes this colour the current context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColorForDrawing) }
    /// Makes this colour the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColorForDrawing) }

    /// The colour as drawn now: dynamic colours resolve with `UITraitCollection.current`
    /// (the drawing view's traits inside `draw(_:)`), as iOS resolves them.
    var cgColorForDrawing: CGColor { cgColor }
}
