// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "OpenUIKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .executable(name: "OpenUIKitDemo", targets: ["OpenUIKitDemo"]),
        .executable(name: "UIKitBenchmarks", targets: ["UIKitBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        .target(
            name: "UIKit",
            dependencies: [.product(name: "Logging", package: "swift-log")]
        ),
        .target(
            name: "UIKitTesting",
            dependencies: ["UIKit", .product(name: "Logging", package: "swift-log")]
        ),
        .executableTarget(name: "OpenUIKitDemo", dependencies: ["UIKit"]),
        .executableTarget(
            name: "UIKitBenchmarks",
            dependencies: ["UIKit", "UIKitTesting"]
        ),
        .testTarget(
            name: "UIKitTests",
            dependencies: [
                "UIKit", "UIKitTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
