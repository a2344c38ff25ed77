import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct ItemProviderTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// A 1×1 PNG.
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==")!

    @Test func test_O1_representationsKeepTheirOrderAndConformByType() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { done in done(Self.png, nil); return nil }
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .ownProcess) { done in
            done(Data("caption".utf8), nil)
            return nil
        }
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { done in done(Data(), nil); return nil }
        provider.registerDataRepresentation(forTypeIdentifier: "com.example.custom", visibility: .all) { done in done(Data(), nil); return nil }
        #expect(provider.registeredTypeIdentifiers == ["public.png", "public.utf8-plain-text", "com.example.custom"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(provider.hasItemConformingToTypeIdentifier("public.data"))
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(provider.hasItemConformingToTypeIdentifier("com.example.custom"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.jpeg"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.url"))
        #expect(provider.canLoadObject(ofClass: UIImage.self))
        #expect(provider.canLoadObject(ofClass: String.self))
        #expect(!provider.canLoadObject(ofClass: URL.self))
        #expect(provider.suggestedName == nil)
        #expect(NSItemProviderRepresentationVisibility.ownProcess.rawValue == 3)
    }

    @Test func test_O2_O3_aStringLoadsInALaterTurn() {
        let provider = NSItemProvider(object: "Hello")
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        var results: [String] = []
        let progress = provider.loadObject(ofClass: String.self) { string, error in
            results.append("\(string ?? "nil") error=\(error == nil ? "nil" : "set")")
        }
        #expect(results.isEmpty)  // never during the call
        #expect(progress.totalUnitCount == 1 && progress.completedUnitCount == 0)
        drainMainRunLoop()
        #expect(results == ["Hello error=nil"])
        #expect(progress.completedUnitCount == 1)
    }

    @Test func test_O3_urlsAndImagesRoundTrip() {
        var loaded: [String] = []
        let web = NSItemProvider(object: URL(string: "https://example.com/a?b=1")!)
        let file = NSItemProvider(object: URL(fileURLWithPath: "/tmp/notes.txt"))
        #expect(web.registeredTypeIdentifiers == ["public.url"])
        #expect(file.registeredTypeIdentifiers == ["public.file-url"])
        #expect(file.canLoadObject(ofClass: URL.self) && !file.canLoadObject(ofClass: String.self))
        web.loadObject(ofClass: URL.self) { url, _ in loaded.append(url?.absoluteString ?? "nil") }
        file.loadObject(ofClass: URL.self) { url, _ in loaded.append(url?.path ?? "nil") }
        let image = UIImage(data: Self.png)!
        let picture = NSItemProvider(object: image)
        #expect(picture.registeredTypeIdentifiers == ["public.png"])
        picture.loadObject(ofClass: UIImage.self) { image, _ in loaded.append("image \(image.map { "\($0.size.width)x\($0.size.height)" } ?? "nil")") }
        drainMainRunLoop()
        #expect(loaded == ["https://example.com/a?b=1", "/tmp/notes.txt", "image 1.0x1.0"])
    }

    @Test func test_O2_aMissingRepresentationFailsWithFoundationsError() {
        let provider = NSItemProvider(object: "Hello")
        var errors: [String] = []
        provider.loadDataRepresentation(forTypeIdentifier: "public.png") { data, error in
            let error = error as NSError?
            errors.append("\(data == nil) \(error?.domain ?? "") \(error?.code ?? 0) \(error?.localizedDescription ?? "")")
        }
        provider.loadObject(ofClass: UIImage.self) { image, error in
            errors.append("\(image == nil) \((error as NSError?)?.code ?? 0)")
        }
        #expect(errors.isEmpty)
        drainMainRunLoop()
        #expect(errors == [
            "true NSItemProviderErrorDomain -1000 Cannot load representation of type public.png",
            "true -1000",
        ])
    }

    @Test func test_O2_anItemIsHandedBackAsGivenAndDataLoadsByConformance() {
        let provider = NSItemProvider(item: "Note" as NSString, typeIdentifier: "public.plain-text")
        var seen: [String] = []
        provider.loadItem(forTypeIdentifier: "public.plain-text", options: nil) { item, error in
            seen.append("item \((item as? NSString).map { String(describing: $0) } ?? "nil") \(error == nil)")
        }
        provider.loadDataRepresentation(forTypeIdentifier: "public.text") { data, _ in
            seen.append("data \(data.flatMap { String(data: $0, encoding: .utf8) } ?? "nil")")
        }
        provider.loadObject(ofClass: String.self) { string, _ in seen.append("string \(string ?? "nil")") }
        #expect(seen.isEmpty)
        drainMainRunLoop()
        #expect(seen == ["item Note true", "data Note", "string Note"])
    }

    @Test func test_O2_aHandlerThatAnswersLaterIsDeliveredOnceInTheTurnAfter() {
        let provider = NSItemProvider()
        var answer: (@Sendable (Data?, (any Error)?) -> Void)?
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { done in
            answer = done
            return nil
        }
        var seen: [String] = []
        provider.loadObject(ofClass: String.self) { string, _ in seen.append(string ?? "nil") }
        drainMainRunLoop()
        #expect(seen.isEmpty)
        answer?(Data("Late".utf8), nil)
        answer?(Data("Again".utf8), nil)
        #expect(seen.isEmpty)
        drainMainRunLoop()
        #expect(seen == ["Late"])
    }

    @Test func test_O5_aDropLoadsStringsFromTheSessionInALaterTurn() {
        let trace = Trace()
        let (_, window) = showTracedRoot(trace)
        let root = window.rootViewController!.view!
        let source = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        let target = UIView(frame: CGRect(x: 20, y: 500, width: 200, height: 200))
        root.addSubview(source)
        root.addSubview(target)
        let dragLog = DragLog(trace) {
            let picture = UIDragItem(itemProvider: NSItemProvider(object: UIImage(data: Self.png)!))
            return [textItem("Apple"), picture, textItem("Pear")]
        }
        dragLog.logsMoves = false
        dragLog.logsPreviews = false
        let interaction = UIDragInteraction(delegate: dragLog)
        interaction.isEnabled = true
        source.addInteraction(interaction)
        let dropLog = DropLog(trace, "B", operation: .copy)
        dropLog.logsUpdates = false
        dropLog.logsPreviews = false
        dropLog.onPerform = { session in
            session.loadObjects(ofClass: String.self) { strings in trace.add("loaded \(strings)") }
            trace.add("asked")
        }
        target.addInteraction(UIDropInteraction(delegate: dropLog))
        let finger = SimulatedTouch(at: CGPoint(x: 70, y: 150), in: window)
        clock.advance(by: 0.6)
        finger.move(to: CGPoint(x: 120, y: 600), steps: 3)
        finger.lift()
        #expect(trace.take() == ["drag.itemsForBeginning", "drag.sessionWillBegin", "B.canHandle", "B.enter",
                                 "B.perform", "asked", "drag.willEnd copy"])
        drainMainRunLoop()
        #expect(trace.take() == ["loaded [\"Apple\", \"Pear\"]", "drag.didEnd copy", "drag.didTransfer", "B.conclude", "B.end"])
    }
}

