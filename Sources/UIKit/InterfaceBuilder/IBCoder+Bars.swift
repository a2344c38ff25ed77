import Foundation

/// The bars storyboards and nibs configure: a navigation controller's navigation bar and
/// toolbar, a tab bar controller's tab bar (IU10), and bars standing in views.
@MainActor
extension IBCoder {
    /// IU10: `navigationBarHidden`, `toolbarHidden`, and the
    /// `<navigationBar key="navigationBar">` and `<toolbar key="toolbar">` the controller's
    /// own bars take their style from.
    func decodeNavigationControllerBars(_ navigation: UINavigationController) {
        if let hidden = element.bool("navigationBarHidden") { navigation.isNavigationBarHidden = hidden }
        if let hidden = element.bool("toolbarHidden") { navigation.isToolbarHidden = hidden }
        if let bar = element.child("navigationBar", key: "navigationBar") {
            takeControllerBar(bar)
            decodeBar(bar, on: navigation.navigationBar)
        }
        if let bar = element.child("toolbar", key: "toolbar") {
            takeControllerBar(bar)
            decodeBar(bar, on: navigation.toolbar)
        }
    }

    /// IU10: the `<tabBar key="tabBar">` a tab bar controller's own bar takes its style from.
    func decodeTabBarControllerBar(_ tabs: UITabBarController) {
        guard let bar = element.child("tabBar", key: "tabBar") else { return }
        takeControllerBar(bar)
        decodeBar(bar, on: tabs.tabBar)
    }

    /// IU10: a container controller makes, places and sizes its own bars; the view attributes
    /// Xcode writes for the bar it draws (frame, autoresizing mask, content mode, opacity,
    /// clipping, touch and margin flags) are those of its canvas.
    private func takeControllerBar(_ bar: IBElement) {
        for name in ["contentMode", "opaque", "clipsSubviews", "multipleTouchEnabled", "insetsLayoutMarginsFromSafeArea",
                     "clearsContextBeforeDrawing", "translatesAutoresizingMaskIntoConstraints"] {
            bar.markRead(name)
        }
        bar.child("rect", key: "frame")?.settle()
        bar.child("autoresizingMask", key: "autoresizingMask")?.settle()
    }

    /// IU10: what a bar element says of the bar: `barStyle`, `translucent`,
    /// `<color key="barTintColor">`, `<color key="tintColor">` and
    /// `<color key="backgroundColor">`; a navigation bar's
    /// `largeTitles` and `<textAttributes key="titleTextAttributes">` and
    /// `<textAttributes key="largeTitleTextAttributes">`; a tab bar's
    /// `<color key="unselectedItemTintColor">` and `itemPositioning`. Set as the file's, not
    /// the app's: appearance proxies win over them (W6).
    func decodeBar(_ element: IBElement, on bar: UIView) {
        AppearanceRegistry.shared.performSystemStyling {
            let style = element["barStyle"].flatMap { IBNames.barStyles[$0] }
            let translucent = element.bool("translucent")
            let barTint = color("barTintColor", in: element)
            if let tint = color("tintColor", in: element) { bar.tintColor = tint }
            if let background = color("backgroundColor", in: element) { bar.backgroundColor = background }
            switch bar {
            case let navigationBar as UINavigationBar:
                if let style { navigationBar.barStyle = style }
                if let translucent { navigationBar.isTranslucent = translucent }
                if let barTint { navigationBar.barTintColor = barTint }
                if let large = element.bool("largeTitles") { navigationBar.prefersLargeTitles = large }
                if let attributes = textAttributes("titleTextAttributes", in: element) { navigationBar.titleTextAttributes = attributes }
                if let attributes = textAttributes("largeTitleTextAttributes", in: element) { navigationBar.largeTitleTextAttributes = attributes }
            case let toolbar as UIToolbar:
                if let style { toolbar.barStyle = style }
                if let translucent { toolbar.isTranslucent = translucent }
                if let barTint { toolbar.barTintColor = barTint }
            case let tabBar as UITabBar:
                if let style { tabBar.barStyle = style }
                if let translucent { tabBar.isTranslucent = translucent }
                if let barTint { tabBar.barTintColor = barTint }
                if let tint = color("unselectedItemTintColor", in: element) { tabBar.unselectedItemTintColor = tint }
                switch element["itemPositioning"] {
                case "fill": tabBar.itemPositioning = .fill
                case "centered": tabBar.itemPositioning = .centered
                default: break
                }
            default:
                break
            }
        }
    }

    /// A `<textAttributes key=…>` of a bar: `<fontDescription key="fontDescription">`,
    /// `<color key="textColor">`, and a shadow from `<color key="textShadowColor">` and
    /// `<offsetWrapper key="textShadowOffset" horizontal= vertical=>`.
    func textAttributes(_ key: String, in parent: IBElement) -> [NSAttributedString.Key: Any]? {
        guard let element = parent.child("textAttributes", key: key) else { return nil }
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font = element.child("fontDescription", key: "fontDescription") { attributes[.font] = font.font }
        if let color = color("textColor", in: element) { attributes[.foregroundColor] = color }
        let shadowColor = color("textShadowColor", in: element)
        let offset = element.child("offsetWrapper", key: "textShadowOffset")
        if shadowColor != nil || offset != nil {
            let shadow = NSShadow()
            if let shadowColor { shadow.shadowColor = shadowColor }
            if let offset { shadow.shadowOffset = CGSize(width: offset.double("horizontal") ?? 0, height: offset.double("vertical") ?? 0) }
            attributes[.shadow] = shadow
        }
        return attributes
    }
}
