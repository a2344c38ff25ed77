import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// Posting to assistive technologies and the user's settings (K22, K23).
@MainActor
@Suite(.uikit) struct AccessibilityNotificationTests {
    init() { _ = freshUIKit() }

    @Test func test_K22_postsAreRecordedInOrderWithTheirArguments() {
        let label = UILabel()
        UIAccessibility.post(notification: .screenChanged, argument: label)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        UIAccessibility.post(notification: .pageScrolled, argument: "Page 2 of 5")
        let posts = postedAccessibilityNotifications()
        #expect(posts.map(\.notification) == [.screenChanged, .announcement, .layoutChanged, .pageScrolled])
        #expect(posts[0].argument as AnyObject? === label)
        #expect(posts[1].argument as? String == "Saved")
        #expect(posts[2].argument == nil)
        #expect(posts[3].argument as? String == "Page 2 of 5")
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
        #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
        clearPostedAccessibilityNotifications()
        #expect(postedAccessibilityNotifications().isEmpty)
    }

    @Test func test_K22_anAnnouncementFinishesInTheNextTurnOnlyWithVoiceOverRunning() {
        let finished = HeardLog()
        let observer = NotificationCenter.default.addObserver(forName: UIAccessibility.announcementDidFinishNotification, object: nil, queue: nil) { note in
            let text = note.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String ?? "?"
            let success = note.userInfo?[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? Bool ?? false
            MainActor.assumeIsolated { finished.items.append("\(text) \(success)") }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIAccessibility.post(notification: .announcement, argument: "Unheard")
        drainMainRunLoop()
        #expect(finished.items.isEmpty)
        setAccessibilitySettings(voiceOverRunning: true)
        UIAccessibility.post(notification: .announcement, argument: NSAttributedString(string: "Saved"))
        #expect(finished.items.isEmpty)
        drainMainRunLoop()
        #expect(finished.items == ["Saved true"])
    }

    @Test func test_K23_settingsAreOffByDefault() {
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(!UIAccessibility.isSwitchControlRunning)
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(!UIAccessibility.isBoldTextEnabled)
        #expect(!UIAccessibility.isDarkerSystemColorsEnabled)
        #expect(!UIAccessibility.isReduceTransparencyEnabled)
        #expect(!UIAccessibility.shouldDifferentiateWithoutColor)
        #expect(!UIAccessibility.isInvertColorsEnabled)
        #expect(!UIAccessibility.isGrayscaleEnabled)
        #expect(!UIAccessibility.buttonShapesEnabled)
        #expect(!UIAccessibility.prefersCrossFadeTransitions)
        #expect(!UIAccessibility.isVideoAutoplayEnabled)
    }

    @Test func test_K23_aChangedSettingPostsItsNotificationOnce() {
        let posted = HeardLog()
        let names = [UIAccessibility.voiceOverStatusDidChangeNotification, UIAccessibility.reduceMotionStatusDidChangeNotification,
                     UIAccessibility.boldTextStatusDidChangeNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let heard = note.name.rawValue
                MainActor.assumeIsolated { posted.items.append(heard) }
            }
        }
        defer { for observer in observers { NotificationCenter.default.removeObserver(observer) } }
        setAccessibilitySettings(voiceOverRunning: true, reduceMotion: true)
        #expect(UIAccessibility.isVoiceOverRunning && UIAccessibility.isReduceMotionEnabled)
        setAccessibilitySettings(voiceOverRunning: true, boldText: false)
        #expect(posted.items == ["UIAccessibilityVoiceOverStatusDidChangeNotification", "UIAccessibilityReduceMotionStatusDidChangeNotification"])
        setAccessibilitySettings(reduceMotion: false)
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(posted.items.count == 3)
    }
}

/// What observers heard, kept on the main actor.
@MainActor
final class HeardLog {
    var items: [String] = []
}
