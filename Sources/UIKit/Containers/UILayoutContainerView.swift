import Foundation

/// The root view of a container (the class name iOS prints for it): it asks its controller to place bars and children when
/// it lays out.
@preconcurrency @MainActor
final class UILayoutContainerView: UIView {
    var onLayout: () -> Void = {}

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout()
    }
}
