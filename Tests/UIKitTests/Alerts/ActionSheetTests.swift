import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct ActionSheetTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func sheet(_ trace: Trace, cancel: Bool = true) -> UIAlertController {
        let sheet = UIAlertController(title: "Photo", message: "Choose a source", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Camera", style: .default) { _ in trace.add("Camera") })
        sheet.addAction(UIAlertAction(title: "Library", style: .default) { _ in trace.add("Library") })
        if cancel { sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in trace.add("Cancel") }) }
        return sheet
    }

    @Test func test_P14_onAPhoneTheSheetSlidesUpFromTheBottomWithCancelApart() {
        let trace = Trace()
        let (a, window) = showTracedRoot(trace)
        let sheet = sheet(trace)
        #expect(sheet.modalPresentationStyle == .custom && sheet.popoverPresentationController == nil)
        a.present(sheet, animated: true)
        clock.advance(by: 0.2)
        let midway = sheet.view.layer.presentation()!.frame
        clock.advance(by: 0.3)
        let frame = sheet.view.frame
        #expect(midway.minY > frame.minY)  // it came up from below
        #expect(frame.width == 390 - 16 && frame.minX == 8)
        #expect(frame.maxY == 844 - window.safeAreaInsets.bottom)
        let cancel = sheet._buttonView(for: sheet.actions[2])!, library = sheet._buttonView(for: sheet.actions[1])!
        let cancelFrame = cancel.convert(cancel.bounds, to: sheet.view), libraryFrame = library.convert(library.bounds, to: sheet.view)
        #expect(cancelFrame.maxY == frame.height && cancelFrame.height == 57)
        #expect(cancelFrame.minY - libraryFrame.maxY == 8)  // the cancel button sits apart
        #expect(trace.take().isEmpty)  // the presenter saw nothing
    }

    @Test func test_P14_onAPhoneATapOutsideChoosesTheCancelAction() {
        let trace = Trace()
        let (a, window) = showTracedRoot(trace)
        let sheet = sheet(trace)
        a.present(sheet, animated: false)
        drainMainRunLoop()
        tap(at: CGPoint(x: 195, y: 120), in: window)
        clock.advance(by: 0.5)
        #expect(trace.take() == ["Cancel"])
        #expect(a.presentedViewController == nil)
    }

    @Test func test_P14_onAPhoneASheetWithoutCancelIgnoresATapOutside() {
        let trace = Trace()
        let (a, window) = showTracedRoot(trace)
        let sheet = sheet(trace, cancel: false)
        a.present(sheet, animated: false)
        drainMainRunLoop()
        tap(at: CGPoint(x: 195, y: 120), in: window)
        clock.advance(by: 0.5)
        #expect(trace.take().isEmpty && a.presentedViewController === sheet)
        tapAlertAction("Library", in: sheet)
        clock.advance(by: 0.5)
        #expect(trace.take() == ["Library"] && a.presentedViewController == nil)
    }

    @Test func test_P14_onAPadTheSheetIsAPopoverWithoutItsCancelButton() {
        UIScreen.main.setDeviceProfile(.iPadAir)
        let trace = Trace()
        let (a, window) = showTracedRoot(trace)
        let button = UIView(frame: CGRect(x: 100, y: 200, width: 44, height: 44))
        a.view.addSubview(button)
        let sheet = sheet(trace)
        #expect(sheet.modalPresentationStyle == .popover)
        sheet.popoverPresentationController?.sourceView = button
        a.present(sheet, animated: true)
        clock.advance(by: 0.5)
        let popover = sheet.popoverPresentationController!
        #expect(popover.presentationStyle == .popover && popover.arrowDirection == .up)
        #expect(sheet.view.frame.width == 304 && sheet.view.frame.minY == 244 + 13)
        #expect(sheet._buttonView(for: sheet.actions[2]) == nil)  // no cancel button in a popover
        #expect(sheet.view.frame.height == 57 * 2 + sheet._buttonView(for: sheet.actions[0])!.frame.minY)
        tap(at: CGPoint(x: 700, y: 1000), in: window)  // outside: as the cancel action
        clock.advance(by: 0.5)
        #expect(trace.take() == ["Cancel"])
        #expect(a.presentedViewController == nil)
    }

    @Test func test_P14_onAPadAPopoverWithoutCancelIsDismissedWithoutAHandler() {
        UIScreen.main.setDeviceProfile(.iPadAir)
        let trace = Trace()
        let (a, window) = showTracedRoot(trace)
        let sheet = sheet(trace, cancel: false)
        sheet.popoverPresentationController?.sourceView = a.view
        sheet.popoverPresentationController?.sourceRect = CGRect(x: 400, y: 100, width: 20, height: 20)
        a.present(sheet, animated: false)
        drainMainRunLoop()
        tap(at: CGPoint(x: 700, y: 1000), in: window)
        clock.advance(by: 0.5)
        #expect(trace.take().isEmpty && a.presentedViewController == nil)
    }

    @Test func test_P14_onAPadASheetWithoutASourceRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIScreen.main.setDeviceProfile(.iPadAir)
                let root = UIViewController()
                let window = UIWindow(); window.rootViewController = root; window.makeKeyAndVisible()
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
                root.present(sheet, animated: true)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Your application has presented a UIAlertController (<UIAlertController: 0x"))
        #expect(stderr.contains(") of style UIAlertControllerStyleActionSheet from UIViewController (<UIViewController: 0x"))
        #expect(stderr.contains("You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."))
    }

    @Test func test_P14_theSourceMayBeGivenInPrepareForPopoverPresentation() {
        UIScreen.main.setDeviceProfile(.iPadAir)
        final class Delegate: UIPopoverPresentationControllerDelegate {
            let source: UIView
            init(source: UIView) { self.source = source }
            func prepareForPopoverPresentation(_ popover: UIPopoverPresentationController) { popover.sourceView = source }
        }
        let (a, _) = showTracedRoot(Trace())
        let sheet = sheet(Trace())
        let delegate = Delegate(source: a.view)
        sheet.popoverPresentationController?.delegate = delegate
        a.present(sheet, animated: false)
        drainMainRunLoop()
        #expect(a.presentedViewController === sheet && sheet.view.window != nil)
        #expect(sheet.popoverPresentationController?.sourceView === a.view)
    }
}
