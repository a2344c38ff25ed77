import Foundation

/// The sizes, fonts and colours of iOS 17's alerts and action sheets (iPhone and iPad), as
/// measured on screenshots; every alert picture and layout reads them from here.
enum AlertMetrics {
    static let alertWidth: CGFloat = 270
    /// The space kept above and below an alert in the safe area.
    static let alertMargin: CGFloat = 20
    static let alertCornerRadius: CGFloat = 14
    static let alertButtonHeight: CGFloat = 44
    static let alertHeaderInsets = UIEdgeInsets(top: 19, left: 16, bottom: 19, right: 16)
    static let alertTitleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let alertMessageFont = UIFont.systemFont(ofSize: 13)
    static let alertButtonFont = UIFont.systemFont(ofSize: 17)
    static let alertBoldButtonFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    /// Two buttons side by side need each title to fit in half the width, less this padding.
    static let sideBySidePadding: CGFloat = 8
    static let textFieldHeight: CGFloat = 30
    static let textFieldSpacing: CGFloat = 12
    static let textFieldTextInset: CGFloat = 5

    /// The space around an action sheet (its sides, its bottom without a safe area, and
    /// between its group of actions and the cancel button).
    static let sheetMargin: CGFloat = 8
    static let sheetCornerRadius: CGFloat = 13
    static let sheetButtonHeight: CGFloat = 57
    static let sheetHeaderInsets = UIEdgeInsets(top: 14, left: 16, bottom: 14, right: 16)
    static let sheetTitleFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
    static let sheetMessageFont = UIFont.systemFont(ofSize: 13)
    static let sheetButtonFont = UIFont.systemFont(ofSize: 20)
    static let sheetBoldButtonFont = UIFont.systemFont(ofSize: 20, weight: .semibold)
    /// The width of an action sheet shown in a popover on a pad.
    static let popoverWidth: CGFloat = 304

    static let titleMessageSpacing: CGFloat = 2

    /// The alert's and the sheet's material (UIKit blurs what is behind; this is its average).
    static let materialColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 0.96)
            : UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 0.96)
    }
    /// The separate cancel button of a phone action sheet.
    static let cancelGroupColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 1) : .white
    }
    /// A pressed button.
    static let highlightColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.1) : UIColor(white: 0, alpha: 0.08)
    }
    static let separatorColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.2)
    }
    static let textFieldBorderColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.2) : UIColor(white: 0, alpha: 0.25)
    }
    static let textFieldBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1) : .white
    }

    /// A hairline on the main screen.
    @MainActor static var hairline: CGFloat { 1 / max(UIScreen.main.scale, 1) }
}
