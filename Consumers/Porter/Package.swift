// swift-tools-version:6.1
import PackageDescription

// An iOS app's sources (TodoApp/, unedited) ported by OpenUIKit's build plugin on every build
// and tested: OpenUIKit with its Porting trait (swift-syntax, swift-argument-parser).
let package = Package(
    name: "Porter",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://example.com/OpenUIKit.git", branch: "main", traits: ["Porting"]),
    ],
    targets: [
        // TodoApp/ is named in uikit-port.json; the plugin ports it into the target.
        .testTarget(
            name: "TodoAppTests",
            dependencies: [
                .product(name: "UIKit", package: "OpenUIKit"),
                .product(name: "UIKitTesting", package: "OpenUIKit"),
            ],
            exclude: ["uikit-port.json"],
            plugins: [.plugin(name: "PortUIKitPlugin", package: "OpenUIKit")]
        ),
    ]
)
