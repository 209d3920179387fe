// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ObserverKit",
    platforms: [.iOS(.v15), .tvOS(.v15), .macCatalyst(.v15), .macOS(.v13)],
    products: [
        .library(name: "ObserverKit", targets: ["ObserverKit"]),
        .library(name: "ObserverKitHeadless", targets: ["ObserverKitHeadless"]),
        .executable(name: "observerkit-demo", targets: ["ObserverKitDemo"]),
    ],
    dependencies: [
        // Test-only: property-based tests. The library targets depend on nothing.
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1")
    ],
    targets: [
        .target(name: "ObserverKit"),
        .target(name: "ObserverKitHeadless", dependencies: ["ObserverKit"]),
        .executableTarget(
            name: "ObserverKitDemo",
            dependencies: ["ObserverKit", "ObserverKitHeadless"]
        ),
        .testTarget(
            name: "ObserverKitTests",
            dependencies: [
                "ObserverKit",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "ObserverKitHeadlessTests",
            dependencies: [
                "ObserverKit",
                "ObserverKitHeadless",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
