import Foundation

/// A placeholder in a menu whose elements are provided when the menu opens (H2): UIKit
/// shows a loading row, calls the provider, and puts the elements in its place when the
/// provider's completion is called (at once or later). A cached element asks once and keeps
/// the elements; an uncached one (iOS 15) asks every time the menu opens.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// The provider: call the completion with the elements, now or later.
    public typealias Provider = @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    private let provider: Provider
    let _isCached: Bool
    private var cached: [UIMenuElement]?

    /// A deferred element whose elements are kept after the first time.
    public convenience init(_ elementProvider: @escaping Provider) {
        self.init(provider: elementProvider, cached: true)
    }

    /// A deferred element asked again every time its menu opens (iOS 15).
    public static func uncached(_ elementProvider: @escaping Provider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, cached: false)
    }

    private init(provider: @escaping Provider, cached: Bool) {
        self.provider = provider; _isCached = cached
        super.init(title: "", image: nil)
    }

    /// Asks for the elements (or answers from the cache); `completion` gets them.
    @preconcurrency func _resolve(_ completion: @escaping @MainActor ([UIMenuElement]) -> Void) {
        if _isCached, let cached { return completion(cached) }
        provider { [weak self] elements in
            if let self, self._isCached { self.cached = elements }
            completion(elements)
        }
    }
}
