import Foundation

/// Classic state preservation and restoration for apps without scenes (Z5, Z8): the
/// interface is saved when the app has entered the background and restored by the next
/// launch, between `application(_:willFinishLaunchingWithOptions:)` and
/// `application(_:didFinishLaunchingWithOptions:)`. Scene-based apps restore through their
/// sessions' `NSUserActivity` instead (E9).
extension UIApplication {
    /// The archive's name in ``SavedStateFolder`` (UIKit's).
    static let stateRestorationFileName = "data.data"

    /// Where the saved interface is kept: `Library/Saved Application State/<app>.savedState/data.data`
    /// in ``dataContainerURL``.
    static var _stateRestorationFileURL: URL { SavedStateFolder.fileURL(stateRestorationFileName) }

    /// UIKit's keys of the app-level coder: bundle version, idiom, time and system version.
    private var _restorationInfo: [String: Any] {
        var values: [String: Any] = [
            Self.stateRestorationUserInterfaceIdiomKey: UIDevice.current.userInterfaceIdiom.rawValue,
            Self.stateRestorationTimestampKey: Date(),
            Self.stateRestorationSystemVersionKey: UIDevice.current.systemVersion,
        ]
        if let version = _info["CFBundleVersion"] as? String { values[Self.stateRestorationBundleVersionKey] = version }
        return values
    }

    /// Z11: the secure answer, else the deprecated one, which UIKit accepts with a warning.
    private static func _allows(secure: Bool, deprecated: () -> Bool, verb: String) -> Bool {
        if secure { return true }
        guard deprecated() else { return false }
        UIKitDiagnostics.warn(.deprecatedStateRestorationMethod(verb))
        return true
    }

    /// Z8: saves the visible windows' controllers when the delegate allows it (after
    /// `application(_:willEncodeRestorableStateWith:)`), written atomically.
    func _preserveApplicationStateIfAllowed() {
        guard let delegate else { return }
        let coder = StateRestorationCoder(values: _restorationInfo, owner: "the app delegate", references: nil)
        guard Self._allows(secure: delegate.application(self, shouldSaveSecureApplicationState: coder),
                           deprecated: { delegate.application(self, shouldSaveApplicationState: coder) }, verb: "Save") else { return }
        delegate.application(self, willEncodeRestorableStateWith: coder)
        let archive = StatePreserver().archive(of: windows.filter { !$0.isHidden }, application: coder.values)
        do {
            try SavedStateFolder.write(archive.propertyList, to: Self.stateRestorationFileName)
        } catch {
            UIKitDiagnostics.warn(.restorationArchiveNotSaved(file: Self._stateRestorationFileURL.path, reason: "\(error)"))
        }
    }

    /// Z5: restores the saved interface when there is one and the delegate allows it. An
    /// archive that cannot be read is reported and removed, and the launch goes on fresh (Z8).
    func _restoreApplicationStateIfAllowed() {
        let archive: StateRestorationArchive
        do {
            guard let propertyList = try SavedStateFolder.read(Self.stateRestorationFileName) else { return }
            archive = try StateRestorationArchive(propertyList: propertyList)
        } catch {
            UIKitDiagnostics.warn(.restorationArchiveUnreadable(file: Self._stateRestorationFileURL.path, reason: "\(error)"))
            SavedStateFolder.remove(Self.stateRestorationFileName)
            return
        }
        guard let delegate else { return }
        let coder = StateRestorationCoder(values: archive.application, owner: "the app delegate", references: nil)
        guard Self._allows(secure: delegate.application(self, shouldRestoreSecureApplicationState: coder),
                           deprecated: { delegate.application(self, shouldRestoreApplicationState: coder) }, verb: "Restore") else { return }
        StateRestorer(archive: archive).restore(self, applicationCoder: coder)
    }
}
