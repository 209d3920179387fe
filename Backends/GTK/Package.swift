// swift-tools-version: 6.1
import PackageDescription

// ObserverKit's GTK 4 backend: the same controls as real Linux desktop widgets. A package of its own, so the root
// package builds and tests on machines without GTK. Build and check: see README, "Linux desktop (GTK 4)".
let package = Package(
    name: "ObserverKitGTK",
    products: [
        .library(name: "ObserverKitGTK", targets: ["ObserverKitGTK"]),
        .executable(name: "observerkit-gtk-demo", targets: ["ObserverKitGTKDemo"]),
        .executable(name: "observerkit-gtk-settings", targets: ["ObserverKitGTKSettings"]),
        .executable(name: "observerkit-gtk-first-app", targets: ["FirstGTKApp"]),
        .executable(name: "gtk-check", targets: ["GTKCheck"]),
    ],
    dependencies: [.package(name: "ObserverKit", path: "../..")],
    targets: [
        // GTK 4 from Swift; one C helper keeps what Swift cannot say: libdispatch's private main-queue hooks, so
        // that DispatchQueue.main runs on GTK's main loop (Sources/CGtkHelpers/OKGMainQueue.c).
        .systemLibrary(name: "CGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .target(name: "CGtkHelpers", dependencies: ["CGtk4"]),
        .target(
            name: "ObserverKitGTK",
            dependencies: ["CGtk4", "CGtkHelpers", .product(name: "ObserverKit", package: "ObserverKit")]
        ),
        // How the two example apps start and end: --help, --quit-after, no display (Sources/ExampleApp).
        .target(name: "ExampleApp", dependencies: ["ObserverKitGTK"]),
        .executableTarget(name: "ObserverKitGTKDemo", dependencies: ["ObserverKitGTK", "ExampleApp", "CGtk4"]),
        // The second example: a settings window from a .ui file; gtk-check drives the same window.
        .target(name: "SettingsWindow", dependencies: ["ObserverKitGTK", "CGtk4"], resources: [.copy("Settings.ui")]),
        .executableTarget(
            name: "ObserverKitGTKSettings", dependencies: ["SettingsWindow", "ObserverKitGTK", "ExampleApp"]),
        // README's "Your first GTK app", word for word (.ci/stages/60-gtk-backend.sh compares them).
        .executableTarget(name: "FirstGTKApp", dependencies: ["ObserverKitGTK"]),
        // Real input on a real window: run under Xvfb with xdotool (`xvfb-run swift run gtk-check`).
        .executableTarget(
            name: "GTKCheck",
            dependencies: [
                "ObserverKitGTK", "CGtk4", "SettingsWindow",
                .product(name: "ObserverKitHeadless", package: "ObserverKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
