import Foundation
import Testing
import UIKit
import XCTest

/// Strict mode: every UIKit warning (UIKit only logs them) becomes a test failure, under
/// Swift Testing (`Issue.record`) or XCTest (`XCTFail`), whichever is running.
///
/// ```swift
/// let strict = UIKitStrictMode.enable()
/// defer { strict.disable() }
/// ```
@MainActor
public final class UIKitStrictMode {
    /// Messages seen while enabled, failing or allowed.
    public private(set) var diagnostics: [UIKitDiagnostic] = []
    private var token: Int?
    private let allowed: Set<String>

    private init(allowing allowed: Set<String>) {
        self.allowed = allowed
        token = UIKitDiagnostics.addObserver { [weak self] diagnostic in self?.handle(diagnostic) }
    }

    /// Starts failing tests on UIKit warnings, except those whose names are in `allowing`
    /// (see `UIKitDiagnostic.name`).
    public static func enable(allowing: Set<String> = []) -> UIKitStrictMode {
        UIKitStrictMode(allowing: allowing)
    }

    /// Stops strict mode.
    public func disable() {
        if let token { UIKitDiagnostics.removeObserver(token) }
        token = nil
    }

    private func handle(_ diagnostic: UIKitDiagnostic) {
        diagnostics.append(diagnostic)
        guard diagnostic.kind == .warning, !allowed.contains(diagnostic.name) else { return }
        recordTestIssue("UIKit warning in strict mode: \(diagnostic.message)")
    }
}
