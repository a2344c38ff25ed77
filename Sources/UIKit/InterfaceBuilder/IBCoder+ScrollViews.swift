import Foundation

/// What `UIScrollView.init?(coder:)` decodes, for scroll views and the tables, collection
/// views and text views that are scroll views (IU6).
@MainActor
extension IBCoder {
    /// IU6: the scrolling flags (`scrollEnabled`, `bounces`, `alwaysBounceVertical`,
    /// `alwaysBounceHorizontal`, `pagingEnabled`, `directionalLockEnabled`,
    /// `delaysContentTouches`, `canCancelContentTouches`), the indicators
    /// (`showsHorizontalScrollIndicator`, `showsVerticalScrollIndicator`,
    /// `<inset key="scrollIndicatorInsets">`), `<inset key="contentInset">` and
    /// `contentInsetAdjustmentBehavior`. Zooming and `keyboardDismissMode` are not modelled
    /// (and so reported when the file sets them, IU1).
    func decodeScrollView(_ view: UIScrollView) {
        if let enabled = element.bool("scrollEnabled") { view.isScrollEnabled = enabled }
        if let bounces = element.bool("bounces") { view.bounces = bounces }
        if let bounces = element.bool("alwaysBounceVertical") { view.alwaysBounceVertical = bounces }
        if let bounces = element.bool("alwaysBounceHorizontal") { view.alwaysBounceHorizontal = bounces }
        if let paging = element.bool("pagingEnabled") { view.isPagingEnabled = paging }
        if let locked = element.bool("directionalLockEnabled") { view.isDirectionalLockEnabled = locked }
        if let delays = element.bool("delaysContentTouches") { view.delaysContentTouches = delays }
        if let cancels = element.bool("canCancelContentTouches") { view.canCancelContentTouches = cancels }
        if let shows = element.bool("showsHorizontalScrollIndicator") { view.showsHorizontalScrollIndicator = shows }
        if let shows = element.bool("showsVerticalScrollIndicator") { view.showsVerticalScrollIndicator = shows }
        if let insets = element.child("inset", key: "scrollIndicatorInsets") { view.scrollIndicatorInsets = insets.edgeInsets }
        if let insets = element.child("inset", key: "contentInset") { view.contentInset = insets.edgeInsets }
        // ZM10: the zoom scales, the zoom bounce, keyboard dismissal and the indicators' style.
        if let scale = element.double("minimumZoomScale") { view.minimumZoomScale = scale }
        if let scale = element.double("maximumZoomScale") { view.maximumZoomScale = scale }
        if let bounces = element.bool("bouncesZoom") { view.bouncesZoom = bounces }
        let dismissModes: [String: UIScrollView.KeyboardDismissMode] = [
            "onDrag": .onDrag, "interactive": .interactive,
            "onDragWithAccessory": .onDragWithAccessory, "interactiveWithAccessory": .interactiveWithAccessory,
        ]
        if let mode = element["keyboardDismissMode"].flatMap({ dismissModes[$0] }) { view.keyboardDismissMode = mode }
        let styles: [String: UIScrollView.IndicatorStyle] = ["black": .black, "white": .white]
        if let style = element["indicatorStyle"].flatMap({ styles[$0] }) { view.indicatorStyle = style }
        if let behavior = element["contentInsetAdjustmentBehavior"].flatMap({ IBNames.contentInsetAdjustmentBehaviors[$0] }) {
            view.contentInsetAdjustmentBehavior = behavior
        }
    }
}
