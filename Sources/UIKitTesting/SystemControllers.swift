@_spi(Testing) import UIKit

/// The activity types a share sheet on screen offers, in its order (nil for an app activity
/// without a type).
@MainActor
public func offeredActivityTypes(in sheet: UIActivityViewController) -> [UIActivity.ActivityType?] {
    sheet._activityRows.map(\.type)
}

/// Taps the share sheet's row for `type`, which it must offer.
@MainActor
public func chooseActivity(_ type: UIActivity.ActivityType, in sheet: UIActivityViewController) {
    guard let row = sheet._activityRows.first(where: { $0.type == type }), row.view.window != nil else {
        preconditionFailure("chooseActivity(_:in:): \(sheet) offers no \(type.rawValue) on screen "
            + "(it offers \(sheet._activityRows.map { $0.type?.rawValue ?? $0.title }))")
    }
    tap(row.view)
}

/// Taps the share sheet's close button.
@MainActor
public func closeActivitySheet(_ sheet: UIActivityViewController) {
    guard let button = sheet._closeButtonView, button.window != nil else {
        preconditionFailure("closeActivitySheet(_:): \(sheet) is not on screen")
    }
    tap(button)
}

/// The user picks `image` in the photo picker on screen.
@MainActor
public func pickImage(_ image: UIImage, in picker: UIImagePickerController) {
    guard picker.viewIfLoaded?.window != nil else { preconditionFailure("pickImage(_:in:): \(picker) is not on screen") }
    picker._pick(image)
}

/// Taps the photo picker's Cancel button.
@MainActor
public func cancelImagePicker(_ picker: UIImagePickerController) {
    guard let cancel = picker.topViewController?.navigationItem.rightBarButtonItem else {
        preconditionFailure("cancelImagePicker(_:): \(picker) shows no Cancel button")
    }
    tap(cancel)
}

/// The user picks `urls` in the document picker on screen; each must be of a type the picker
/// opens, and only one unless it allows multiple selection.
@MainActor
public func pickDocuments(_ urls: [URL], in picker: UIDocumentPickerViewController) {
    guard picker.viewIfLoaded?.window != nil else { preconditionFailure("pickDocuments(_:in:): \(picker) is not on screen") }
    if urls.count > 1, !picker.allowsMultipleSelection {
        preconditionFailure("pickDocuments(_:in:): \(picker) does not allow multiple selection")
    }
    for url in urls where !picker._accepts(url) {
        preconditionFailure("pickDocuments(_:in:): \(url.lastPathComponent) is not one of \(picker.contentTypes.map(\.identifier))")
    }
    picker._pick(urls)
}

/// Taps the document picker's Cancel button.
@MainActor
public func cancelDocumentPicker(_ picker: UIDocumentPickerViewController) {
    guard let bar = picker.viewIfLoaded?.subviews.compactMap({ $0 as? UINavigationBar }).first,
          let cancel = bar.topItem?.leftBarButtonItem else {
        preconditionFailure("cancelDocumentPicker(_:): \(picker) shows no Cancel button")
    }
    tap(cancel)
}
