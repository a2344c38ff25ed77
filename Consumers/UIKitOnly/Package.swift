// swift-tools-version:6.1
import PackageDescription

// Tests written against UIKit alone: OpenUIKit is resolved with swift-log and nothing else.
let package = Package(
    name: "UIKitOnly",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://example.com/OpenUIKit.git", branch: "main"),
    ],
    targets: [
        .testTarget(
            name: "UIKitOnlyTests",
            dependencies: [
                .product(name: "UIKit", package: "OpenUIKit"),
                .product(name: "UIKitTesting", package: "OpenUIKit"),
            ]
        ),
    ]
)
