// swift-tools-version: 6.1
import PackageDescription

// ObserverKit's benchmarks, a package of their own so the library keeps zero dependencies.
// Run from this folder: swift package --disable-sandbox benchmark
let package = Package(
    name: "ObserverKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ObserverKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "ObserverKitBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ObserverKit", package: "ObserverKit"),
                .product(name: "ObserverKitHeadless", package: "ObserverKit"),
                .product(name: "ObserverKitUIKit", package: "ObserverKit"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Benchmarks/ObserverKitBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ],
    swiftLanguageModes: [.v6]
)
