@_spi(Rendering) import UIKit

/// Navigation bars, toolbars and tab bars: iOS's translucent bar material (or the appearance's
/// colour and image), a hairline (or shadow image) on the edge facing the content, the back
/// button's chevron (or indicator image), tab images.
@MainActor
enum BarDrawing {
    /// iOS's default bar background: the chrome material over white, or over black in dark
    /// mode.
    static let barFill = UIColor { $0.userInterfaceStyle == .dark
        ? UIColor(red: 29 / 255, green: 29 / 255, blue: 29 / 255, alpha: 0.94)
        : UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94) }

    /// The bar's background and its hairline on `edge`, from the appearance it shows now
    /// (at the scroll edge, since iOS 15, usually none: the content shows through). A bar
    /// with a background colour of its own has had it drawn already; a `barTintColor` fills
    /// a bar whose appearance has a background.
    static func drawBackground(of bar: UIView, edge: UIRectEdge, in rect: CGRect, canvas: Canvas) {
        guard bar.backgroundColor == nil else { return }
        // The bar's own background and shadow images stand in for the appearance's.
        let (tint, appearance, ownImage, ownShadow): (UIColor?, UIBarAppearance?, UIImage?, UIImage?) = switch bar {
        case let navigation as UINavigationBar:
            (navigation.barTintColor, navigation._currentAppearance, navigation._legacyBackgroundImage,
             navigation._legacyBackgroundImage != nil ? navigation.shadowImage : nil)
        case let toolbar as UIToolbar:
            (toolbar.barTintColor, toolbar._currentAppearance, toolbar._legacyBackgroundImage,
             toolbar._legacyBackgroundImage != nil ? toolbar._legacyShadowImage : nil)
        case let tabs as UITabBar: (tabs.barTintColor, tabs._currentAppearance, tabs.backgroundImage, tabs.shadowImage)
        default: (nil, nil, nil, nil)
        }
        guard let appearance else { return }
        // BP1: a bar at the top of the screen (a navigation controller's, or any bar whose
        // delegate says `.topAttached`) reaches up under the status bar, as on iOS.
        var area = rect
        let position = (bar as? any UIBarPositioning)?.barPosition
        if position == .topAttached, let window = bar.window {
            let top = bar.convert(CGPoint.zero, to: window).y
            area = CGRect(x: rect.minX, y: rect.minY - top, width: rect.width, height: rect.height + top)
        }
        // A tab bar's or bottom toolbar's background reaches down over the home indicator area.
        if !(bar is UINavigationBar), position != .topAttached, position != .top, let window = bar.window {
            let bottom = window.bounds.maxY - bar.convert(CGPoint(x: 0, y: rect.maxY), to: window).y
            if bottom > 0 { area.size.height += bottom }
        }
        // Colours are judged with the bar's traits (a dynamic colour may be clear in one
        // appearance only). The background image goes over the colour.
        let background = appearance.backgroundColor.map(canvas.resolved)
        let hasBackground = appearance.backgroundEffect != nil || (background?.alpha ?? 0) > 0
        if hasBackground, let tint {
            canvas.fill(area, color: tint)
        } else {
            if appearance.backgroundEffect != nil { canvas.fill(area, color: barFill) }
            if let background, background.alpha > 0 { canvas.fill(area, color: background) }
        }
        if let image = appearance.backgroundImage ?? ownImage {
            let mode = appearance.backgroundImage != nil ? appearance.backgroundImageContentMode : .scaleToFill
            ImageDrawing.draw(image, in: area, contentMode: mode, tint: .label, template: false, canvas: canvas)
        }
        let scale = canvas.scale
        let shadowColor = appearance.shadowColor.map(canvas.resolved)
        if let image = appearance.shadowImage ?? ownShadow, image.size.height > 0 {
            // A shadow image replaces the hairline; a template one takes the shadow colour.
            let y = edge == .bottom ? rect.maxY : rect.minY - image.size.height
            ImageDrawing.draw(image, in: CGRect(x: rect.minX, y: y, width: rect.width, height: image.size.height), contentMode: .scaleToFill,
                              tint: shadowColor ?? .black, canvas: canvas)
            return
        }
        guard let shadow = shadowColor, shadow.alpha > 0 else { return }
        let y = edge == .bottom ? rect.maxY : rect.minY - 1 / scale
        canvas.fill(CGRect(x: rect.minX, y: y, width: rect.width, height: 1 / scale), color: shadow)
    }

    /// The back button's chevron, left of its title, in the title's colour.
    static func drawBackChevron(of button: UIView, in rect: CGRect, canvas: Canvas) {
        let color = button.tintColor ?? .systemBlue
        if let indicator = (button.superview as? UINavigationBar)?._backIndicatorImage {
            // A custom back indicator stands where the chevron would, a template in the tint.
            let size = indicator.size
            let frame = CGRect(x: rect.minX, y: rect.midY - size.height / 2, width: size.width, height: size.height)
            ImageDrawing.draw(indicator, in: frame, contentMode: .center, tint: color,
                              template: indicator.renderingMode != .alwaysOriginal, canvas: canvas)
            return
        }
        let x = rect.minX + 4, y = rect.midY
        canvas.strokeLines([CGPoint(x: x + 6.5, y: y - 10), CGPoint(x: x, y: y), CGPoint(x: x + 6.5, y: y + 10)], width: 3, color: color)
    }

    /// A tab's image in `frame` (above or before its title), as a template in `color`
    /// unless it is `.alwaysOriginal` (a placeholder when the item has none).
    static func drawTabImage(_ image: UIImage?, color: UIColor, in frame: CGRect, canvas: Canvas) {
        let color = canvas.resolved(color)
        if let image {
            ImageDrawing.draw(image, in: frame, contentMode: image.isSymbolImage ? .scaleToFill : .center, tint: color,
                              template: image.renderingMode != .alwaysOriginal, canvas: canvas)
        } else {
            canvas.fill(frame.insetBy(dx: 2, dy: 2), cornerRadius: 10, color: color.withAlphaComponent(color.alpha * 0.9))
        }
    }
}
