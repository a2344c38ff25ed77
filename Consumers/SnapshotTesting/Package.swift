// swift-tools-version:6.1
import PackageDescription

// Snapshot tests of views and controllers: OpenUIKit with its SnapshotTesting trait, and
// swift-snapshot-testing for `assertSnapshot`.
let package = Package(
    name: "SnapshotTesting",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://example.com/OpenUIKit.git", branch: "main", traits: ["SnapshotTesting"]),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .testTarget(
            name: "SnapshotTestingTests",
            dependencies: [
                .product(name: "UIKit", package: "OpenUIKit"),
                .product(name: "UIKitTesting", package: "OpenUIKit"),
                .product(name: "UIKitSnapshotTesting", package: "OpenUIKit"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
    ]
)
