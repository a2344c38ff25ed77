// swift-tools-version:6.1
import PackageDescription

// An app served to a browser: OpenUIKit with its Live trait (Hummingbird and its packages).
let package = Package(
    name: "Live",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://example.com/OpenUIKit.git", branch: "main", traits: ["Live"]),
    ],
    targets: [
        .executableTarget(
            name: "LiveApp",
            dependencies: [
                .product(name: "UIKit", package: "OpenUIKit"),
                .product(name: "UIKitLive", package: "OpenUIKit"),
            ]
        ),
    ]
)
