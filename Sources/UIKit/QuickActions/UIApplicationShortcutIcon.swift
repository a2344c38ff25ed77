import Foundation

/// The icon of a Home Screen quick action: one of the system's icon types, an SF Symbol, or
/// a template image of the app's asset catalog. Immutable.
///
/// Differs from UIKit: `init(contact:)` is missing (there is no Contacts framework here).
public final class UIApplicationShortcutIcon: NSObject, NSCopying, @unchecked Sendable {
    /// The system's quick-action icons, with UIKit's raw values.
    public enum IconType: Int, Sendable {
        /// The compose (pencil) icon (`UIApplicationShortcutIconTypeCompose` in Info.plist).
        case compose
        /// The play icon (`UIApplicationShortcutIconTypePlay` in Info.plist).
        case play
        /// The pause icon (`UIApplicationShortcutIconTypePause` in Info.plist).
        case pause
        /// The add icon (`UIApplicationShortcutIconTypeAdd` in Info.plist).
        case add
        /// The location icon (`UIApplicationShortcutIconTypeLocation` in Info.plist).
        case location
        /// The search icon (`UIApplicationShortcutIconTypeSearch` in Info.plist).
        case search
        /// The share icon (`UIApplicationShortcutIconTypeShare` in Info.plist).
        case share
        /// The prohibited icon (`UIApplicationShortcutIconTypeProhibit` in Info.plist).
        case prohibit
        /// The contact icon (`UIApplicationShortcutIconTypeContact` in Info.plist).
        case contact
        /// The home icon (`UIApplicationShortcutIconTypeHome` in Info.plist).
        case home
        /// The marked-location icon (`UIApplicationShortcutIconTypeMarkLocation` in Info.plist).
        case markLocation
        /// The favourite (star) icon (`UIApplicationShortcutIconTypeFavorite` in Info.plist).
        case favorite
        /// The love (heart) icon (`UIApplicationShortcutIconTypeLove` in Info.plist).
        case love
        /// The cloud icon (`UIApplicationShortcutIconTypeCloud` in Info.plist).
        case cloud
        /// The invitation icon (`UIApplicationShortcutIconTypeInvitation` in Info.plist).
        case invitation
        /// The confirmation icon (`UIApplicationShortcutIconTypeConfirmation` in Info.plist).
        case confirmation
        /// The mail icon (`UIApplicationShortcutIconTypeMail` in Info.plist).
        case mail
        /// The message icon (`UIApplicationShortcutIconTypeMessage` in Info.plist).
        case message
        /// The date icon (`UIApplicationShortcutIconTypeDate` in Info.plist).
        case date
        /// The time icon (`UIApplicationShortcutIconTypeTime` in Info.plist).
        case time
        /// The photo-capture icon (`UIApplicationShortcutIconTypeCapturePhoto` in Info.plist).
        case capturePhoto
        /// The video-capture icon (`UIApplicationShortcutIconTypeCaptureVideo` in Info.plist).
        case captureVideo
        /// The task icon (`UIApplicationShortcutIconTypeTask` in Info.plist).
        case task
        /// The completed-task icon (`UIApplicationShortcutIconTypeTaskCompleted` in Info.plist).
        case taskCompleted
        /// The alarm icon (`UIApplicationShortcutIconTypeAlarm` in Info.plist).
        case alarm
        /// The bookmark icon (`UIApplicationShortcutIconTypeBookmark` in Info.plist).
        case bookmark
        /// The shuffle icon (`UIApplicationShortcutIconTypeShuffle` in Info.plist).
        case shuffle
        /// The audio icon (`UIApplicationShortcutIconTypeAudio` in Info.plist).
        case audio
        /// The update icon (`UIApplicationShortcutIconTypeUpdate` in Info.plist).
        case update

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
