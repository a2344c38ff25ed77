import Foundation

/// IV8: the height of iOS 17's software keyboard (the letters with the suggestion bar, and
/// the Home indicator's strip below on phones without a Home button), by device and
/// orientation, as the keyboard's end frame reports it.
@MainActor
enum SoftwareKeyboardMetrics {
    /// Portrait and landscape heights of the devices OpenUIKit describes.
    private static let heights: [String: (portrait: CGFloat, landscape: CGFloat)] = [
        "iPhone 14": (336, 209),
        "iPhone 15 Pro": (336, 209),
        "iPhone 15 Pro Max": (346, 219),
        "iPhone SE": (260, 200),
        "iPhone SE (1st generation)": (253, 193),
        "iPad Air": (320, 405),
    ]

    /// The keyboard's height on the main screen in the scene's orientation.
    static func height() -> CGFloat {
        height(for: UIScreen.main.deviceProfile, landscape: UIWindowScene._main.interfaceOrientation.isLandscape)
    }

    /// The keyboard's height on `profile`; a device not in the table gets its family's
    /// (phones with and without a Home button, pads).
    static func height(for profile: UIScreen.DeviceProfile, landscape: Bool) -> CGFloat {
        if let known = heights[profile.name] { return landscape ? known.landscape : known.portrait }
        if profile.idiom == .pad { return landscape ? 405 : 320 }
        let notched = profile.portraitHardwareInsets.bottom > 0
        return landscape ? (notched ? 209 : 200) : (notched ? 336 : 260)
    }
}
