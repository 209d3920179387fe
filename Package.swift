// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ObserverKit",
    // iOS 16 rather than 15: `Duration`, in the public scheduler and gesture API, needs iOS 16, tvOS 16, macOS 13.
    platforms: [.iOS(.v16), .tvOS(.v16), .macCatalyst(.v16), .macOS(.v13)],
    products: [
        .library(name: "ObserverKit", targets: ["ObserverKit"]),
        .library(name: "ObserverKitHeadless", targets: ["ObserverKitHeadless"]),
        .library(name: "ObserverKitUIKit", targets: ["ObserverKitUIKit"]),
        .library(name: "ObserverKitTesting", targets: ["ObserverKitTesting"]),
        .library(name: "ObserverKitSwiftUI", targets: ["ObserverKitSwiftUI"]),
        .executable(name: "observerkit-demo", targets: ["ObserverKitDemo"]),
    ],
    dependencies: [
        // The libraries and the demo depend on nothing; tests check properties. (SwiftPM resolves the
        // dependencies of every product a dependency declares, so a package the demo used would reach every app
        // that depends on ObserverKit; a test-only one does not: Tests/... are not products.)
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        // One C function: telling the main thread apart on Linux (see its header).
        .target(name: "CObserverKit"),
        .target(name: "ObserverKit", dependencies: ["CObserverKit"]),
        .target(name: "ObserverKitHeadless", dependencies: ["ObserverKit"]),
        // UIKit on Apple platforms. On Linux the same sources compile against UIKitInterface, a minimal interface
        // of the UIKit API the backend uses, written from Apple's documentation: a type check and a test bed.
        .target(
            name: "ObserverKitUIKit",
            dependencies: ["ObserverKit", .target(name: "UIKitInterface", condition: .when(platforms: [.linux]))]
        ),
        .target(name: "UIKitInterface"),
        // SwiftUI where it exists: an ObservableValue as SwiftUI state (an empty module elsewhere).
        .target(name: "ObserverKitSwiftUI", dependencies: ["ObserverKit"]),
        // The test kit users get (marble diagrams, touch scripts, a recorder, a leak check): no test framework,
        // so Swift Testing and XCTest can both assert its results.
        .target(name: "ObserverKitTesting", dependencies: ["ObserverKit", "ObserverKitHeadless"]),
        .executableTarget(
            name: "ObserverKitDemo",
            dependencies: ["ObserverKit", "ObserverKitHeadless"]
        ),
        // Helpers shared by the test targets.
        .target(name: "ObserverKitTestSupport", dependencies: ["ObserverKit"], path: "Tests/TestSupport"),
        .testTarget(
            name: "ObserverKitTests",
            dependencies: [
                "ObserverKit",
                "ObserverKitTestSupport",
                "ObserverKitTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "ObserverKitHeadlessTests",
            dependencies: [
                "ObserverKit",
                "ObserverKitHeadless",
                "ObserverKitTestSupport",
                "ObserverKitTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "ObserverKitTestingTests",
            dependencies: ["ObserverKit", "ObserverKitHeadless", "ObserverKitTesting"]
        ),
        .testTarget(
            name: "ObserverKitUIKitTests",
            dependencies: [
                "ObserverKitUIKit",
                "ObserverKitTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The headless backend and the UIKit backend over UIKitInterface, run on the same random scripts and
        // compared (Linux only: elsewhere UIKit's own controls need a device or a simulator).
        .testTarget(
            name: "ObserverKitParityTests",
            dependencies: [
                "ObserverKit",
                "ObserverKitHeadless",
                "ObserverKitUIKit",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "ObserverKitDemoTests",
            dependencies: ["ObserverKitDemo", "ObserverKitHeadless"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
