import Foundation
import UniformTypeIdentifiers

/// The error domain of ``NSItemProvider``'s loading errors.
public let NSItemProviderErrorDomain = "NSItemProviderErrorDomain"

/// Who may see a representation registered with an ``NSItemProvider``, with Foundation's raw
/// values. OpenUIKit has one process, so every visibility is visible to it.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all = 0
    /// Processes of the same team (macOS).
    case team = 1
    /// Processes of the same app group.
    case group = 2
    /// Only the process that registered it.
    case ownProcess = 3
}

/// Carries data between the drag source and the drop target (and the pasteboard): a list of
/// representations, each a type identifier (`public.png`) and a way to load its bytes, in the
/// order registered, highest fidelity first (O1).
///
/// Loading is asynchronous, as on iOS: `loadObject(ofClass:completionHandler:)`,
/// `loadDataRepresentation(forTypeIdentifier:completionHandler:)` and
/// `loadItem(forTypeIdentifier:options:completionHandler:)` return at once and call their
/// completion handler later. Difference from iOS: the handler runs on the main actor in a
/// later turn of the UIKit scheduler (iOS calls it on a background queue), never during the
/// call (O2), so tests drain the run loop to see it. Swift's `String` and `URL` and UIKit's
/// `UIImage` adopt ``NSItemProviderReading`` and ``NSItemProviderWriting`` directly (iOS
/// bridges `String` and `URL` through `NSString` and `NSURL`).
open class NSItemProvider: NSObject {
    /// The signature of `loadItem(forTypeIdentifier:options:completionHandler:)`'s handler.
    public typealias CompletionHandler = @MainActor ((any NSSecureCoding)?, (any Error)?) -> Void
    /// Produces a representation's bytes: it is given the function to call with them.
    public typealias DataLoadHandler = @MainActor (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?

    /// One registered representation.
    private struct Representation {
        var typeIdentifier: String
        var visibility: NSItemProviderRepresentationVisibility
        var load: DataLoadHandler
        /// The item given to `init(item:typeIdentifier:)`, which `loadItem` hands back as is.
        var item: (any NSSecureCoding)?
    }

    private var representations: [Representation] = []

    /// A name for the data, used as a file name when it is saved (nil by default).
    open var suggestedName: String?

    /// An empty provider; register representations on it.
    public override init() { super.init() }

    /// A provider of `object`'s representations (its `writableTypeIdentifiersForItemProvider`,
    /// in that order).
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of `item` as `typeIdentifier`: `NSData` is its own bytes, `NSString` its
    /// UTF-8 bytes, `NSURL` its absolute string's. Nil item or type: an empty provider.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        let data = Self.bytes(of: item)
        representations.append(Representation(typeIdentifier: typeIdentifier, visibility: .all, load: { completion in
            completion(data, nil)
            return nil
        }, item: item))
    }

    /// A provider of the file at `fileURL`, typed by its extension; nil when the file cannot be read.
    public convenience init?(contentsOf fileURL: URL) {
        guard let data = FileManager.default.contents(atPath: fileURL.path) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? UTType.data.identifier
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
    }

    private static func bytes(of item: any NSSecureCoding) -> Data? {
        switch item {
        case let data as NSData: return Data(referencing: data)
        case let string as NSString: return String(describing: string).data(using: .utf8)
        case let url as NSURL: return url.absoluteString.data(using: .utf8)
        default: return nil
        }
    }

    // MARK: Registering

