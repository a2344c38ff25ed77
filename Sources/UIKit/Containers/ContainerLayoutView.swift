import Foundation

/// The root view of a container: it asks its controller to place bars and children when
/// it lays out.
@MainActor
final class ContainerLayoutView: UIView {
    var onLayout: () -> Void = {}

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout()
    }
}
