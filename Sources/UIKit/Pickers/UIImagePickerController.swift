import Foundation

/// The system's photo picker: a navigation controller showing the library, titled "Photos",
/// with a Cancel button; the delegate hears the photo the user picks or the cancel (P19).
///
/// Pictures come from the test (there is no photo library on Linux): `pickImage(_:in:)` picks
/// one, `cancelImagePicker(_:)` taps Cancel. As in UIKit, a delegate that does not implement
/// a method leaves the picker to dismiss itself. Only the photo library and saved photos are
/// available; setting ``sourceType`` to `.camera` raises UIKit's exception, as on the
/// simulator. Differences from UIKit: `delegate` is the navigation controller's delegate
/// property (Swift cannot narrow its type); the picker finds the
/// ``UIImagePickerControllerDelegate`` methods on it. No editing interface: with
/// ``allowsEditing`` the edited image is the original, its crop rect the whole picture.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Where pictures come from, with UIKit's raw values.
    public enum SourceType: Int, Sendable {
        /// The photo library (the default).
        case photoLibrary = 0
        /// The camera; not available here (setting it raises UIKit's exception, as on the simulator).
        case camera = 1
        /// The saved photos album; available here, as the library is.
        case savedPhotosAlbum = 2
    }

    /// The keys of the dictionary a pick delivers, with UIKit's strings.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The picked item's type identifier (`"public.image"`).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The picked picture as a `UIImage`.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// With `allowsEditing`: the edited picture (here the original, as there is no editor).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// With `allowsEditing`: the crop as an `NSValue` rect (here the whole picture).
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The file URL of a picked movie; a pick here never includes it.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The file URL of the picked image; a pick here never includes it.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// The metadata of a photo just taken; a pick here never includes it.
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// The picked Live Photo; a pick here never includes it.
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        /// The Photos asset picked; a pick here never includes it.
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        /// The old asset-library URL of the item; a pick here never includes it.
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
    }

    /// Whether the device has `sourceType`: the library and saved photos, not a camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    /// The media types `sourceType` offers: images (`public.image`) where it is available.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }

    /// Where pictures come from. Default `.photoLibrary`; an unavailable one raises.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            if !Self.isSourceTypeAvailable(sourceType) {
                UIKitDiagnostics.raise(.imagePickerSourceUnavailable(sourceType.rawValue))
            }
        }
    }
    /// The media types offered. Default `["public.image"]`.
    open var mediaTypes: [String] = ["public.image"]
    /// Whether the user may crop the picked picture. Default false.
    open var allowsEditing = false

    private let album = ImagePickerAlbumController()

    /// Creates a photo picker.
    public init() {
        super.init(rootViewController: album)
        album.picker = self
    }

    /// Photo pickers are not made from archives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private var pickerDelegate: (any UIImagePickerControllerDelegate)? { delegate as? any UIImagePickerControllerDelegate }

    /// The user picked `image`: the delegate gets the info (its default dismisses the picker).
    @_spi(Testing) public func _pick(_ image: UIImage) {
        var info: [InfoKey: Any] = [.originalImage: image, .mediaType: "public.image"]
        if allowsEditing {
            info[.editedImage] = image
            info[.cropRect] = NSValue(cgRect: CGRect(origin: .zero, size: image.size))
        }
        if let pickerDelegate {
            pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            dismiss(animated: true)
        }
    }

    /// Cancel: the delegate hears it (its default dismisses the picker).
    func _cancel() {
        if let pickerDelegate { pickerDelegate.imagePickerControllerDidCancel(self) } else { dismiss(animated: true) }
    }
}

/// The delegate of a photo picker. Every method has a default that dismisses the picker, as
/// UIKit does when the delegate does not implement it.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user picked a picture. Dismiss the picker here.
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user tapped Cancel. Dismiss the picker here.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Default: the picker is dismissed.
    public func imagePickerController(_ picker: UIImagePickerController,
                                      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
    }
    /// Default: the picker is dismissed.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

/// The picker's library screen: "Photos" and a Cancel button.
@preconcurrency @MainActor
final class ImagePickerAlbumController: UIViewController {
    @Unretained var picker: UIImagePickerController?  // PL11

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Photos"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.picker?._cancel() })
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
