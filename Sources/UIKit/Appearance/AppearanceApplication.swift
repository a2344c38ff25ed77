import Foundation

/// Applies the matching proxies to one view or bar item (W1–W5).
///
/// An instance's containers are read from the window down: each view, preceded by the
/// controller whose root view it is (a controller contains its view), and a presented
/// controller by its presentation controller. A containment proxy matches when its
/// containers are found in that chain in order, outermost first, each as far out as it can
/// be. The winner for each key is the most specific match (W3): any containment beats none;
/// then the proxy whose outermost container is found nearer the window ("the outermost
/// appearance proxy wins"); then the longer chain ("specificity is the tie-breaker"); then
/// the inner containers nearer the window; then the subclass's proxy over its superclass's,
/// a proxy with traits over one without, and the later proxy.
@MainActor
enum AppearanceApplication {
    /// How specific one matching proxy is for one instance; larger is more specific.
    struct Specificity: Comparable {
        /// Where each container was found, outermost first (0: the window); nil: no containment.
        let containerPositions: [Int]?
        let classDepth: Int
        let hasTraits: Bool
        let order: Int

        static func < (lhs: Specificity, rhs: Specificity) -> Bool {
            switch (lhs.containerPositions, rhs.containerPositions) {
            case (nil, .some): return true
            case (.some, nil): return false
            case let (left?, right?) where left != right:
                // W3: the outermost container nearer the window wins, then the longer chain,
                // then the inner containers nearer the window.
                if left[0] != right[0] { return left[0] > right[0] }
                if left.count != right.count { return left.count < right.count }
                return left.lexicographicallyPrecedes(right, by: >)
            default:
                break
            }
            if lhs.classDepth != rhs.classDepth { return lhs.classDepth < rhs.classDepth }
            if lhs.hasTraits != rhs.hasTraits { return !lhs.hasTraits }
            return lhs.order < rhs.order
        }
    }

    /// The containers around `view` itself (its superviews and their controllers), from the
    /// window down to the nearest.
    static func containerChain(around view: UIView) -> [AnyObject] {
        var chain: [AnyObject] = []
        var current = view._superview
        while let container = current {
            chain.append(container)
            if let controller = container._viewController {
                chain.append(controller)
                if controller._presentingViewController != nil, let presentation = controller._presentationController {
                    chain.append(presentation)
                }
            }
            current = container._superview
        }
        return chain.reversed()
    }

    /// Where `record`'s containers are found in `chain` (outermost first), or nil when they
    /// are not all there in order; `[]` for a proxy without containment.
    static func positions(of record: AppearanceProxyRecord, in chain: [AnyObject]) -> [Int]? {
        var positions: [Int] = []
        var start = 0
        for container in record.containers.reversed() {
            guard let found = chain[start...].firstIndex(where: { container._appearanceContains($0) }) else { return nil }
            positions.append(found)
            start = found + 1
        }
        return positions
    }

    /// Applies to `target` the proxies that match it in `chain` with `traits`, each key's most
    /// specific value once, skipping keys the app set on the instance (W2). With
    /// `onlyIfTraitDependent`, nothing happens unless a proxy whose containers match has
    /// traits, matching now or not (a trait change re-applies only then, W5).
    static func apply(to target: some AppearanceCustomizable, chain: [AnyObject], traits: UITraitCollection,
                      onlyIfTraitDependent: Bool = false) {
        let registry = AppearanceRegistry.shared
        guard registry.hasRecordings, case .instance = target._appearanceState.role else { return }
        var matching: [(AppearanceProxyRecord, Specificity)] = []
        var hasTraitProxy = false
        for record in registry.records(styling: target) {
            guard let found = positions(of: record, in: chain) else { continue }
            hasTraitProxy = hasTraitProxy || record.traits != nil
            if let wanted = record.traits, !traits.containsTraits(in: wanted) { continue }
            let specificity = Specificity(containerPositions: found.isEmpty ? nil : found, classDepth: record.classDepth,
                                          hasTraits: record.traits != nil, order: record.order)
            matching.append((record, specificity))
        }
        if onlyIfTraitDependent, !hasTraitProxy { return }
        matching.sort { $0.1 < $1.1 }
        // The most specific invocation of each key, applied in the order the winners were recorded.
        var winners: [AppearanceKey: (rank: Int, index: Int, invocation: AppearanceProxyRecord.Invocation)] = [:]
        for (rank, (record, _)) in matching.enumerated() {
            for (index, invocation) in record.invocations.enumerated()
            where !target._appearanceState.customizedKeys.contains(invocation.key) {
                winners[invocation.key] = (rank, index, invocation)
            }
        }
        guard !winners.isEmpty else { return }
        let ordered = winners.values.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }
        registry.performApplying(to: target) {
            for winner in ordered { winner.invocation.apply(target) }
        }
    }
}

extension UIView {
    /// Applies the matching proxies to this view and to the bar items it shows, as it enters
    /// a window (W1) or, with `onlyIfTraitDependent`, as its traits change (W5).
    func _applyAppearanceProxies(onlyIfTraitDependent: Bool = false) {
        guard AppearanceRegistry.shared.hasRecordings else { return }
        let chain = AppearanceApplication.containerChain(around: self)
        let traits = traitCollection
        AppearanceApplication.apply(to: self, chain: chain, traits: traits, onlyIfTraitDependent: onlyIfTraitDependent)
        // A bar item is styled as its button enters the window, inside the button's bar (W7).
        let item: UIBarItem? = (self as? _UIButtonBarButton)?.item ?? (self as? UITabBarButton)?.item
        if let item {
            AppearanceApplication.apply(to: item, chain: chain, traits: traits, onlyIfTraitDependent: onlyIfTraitDependent)
        } else if let searchBar = _superview as? UISearchBar, searchBar.cancelButton === self {
            // A search bar's Cancel button is styled as a bar button item inside the bar.
            AppearanceApplication.apply(to: searchBar._cancelBarItem, chain: chain, traits: traits, onlyIfTraitDependent: onlyIfTraitDependent)
            searchBar._showCancelItemStyle()
        }
    }
}

extension AppearanceCustomizable where Self: UIView {
    /// For appearance-capable properties that change how the view draws or lays out: notes
    /// the set (W1, W2) and asks for layout.
    func _appearanceLookDidSet<Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Self, Value>) {
        _appearancePropertyDidSet(name, keyPath)
        setNeedsLayout()
    }
}
extension UIView: AppearanceCustomizable {}
