import Foundation

/// Whether a controller's view is loaded, loading, or not (L1, L4).
enum ViewLoadState {
    case notLoaded
    /// Inside `loadView`/`viewDidLoad`; reading `view` with none assigned is recursion (L4).
    case loading
    case loaded
}
