// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "OpenUIKit",
    platforms: [.macOS(.v14)],
    products: [
        // UIKit and the modules iOS code imports beside it (as on iOS, each under its own name).
        .library(name: "UIKit", targets: [
            "UIKit", "OpenUIKitCoreGraphics", "OpenUIKitQuartzCore", "OpenUIKitObjectiveC", "OpenUIKitOS", "OpenUIKitMobileCoreServices",
        ]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        // AVFoundation's layout geometry (AVMakeRect), which UIKit apps import for it.
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        // Pictures of the hierarchy (Cairo and Pango): the only product that links system libraries.
        .library(name: "UIKitRendering", targets: ["UIKitRendering"]),
        // swift-snapshot-testing strategies (image and text) for controllers and views (trait SnapshotTesting).
        .library(name: "UIKitSnapshotTesting", targets: ["UIKitSnapshotTesting"]),
        // Serves a running app to a browser (Hummingbird and WebSockets): its screen, and touches, keys and the simulator's menus back
        // (trait Live).
        .library(name: "UIKitLive", targets: ["UIKitLive"]),
        .executable(name: "OpenUIKitDemo", targets: ["OpenUIKitDemo"]),
        .executable(name: "UIKitBenchmarks", targets: ["UIKitBenchmarks"]),
        .executable(name: "ibcheck", targets: ["IBCheck"]),
        .executable(name: "ibfuzz", targets: ["IBFuzz"]),
        // Rewrites Swift written for iOS to compile against OpenUIKit (swift-syntax; the core does not depend on it) (trait Porting).
        .library(name: "UIKitPorting", targets: ["UIKitPorting"]),
        .executable(name: "uikit-port", targets: ["uikit-port"]),
        // Ports a target's iOS sources on every build; `swift package port-uikit` writes them out.
        .plugin(name: "PortUIKitPlugin", targets: ["PortUIKitPlugin"]),
        .plugin(name: "PortUIKitCommand", targets: ["PortUIKitCommand"]),
    ],
    // What needs more than swift-log is behind a package trait, off by default: a package that
    // depends on OpenUIKit for UIKit and UIKitTesting resolves swift-log alone, and SwiftPM
    // resolves a trait's packages only when the trait is on (a package used by any product's
    // targets without a trait condition is resolved for every dependent, whichever products it
    // uses). The trait's products build empty without it (their sources are `#if Trait`).
    // Here `swift test --enable-all-traits` builds and tests everything.
    traits: [
        .trait(name: "SnapshotTesting", description: "UIKitSnapshotTesting: swift-snapshot-testing strategies for views and controllers"),
        .trait(name: "Live", description: "UIKitLive: serves a running app to a browser (Hummingbird and WebSockets)"),
        .trait(name: "Porting", description: "uikit-port, UIKitPorting and the PortUIKitPlugin and PortUIKitCommand plugins (swift-syntax)"),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
    ],
    targets: [
        .target(
            name: "UIKit",
            dependencies: [.product(name: "Logging", package: "swift-log"), "UniformTypeIdentifiers", "OpenUIKitPhysics"]
        ),
        // The rigid-body engine behind UIKit Dynamics (pure Swift, Foundation only; not a product).
        .target(name: "OpenUIKitPhysics"),
        .target(name: "_Testing_UIKit", dependencies: ["UIKit"]),
        // Modules iOS code imports beside UIKit: the CG and CA names UIKit defines, the runtime's
        // associated objects and locks, unified logging on swift-log, the old type constants.
        // Named apart from Apple's (a module named `os` or `ObjectiveC` in the build would turn
        // other packages' `#if canImport(os)` true and break them); the porter maps `import os`
        // and `canImport(os)` to them.
        .target(name: "OpenUIKitCoreGraphics", dependencies: ["UIKit"]),
        .target(name: "OpenUIKitQuartzCore", dependencies: ["UIKit", "OpenUIKitCoreGraphics"]),
        .target(name: "OpenUIKitObjectiveC", dependencies: ["UIKit"]),
        .target(name: "OpenUIKitOS", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .target(name: "OpenUIKitMobileCoreServices", dependencies: ["UniformTypeIdentifiers"]),
        .target(name: "AVFoundation"),
        .target(name: "UniformTypeIdentifiers"),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "UIKitRendering", dependencies: ["UIKit", "CCairo", "CPango", "CZlib"]),
        .target(
            name: "UIKitSnapshotTesting",
            dependencies: [
                "UIKit", "UIKitRendering", "UIKitTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ]
        ),
        .target(
            name: "UIKitTesting",
            dependencies: ["UIKit", "_Testing_UIKit", .product(name: "Logging", package: "swift-log")],
            resources: [.copy("Trace/Viewer/trace-viewer.html")]
        ),
        .target(
            name: "UIKitLive",
            dependencies: [
                "UIKit", "UIKitRendering",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Live"])),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket", condition: .when(traits: ["Live"])),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["Live"])),
            ],
            resources: [.copy("Page")]
        ),
        .executableTarget(name: "OpenUIKitDemo", dependencies: ["UIKit", "UIKitRendering", "UIKitLive"], resources: [.copy("Resources")]),
        .executableTarget(name: "IBCheck", dependencies: ["UIKit"]),
        .target(
            name: "UIKitPorting",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Porting"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Porting"])),
            ]
        ),
        .executableTarget(
            name: "uikit-port",
            dependencies: ["UIKitPorting", .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Porting"]))]
        ),
        .target(name: "CLibFuzzer"),
        .executableTarget(name: "IBFuzz", dependencies: ["UIKit", "CLibFuzzer"]),
        .executableTarget(
            name: "UIKitBenchmarks",
            dependencies: [
                "UIKit", "UIKitTesting", "_Testing_UIKit", "UIKitPorting", "UIKitRendering", "CCairo", "CPango",
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Porting"])),
            ]
        ),
        .plugin(name: "PortUIKitPlugin", capability: .buildTool(), dependencies: ["uikit-port"]),
        .plugin(
            name: "PortUIKitCommand",
            capability: .command(
                intent: .custom(verb: "port-uikit", description: "Writes iOS sources ported to compile against OpenUIKit"),
                permissions: [.writeToPackageDirectory(reason: "The ported files are written into the package (Ported/ by default)")]),
            dependencies: ["uikit-port"]),
        .testTarget(
            name: "CompanionModuleTests",
            dependencies: [
                "UIKit", "UIKitTesting", "OpenUIKitCoreGraphics", "OpenUIKitQuartzCore", "OpenUIKitObjectiveC", "OpenUIKitOS",
                "OpenUIKitMobileCoreServices",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Code written as iOS apps write it in Swift 5 mode (nonisolated code touching UIKit),
        // built in Swift 5 mode as Xcode builds it, and run.
        .testTarget(
            name: "Swift5ModeTests",
            dependencies: ["UIKit", "UIKitTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "UIKitPortingTests", dependencies: ["UIKitPorting"], exclude: ["Fixtures"]),
        // The plugin ported into an app's tests is tested as a porter uses it, from a package of
        // its own (Consumers/Porter, run by Scripts/check-consumers): here the plugin's tool
        // builds without the Porting trait too, and then stops the build.
        // Pages opened in headless Chromium (Scripts/browser/cdp.py): the trace viewer, the live view.
        .testTarget(
            name: "BrowserTests",
            dependencies: ["UIKit", "UIKitTesting", "UIKitRendering", "UIKitLive", .product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(name: "UIKitRenderingTests", dependencies: ["UIKit", "UIKitRendering", "UIKitTesting"]),
        .testTarget(
            name: "UIKitSnapshotTestingTests",
            dependencies: [
                "UIKit", "UIKitRendering", "UIKitTesting", "UIKitSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ],
            // Reference snapshots are read from the source tree, not bundled.
            exclude: ["__Snapshots__"]
        ),
        // The demo's own screens, audited for accessibility and photographed as VoiceOver sees them.
        .testTarget(
            name: "OpenUIKitDemoTests",
            dependencies: [
                "OpenUIKitDemo", "UIKit", "UIKitRendering", "UIKitTesting", "UIKitSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "UIKitTests",
            dependencies: [
"UIKit", "UIKitTesting", "_Testing_UIKit", "AVFoundation", "OpenUIKitPhysics"],
            resources: [.process("InterfaceBuilder/Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
