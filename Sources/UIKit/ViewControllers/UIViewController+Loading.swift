import Foundation

extension UIViewController {

    /// Loads the view now if it is not loaded (L1).
    func _defaultLoadViewIfNeeded() {
        if _view == nil { _ = _viewForGetter() }
    }

    /// Reads `view`: loads it synchronously, inside the getter, when there is none (L1).
    func _viewForGetter() -> UIView? {
        if let view = _view { return view }
        if _viewLoadState == .loading { UIKitDiagnostics.raise(.viewLoadRecursion(self)) }  // L4
        _viewLoadState = .loading
        _sendLifecycle(.loadView) { loadView() }
        _sendLifecycle(.viewDidLoad) { viewDidLoad() }  // L4: even when loadView assigned nothing
        _viewLoadState = _view == nil ? .notLoaded : .loaded
        return _view
    }

    /// Assigns the root view. Nil unloads (the next read loads again, L3); a view that
    /// another controller owns is refused (L8).
    func _setView(_ newValue: UIView?) {
        if newValue === _view { return }
        if let newValue, let owner = newValue._viewController, owner !== self {
            UIKitDiagnostics.raise(.viewOwnedByAnotherController(newValue, owner: owner, self))
        }
        _view?._viewController = nil
        _view = newValue
        newValue?._viewController = self
        UIView._geometryChanged()
        if newValue == nil { _viewLoadState = .notLoaded } else if _viewLoadState == .notLoaded { _viewLoadState = .loaded }
    }

    /// Default `loadView()` (L2): the storyboard scene's view (I2), else the nib if one is
    /// named or found by class name (L5), else `makeView()` (a plain `UIView`).
    func _defaultLoadView(orMake makeView: () -> UIView = { UIView(frame: UIScreen.main.bounds) }) {
        if _loadViewFromScene() { return }
        // A nil bundle is the app's main bundle (a test's app bundle, when one is given).
        let bundle = nibBundle ?? UIApplication._appBundle
        if let name = nibName ?? UIViewController._nibName(for: type(of: self), in: bundle) {
            _ = UINib(nibName: name, bundle: bundle).instantiate(withOwner: self)
            if _view == nil { UIKitDiagnostics.raise(.nibViewOutletNotSet(self, nibName: name)) }
            return
        }
        view = makeView()
    }

    /// The nib a controller class loads when `nibName` is nil (L5): the class name without
    /// its module and without a trailing "Controller", then the full class name; for each, a
    /// `~iphone`/`~ipad` variant for the current idiom first. Nil when no such file exists.
    static func _nibName(for type: UIViewController.Type, in bundle: Bundle) -> String? {
        // PN6: answered from the bundle's files once per class, bundle and idiom.
        let pad = UIDevice.current.userInterfaceIdiom == .pad
        return NibNameCache.shared.name(for: type, in: bundle, pad: pad) { _lookUpNibName(for: type, in: bundle) }
    }

    /// L5's search through the bundle's files.
    private static func _lookUpNibName(for type: UIViewController.Type, in bundle: Bundle) -> String? {
        for name in _nibNameCandidates(for: type) {
            let suffix = UIDevice.current.userInterfaceIdiom == .pad ? "~ipad" : "~iphone"
            for candidate in [name + suffix, name] where _nibExists(candidate, in: bundle) {
                return candidate
            }
        }
        return nil
    }

    /// The names tried for L5, in order, before device suffixes.
    static func _nibNameCandidates(for type: UIViewController.Type) -> [String] {
        var name = String(reflecting: type)
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }  // drop module
        if name.hasSuffix("Controller") && name != "Controller" {
            return [String(name.dropLast("Controller".count)), name]
        }
        return [name]
    }

    private static func _nibExists(_ name: String, in bundle: Bundle) -> Bool {
        ["nib", "xib"].contains { bundle.path(forResource: name, ofType: $0) != nil }
    }
}

extension UIViewController {
    /// Forgets which nibs the bundles hold (PN6): the next view loads ask the bundles again.
    /// For tests (`resetUIKit` calls it).
    @_spi(Testing) public static func _forgetNibNames() {
        NibNameCache.shared.removeAll()
    }

    /// How many times L5 looked through a bundle's files (PN6), for tests.
    @_spi(Testing) public static var _nibFileLookups: Int { NibNameCache.shared.lookups }

    /// L5's candidate names for a class, for tests.
    @_spi(Testing) public static func _nibNameCandidatesForTesting(_ type: UIViewController.Type) -> [String] {
        _nibNameCandidates(for: type)
    }
}
