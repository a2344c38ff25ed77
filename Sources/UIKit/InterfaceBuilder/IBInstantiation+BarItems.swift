import Foundation

/// Bar button items and tab bar items, made with their UIKit initialisers from the
/// attributes that identify them, then given the rest of what the file says (IU11).
extension IBInstantiation {
    /// A `<barButtonItem>`: a `systemItem`, or a `title` or `image` (with `catalog`) in its
    /// `style`; then `tag`, `enabled`, `width`, `<color key="tintColor">`, `landscapeImage`,
    /// `largeContentSizeImage` and a `<… key="customView">` (made with the run).
    func makeBarButtonItem(_ element: IBElement) -> UIBarButtonItem {
        let item: UIBarButtonItem
        let style = element["style"].flatMap { IBNames.barButtonItemStyles[$0] } ?? .plain
        let image = IBCoder.image(named: element["image"], catalog: element["catalog"], in: bundle)
        if let system = element["systemItem"].flatMap({ IBNames.barButtonSystemItems[$0] }) {
            item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
            if element["style"] != nil { item.style = style }
        } else if let image, element["title"] == nil {
            item = UIBarButtonItem(image: image, style: style, target: nil, action: nil)
        } else {
            item = UIBarButtonItem(title: element["title"], style: style, target: nil, action: nil)
            if let image { item.image = image }
        }
        item.tag = element.int("tag") ?? 0
        if let enabled = element.bool("enabled") { item.isEnabled = enabled }
        if let width = element.double("width") { item.width = width }
        if let tint = document.color(element.child("color", key: "tintColor")) { item.tintColor = tint }
        if let image = IBCoder.image(named: element["largeContentSizeImage"], catalog: element["catalog"], in: bundle) {
            item.largeContentSizeImage = image
        }
        if let custom = element.child(key: "customView"), let view = makeObject(custom) as? UIView { item.customView = view }
        return item
    }

    /// A `<tabBarItem>`: a `systemItem`, or a `title` and `image` (with `catalog`); then
    /// `tag`, `badgeValue`, `selectedImage`, `largeContentSizeImage`, `enabled` and
    /// `<offsetWrapper key="titlePositionAdjustment">`.
    func makeTabBarItem(_ element: IBElement) -> UITabBarItem {
        let item: UITabBarItem
        if let system = element["systemItem"].flatMap({ IBNames.tabBarSystemItems[$0] }) {
            item = UITabBarItem(tabBarSystemItem: system, tag: element.int("tag") ?? 0)
        } else {
            item = UITabBarItem(title: element["title"], image: IBCoder.image(named: element["image"], catalog: element["catalog"], in: bundle),
                                tag: element.int("tag") ?? 0)
        }
        if let badge = element["badgeValue"] { item.badgeValue = badge }
        if let image = IBCoder.image(named: element["selectedImage"], catalog: element["catalog"], in: bundle) { item.selectedImage = image }
        if let image = IBCoder.image(named: element["largeContentSizeImage"], catalog: element["catalog"], in: bundle) {
            item.largeContentSizeImage = image
        }
        if let enabled = element.bool("enabled") { item.isEnabled = enabled }
        if let offset = element.child("offsetWrapper", key: "titlePositionAdjustment") {
            item.titlePositionAdjustment = UIOffset(horizontal: offset.double("horizontal") ?? 0, vertical: offset.double("vertical") ?? 0)
        }
        return item
    }
}