@MainActor
@Suite(.uikit) struct ItemProviderColorAndTextTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_O25_coloursAndAttributedStringsRoundTrip() {
        var loaded: [String] = []
        let colour = NSItemProvider(object: UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1))
        #expect(colour.registeredTypeIdentifiers == ["com.apple.uikit.color"])
        #expect(colour.canLoadObject(ofClass: UIColor.self) && !colour.canLoadObject(ofClass: String.self))
        colour.loadObject(ofClass: UIColor.self) { color, _ in
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            color?.getRed(&r, green: &g, blue: &b, alpha: &a)
            loaded.append("colour \(r) \(g) \(b) \(a)")
        }
        let text = NSAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        let attributed = NSItemProvider(object: text)
        #expect(attributed.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        // Plain text loads as either kind; attributes are not carried.
        #expect(attributed.canLoadObject(ofClass: String.self) && attributed.canLoadObject(ofClass: NSAttributedString.self))
        attributed.loadObject(ofClass: NSAttributedString.self) { string, _ in
            loaded.append("attributed \(string?.string ?? "nil") \(string?.attributes(at: 0, effectiveRange: nil).isEmpty ?? false)")
        }
        NSItemProvider(object: "plain").loadObject(ofClass: NSAttributedString.self) { string, _ in loaded.append("from plain \(string?.string ?? "nil")") }
        // Bytes that are not a colour: Foundation's error.
        let bad = NSItemProvider()
        bad.registerDataRepresentation(forTypeIdentifier: "com.apple.uikit.color", visibility: .all) { done in done(Data("x".utf8), nil); return nil }
        bad.loadObject(ofClass: UIColor.self) { color, error in loaded.append("bad \(color == nil) \((error as NSError?)?.code ?? 0)") }
        drainMainRunLoop()
        #expect(loaded == ["colour 0.25 0.5 0.75 1.0", "attributed Bold true", "from plain plain", "bad true -1100"])
    }
}
