import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting
import UniformTypeIdentifiers

@MainActor
final class PickerObserver: UINavigationControllerDelegate, UIImagePickerControllerDelegate, UIDocumentPickerDelegate {
    let trace: Trace
    var dismissesPicker = true
    init(_ trace: Trace) { self.trace = trace }
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        let image = info[.originalImage] as? UIImage
        trace.add("picked \(Int(image?.size.width ?? 0)) \(info[.mediaType] as? String ?? "") edited=\(info[.editedImage] != nil) presented=\(picker.presentingViewController != nil)")
        if dismissesPicker { picker.dismiss(animated: true) }
    }
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        trace.add("documents \(urls.map(\.lastPathComponent)) presented=\(controller.presentingViewController != nil)")
    }
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        trace.add("documents cancelled presented=\(controller.presentingViewController != nil)")
    }
}

/// A delegate that implements nothing of the picker's protocol.
@MainActor
final class SilentPickerDelegate: UINavigationControllerDelegate, UIImagePickerControllerDelegate {}

@MainActor
@Suite(.uikit) struct PickerTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func image() -> UIImage {
        UIImage(size: CGSize(width: 40, height: 30))
    }

    @Test func test_P19_aPickedImageReachesTheDelegateWhichDismissesThePicker() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let picker = UIImagePickerController()
        let observer = PickerObserver(trace)
        picker.delegate = observer
        picker.allowsEditing = true
        #expect(picker.sourceType == .photoLibrary && picker.mediaTypes == ["public.image"])
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary) && !UIImagePickerController.isSourceTypeAvailable(.camera))
        a.present(picker, animated: true)
        clock.advance(by: 0.6)
        #expect(picker.topViewController?.title == "Photos")
        pickImage(image(), in: picker)
        clock.advance(by: 0.6)
        #expect(trace.take() == ["picked 40 public.image edited=true presented=true"])
        #expect(a.presentedViewController == nil)
    }

    @Test func test_P19_aDelegateThatDoesNotImplementThePickerLeavesItToDismissItself() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let picker = UIImagePickerController()
        let silent = SilentPickerDelegate()
        picker.delegate = silent
        a.present(picker, animated: true)
        clock.advance(by: 0.6)
        cancelImagePicker(picker)
        clock.advance(by: 0.6)
        #expect(a.presentedViewController == nil)
        let picking = UIImagePickerController()
        picking.delegate = silent
        a.present(picking, animated: true)
        clock.advance(by: 0.6)
        pickImage(image(), in: picking)
        clock.advance(by: 0.6)
        #expect(a.presentedViewController == nil)

        let observer = PickerObserver(trace)
        observer.dismissesPicker = false
        let second = UIImagePickerController()
        second.delegate = observer
        a.present(second, animated: true)
        clock.advance(by: 0.6)
        pickImage(image(), in: second)
        clock.advance(by: 0.6)
        #expect(trace.take() == ["picked 40 public.image edited=false presented=true"])
        #expect(a.presentedViewController === second)  // the delegate implemented it and kept it
    }

    @Test func test_P19_theCameraIsNotAvailableAndAskingForItRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let picker = UIImagePickerController()
                picker.sourceType = .camera
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Source type 1 not available"))
    }

    @Test func test_P19_aDocumentPickerIsDismissedThenTellsItsDelegate() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .image])
        let observer = PickerObserver(trace)
        picker.delegate = observer
        #expect(picker.modalPresentationStyle == .formSheet && !picker.allowsMultipleSelection)
        a.present(picker, animated: true)
        clock.advance(by: 0.6)
        #expect(picker._accepts(URL(fileURLWithPath: "/tmp/scan.pdf")) && picker._accepts(URL(fileURLWithPath: "/tmp/a.png")))
        #expect(!picker._accepts(URL(fileURLWithPath: "/tmp/notes.txt")))
        pickDocuments([URL(fileURLWithPath: "/tmp/scan.pdf")], in: picker)
        #expect(trace.lines.isEmpty)
        clock.advance(by: 0.6)
        #expect(trace.take() == ["documents [\"scan.pdf\"] presented=false"])

        let second = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText])
        second.delegate = observer
        a.present(second, animated: true)
        clock.advance(by: 0.6)
        cancelDocumentPicker(second)
        clock.advance(by: 0.6)
        #expect(trace.take() == ["documents cancelled presented=false"])
    }

    @Test func test_P19_uniformTypesConformAsApplesDo() {
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(!UTType.png.conforms(to: .text) && UTType.json.conforms(to: .text))
        #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType("public.plain-text") == .plainText && UTType("com.example.unknown") == nil)
        let custom = UTType(exportedAs: "com.example.note")
        #expect(custom.conforms(to: .data) && !custom.conforms(to: .text))
    }
}
