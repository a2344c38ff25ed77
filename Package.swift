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
        .executable(name: "ibcheck", targets: ["IBCheck"]),
        .executable(name: "ibfuzz", targets: ["IBFuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        .target(
            name: "UIKit",
            dependencies: [.product(name: "Logging", package: "swift-log")]
        ),
        .target(name: "_Testing_UIKit", dependencies: ["UIKit"]),
        .target(
            name: "UIKitTesting",
            dependencies: ["UIKit", "_Testing_UIKit", .product(name: "Logging", package: "swift-log")]
        ),
        .executableTarget(name: "OpenUIKitDemo", dependencies: ["UIKit"]),
        .executableTarget(name: "IBCheck", dependencies: ["UIKit"]),
        .target(name: "CLibFuzzer"),
        .executableTarget(name: "IBFuzz", dependencies: ["UIKit", "CLibFuzzer"]),
        .executableTarget(
            name: "UIKitBenchmarks",
            dependencies: ["UIKit", "UIKitTesting", "_Testing_UIKit"]
        ),
        .testTarget(
            name: "UIKitTests",
            dependencies: [
"UIKit", "UIKitTesting", "_Testing_UIKit"],
            resources: [.process("InterfaceBuilder/Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
