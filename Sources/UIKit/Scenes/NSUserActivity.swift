import Foundation

/// What the user was doing, captured so it can be continued or restored: the scene-based
/// way to save a screen's state (E9), also used for Handoff and Spotlight.
///
/// Foundation's class on Apple platforms; Linux's Foundation lacks it, so OpenUIKit
/// provides the part UIKit code uses. Activities saved with a scene session keep their
/// ``activityType``, ``title``, ``userInfo`` (property-list values, as iOS requires),
/// ``requiredUserInfoKeys``, ``targetContentIdentifier``, ``persistentIdentifier``,
/// ``webpageURL`` and eligibility flags. Handoff, search indexing and continuation streams
/// do nothing here.
open class NSUserActivity: NSObject {
    /// The kind of activity, a reverse-DNS string the app declares (`NSUserActivityTypes`).
    public let activityType: String
    /// A title for the user.
    open var title: String?
    /// The activity's state: property-list values.
    open var userInfo: [AnyHashable: Any]?
    /// The `userInfo` keys needed to continue the activity.
    open var requiredUserInfoKeys: Set<String>?
    /// Whether the activity's state should be updated (`updateUserActivityState(_:)` is asked
    /// before it is saved).
    open var needsSave = false
    /// A web page to continue the activity in.
    open var webpageURL: URL?
    /// Where the activity came from.
    open var referrerURL: URL?
    /// When the activity stops being useful.
    open var expirationDate: Date?
    /// Words for search.
    open var keywords: Set<String> = []
    /// The identifier of the content, to route the activity to the scene showing it.
    open var targetContentIdentifier: String?
    /// An identifier the app chooses, to delete the activity later.
    open var persistentIdentifier: String?
    /// Whether Handoff may continue it on another device. Default true.
    open var isEligibleForHandoff = true
    /// Whether it is indexed for Spotlight. Default false.
    open var isEligibleForSearch = false
    /// Whether it may be indexed publicly. Default false.
    open var isEligibleForPublicIndexing = false
    /// Whether Siri may suggest it. Default false.
    open var isEligibleForPrediction = false
    /// Whether the activity is the current one.
    public private(set) var isCurrent = false
    /// Whether ``invalidate()`` was called.
    public private(set) var isInvalidated = false

    /// Creates an activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds entries to ``userInfo``, replacing those with the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (key, value) in otherDictionary { info[key] = value }
        userInfo = info
    }

    /// Makes it the current activity of the device.
    open func becomeCurrent() {
        guard !isInvalidated else { return }
        isCurrent = true
    }

    /// Stops it being the current activity.
    open func resignCurrent() { isCurrent = false }

    /// Ends the activity; it cannot become current again.
    open func invalidate() {
        isCurrent = false
        isInvalidated = true
    }
}
