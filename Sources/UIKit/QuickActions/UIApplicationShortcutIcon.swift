import Foundation

/// The icon of a Home Screen quick action: one of the system's icon types, an SF Symbol, or
/// a template image of the app's asset catalog. Immutable.
///
/// Differs from UIKit: `init(contact:)` is missing (there is no Contacts framework here).
public final class UIApplicationShortcutIcon: NSObject, NSCopying, @unchecked Sendable {
    /// The system's quick-action icons, with UIKit's raw values.
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation,
             favorite, love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto,
             captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update

        /// Every type, in raw-value order.
        static let all: [IconType] = (0...28).compactMap(IconType.init(rawValue:))

        /// The name Info.plist uses for the type (`UIApplicationShortcutIconTypeCompose`).
        var infoPlistName: String {
            let name = String(describing: self)
            return "UIApplicationShortcutIconType" + name.prefix(1).uppercased() + name.dropFirst()
        }

        /// The type Info.plist's `UIApplicationShortcutItemIconType` names, if any.
        init?(infoPlistName: String) {
            guard let type = Self.all.first(where: { $0.infoPlistName == infoPlistName }) else { return nil }
            self = type
        }
    }

    /// Where the icon's picture comes from.
    enum Source: Hashable {
        case type(IconType)
        case systemImage(String)
        case templateImage(String)
    }

    let source: Source

    init(source: Source) {
        self.source = source
        super.init()
    }

    /// An icon of the system's `type`.
    public convenience init(type: IconType) { self.init(source: .type(type)) }

    /// An icon drawn from the SF Symbol `systemImageName`.
    public convenience init(systemImageName: String) { self.init(source: .systemImage(systemImageName)) }

    /// An icon drawn from the app's template image `templateImageName` (its asset catalog).
    public convenience init(templateImageName: String) { self.init(source: .templateImage(templateImageName)) }

    /// Icons are equal when they show the same picture.
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UIApplicationShortcutIcon)?.source == source
    }

    /// A hash that agrees with ``isEqual(_:)``.
    public override var hash: Int { source.hashValue }

    /// The icon itself: icons are immutable.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
