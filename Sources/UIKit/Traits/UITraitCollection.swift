import Foundation

/// A size class: how much room a dimension has.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact, regular
}

/// The environment of an interface: size classes, idiom and scale.
///
/// OpenUIKit derives it from the screen's device profile: phones are compact width and
/// regular height, pads regular in both (portrait; rotation and multitasking come with the
/// traits issue). Presentation adaptation (P7) reads it.
public final class UITraitCollection: Sendable, Equatable, CustomStringConvertible {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Phone or pad.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point.
    public let displayScale: CGFloat

    /// A collection with the given values (unspecified by default).
    public init(horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified, verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified, displayScale: CGFloat = 0) {
        self.horizontalSizeClass = horizontalSizeClass; self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom; self.displayScale = displayScale
    }

    /// The traits of a device profile, in portrait.
    public convenience init(deviceProfile: UIScreen.DeviceProfile) {
        let pad = deviceProfile.idiom == .pad
        self.init(horizontalSizeClass: pad ? .regular : .compact, verticalSizeClass: .regular,
                  userInterfaceIdiom: deviceProfile.idiom, displayScale: deviceProfile.scale)
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.displayScale == rhs.displayScale
    }

    public var description: String {
        "<UITraitCollection: horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass), "
            + "userInterfaceIdiom = \(userInterfaceIdiom), displayScale = \(displayScale)>"
    }
}

extension UIScreen {
    /// The traits of the screen (from its device profile).
    public var traitCollection: UITraitCollection { UITraitCollection(deviceProfile: deviceProfile) }
}
