// `import UIKit` brings Foundation (and with it CGFloat, CGPoint, CGSize, CGRect), as on iOS.
@_exported import Foundation

// Isolation as the iOS SDK imports it (rule SW1): every public main-actor declaration is
// `@preconcurrency @MainActor`, as Swift imports UIKit's `NS_SWIFT_UI_ACTOR` headers, so Swift 5
// code that touches UIKit from nonisolated code compiles as it does in Xcode, and Swift 6 code
// gets the same warnings. Internal classes are marked the same way, and every overridable
// member of a class whose type mentions `@MainActor` or `@Sendable` function types is marked
// `@preconcurrency` itself: Swift 6.3 mangles such a member without those attributes where it
// is defined, but with them in a subclass's vtable in another file of the module, which does
// not link unless the member carries the attribute.
