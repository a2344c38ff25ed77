import UIKit

/// Navigation bars, toolbars and tab bars: iOS's translucent bar material, a hairline on the
/// edge facing the content, the back button's chevron, tab images.
@MainActor
enum BarDrawing {
    /// iOS's default bar background (the chrome material over white, or over black in dark
    /// mode) and its hairline (black at 0.3, white at 0.15 in dark mode).
    static let barFill = UIColor { $0.userInterfaceStyle == .dark
        ? UIColor(red: 29 / 255, green: 29 / 255, blue: 29 / 255, alpha: 0.94)
        : UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94) }
    static let hairline = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3) }
    /// An unselected tab's grey (as `UITabBar`'s titles).
    static let unselectedTab = UIColor { UIColor(white: $0.userInterfaceStyle == .dark ? 117 / 255 : 0.6, alpha: 1) }

    /// The bar's background and its hairline on `edge`. A bar with a background colour of
    /// its own has had it drawn already; a `barTintColor` fills it.
    static func drawBackground(of bar: UIView, edge: UIRectEdge, in rect: CGRect, canvas: Canvas) {
        guard bar.backgroundColor == nil else { return }
        let tint: UIColor? = switch bar {
        case let navigation as UINavigationBar: navigation.barTintColor
        case let toolbar as UIToolbar: toolbar.barTintColor
        case let tabs as UITabBar: tabs.barTintColor
        default: nil
        }
        // A navigation bar's background reaches up under the status bar, as on iOS.
        var area = rect
        if bar is UINavigationBar, let window = bar.window {
            let top = bar.convert(CGPoint.zero, to: window).y
            area = CGRect(x: rect.minX, y: rect.minY - top, width: rect.width, height: rect.height + top)
        }
        // A tab bar's or toolbar's background reaches down over the home indicator area.
        if !(bar is UINavigationBar), let window = bar.window {
            let bottom = window.bounds.maxY - bar.convert(CGPoint(x: 0, y: rect.maxY), to: window).y
            if bottom > 0 { area.size.height += bottom }
        }
        canvas.fill(area, color: tint ?? barFill)
        let scale = canvas.scale
        let y = edge == .bottom ? rect.maxY : rect.minY - 1 / scale
        canvas.fill(CGRect(x: rect.minX, y: y, width: rect.width, height: 1 / scale), color: hairline)
    }

    /// The back button's chevron, left of its title, in the title's colour.
    static func drawBackChevron(of button: UIView, in rect: CGRect, canvas: Canvas) {
        let color = button.tintColor ?? .systemBlue
        let x = rect.minX + 4, y = rect.midY
        canvas.strokeLines([CGPoint(x: x + 6.5, y: y - 10), CGPoint(x: x, y: y), CGPoint(x: x + 6.5, y: y + 10)], width: 3, color: color)
    }

    /// A tab's image above its title: tinted when selected, grey otherwise (a placeholder
    /// circle when the item has none).
    static func drawTabImage(_ image: UIImage?, selected: Bool, of button: UIView, in rect: CGRect, canvas: Canvas) {
        let color = canvas.resolved(selected ? button.tintColor ?? .systemBlue : unselectedTab)
        let frame = CGRect(x: rect.midX - 12, y: rect.minY + 5, width: 24, height: 24)
        if let image, image.isSymbolImage {
            SymbolDrawing.draw(image.name ?? "", in: frame, color: color, canvas: canvas)
        } else {
            canvas.fill(frame.insetBy(dx: 2, dy: 2), cornerRadius: 10, color: color.withAlphaComponent(color.alpha * 0.9))
        }
    }
}