    /// Adds a representation as `typeIdentifier`; `loadHandler` runs on the main actor when it
    /// is loaded and calls its argument with the bytes (or an error), at once or later. A
    /// type already registered keeps its first registration (O1).
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping DataLoadHandler) {
        guard !representations.contains(where: { $0.typeIdentifier == typeIdentifier }) else { return }
        representations.append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: loadHandler, item: nil))
    }

    /// Adds `object`'s representations, one per writable type identifier, in its order.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        // The object is only read on the main actor, when a representation loads.
        let box = UncheckedBox(object)
        for type in object.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                box.value.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            }
        }
    }

    // MARK: Asking

    /// The registered type identifiers, highest fidelity (first registered) first.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// Whether a registered representation is `typeIdentifier` or conforms to it
    /// (`public.png` conforms to `public.image`, O1).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: [typeIdentifier]) != nil
    }

    /// Whether an object of `aClass` can be made from a registered representation: one that
    /// conforms to a type the class reads (O1).
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        representation(conformingTo: aClass.readableTypeIdentifiersForItemProvider) != nil
    }

    /// The first representation (highest fidelity) conforming to one of `types`.
    private func representation(conformingTo types: [String]) -> Representation? {
        representations.first { registered in
            types.contains { Self.type(registered.typeIdentifier, conformsTo: $0) }
        }
    }

    /// `type` conforms to `other`: the same identifier, or a known type below it.
    static func type(_ type: String, conformsTo other: String) -> Bool {
        if type == other { return true }
        guard let known = UTType(type), let target = UTType(other) else { return false }
        return known.conforms(to: target)
    }

    // MARK: Loading (the handlers run in a later turn, O2)

    /// Loads an object of `aClass` from the first representation it can read, and calls
    /// `completionHandler` with it (or nil and an error) in a later turn of the scheduler.
    @discardableResult @MainActor
    @preconcurrency open func loadObject<T: NSItemProviderReading>(ofClass aClass: T.Type,
                                                   completionHandler: @escaping @MainActor (T?, (any Error)?) -> Void) -> Progress {
        let readable = aClass.readableTypeIdentifiersForItemProvider
        guard let found = representation(conformingTo: readable) else {
            return fail(Self.unavailableError(readable.first ?? ""), with: { completionHandler(nil, $0) })
        }
        return load(found) { data, error in
            guard let data else { completionHandler(nil, error ?? Self.unavailableError(found.typeIdentifier)); return }
            do {
                let readType = readable.first { Self.type(found.typeIdentifier, conformsTo: $0) } ?? found.typeIdentifier
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: readType), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Loads the bytes of the representation that is `typeIdentifier` or conforms to it, and
    /// calls `completionHandler` with them (or nil and an error) in a later turn.
    @discardableResult @MainActor
    @preconcurrency open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @MainActor (Data?, (any Error)?) -> Void) -> Progress {
        guard let found = representation(conformingTo: [typeIdentifier]) else {
            return fail(Self.unavailableError(typeIdentifier), with: { completionHandler(nil, $0) })
        }
        return load(found) { data, error in
            completionHandler(data, data == nil ? (error ?? Self.unavailableError(typeIdentifier)) : nil)
        }
    }

    /// Loads the representation that is `typeIdentifier` or conforms to it, and calls
    /// `completionHandler` in a later turn with the item given to `init(item:typeIdentifier:)`,
    /// or the bytes as `NSData` for other representations. `options` are ignored.
    @preconcurrency @MainActor
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: CompletionHandler? = nil) {
        guard let found = representation(conformingTo: [typeIdentifier]) else {
            _ = fail(Self.unavailableError(typeIdentifier), with: { completionHandler?(nil, $0) })
            return
        }
        if let item = found.item {
            let box = UncheckedBox(item)
            UIKitScheduler.handOver { completionHandler?(box.value, nil) }
            return
        }
        _ = load(found) { data, error in
            completionHandler?(data.map { NSData(data: $0) }, data == nil ? (error ?? Self.unavailableError(typeIdentifier)) : nil)
        }
    }

    /// Runs a representation's load handler; its result reaches `deliver` in a later turn.
    @MainActor
    @preconcurrency private func load(_ representation: Representation, deliver: @escaping @MainActor (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let progressBox = UncheckedBox(progress)
        let delivery = UncheckedBox(deliver)
        let once = DeliveredOnce()
        _ = representation.load { data, error in
            guard once.claim() else { return }
            UIKitScheduler.handOver {
                progressBox.value.completedUnitCount = 1
                delivery.value(data, error)
            }
        }
        return progress
    }

    @MainActor
    @preconcurrency private func fail(_ error: NSError, with deliver: @escaping @MainActor (NSError) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        UIKitScheduler.shared.enqueue(.completions) { deliver(error) }
        return progress
    }

    /// Foundation's "item unavailable" error (code -1000) for `typeIdentifier`.
    static func unavailableError(_ typeIdentifier: String) -> NSError {
        NSError(domain: NSItemProviderErrorDomain, code: -1000,
                userInfo: [NSLocalizedDescriptionKey: "Cannot load representation of type \(typeIdentifier)"])
    }
}

/// Lets a value cross into work handed over to the main actor; only the main actor reads it.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A load handler may call its completion more than once: only the first call is delivered.
private final class DeliveredOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var delivered = false

    func claim() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if delivered { return false }
        delivered = true
        return true
    }
}
