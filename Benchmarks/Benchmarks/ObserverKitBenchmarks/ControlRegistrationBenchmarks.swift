import Benchmark
import ObserverKit
import ObserverKitHeadless

/// What one control registration costs, with 10, 1,000 and 100,000 already registered: each of the 1,000
/// measured steps adds one observer to a headless button and keeps its token, either an observer made beforehand
/// (`add(_:for:)`: only the registration is counted) or a handler, as apps write it (`addObserver(for:)`: its
/// `Observer` too). Allocations are the figure to read: a registration makes its entry and nothing else, and
/// `addObserver(for:)` adds its `Observer` (the handler captures nothing here), not the text of its call site
/// (the slots array grows by doubling, so its reallocations are amortised).
func registerControlRegistrationBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(1), maxIterations: 100)
    for registered in [10, 1_000, 100_000] {
        Benchmark(
            "control registration with \(registered) registered: add(_:for:)", configuration: configuration
        ) { measured async in
            nonisolated(unsafe) let benchmark = measured
            await MainActor.run {
                let button = ObservableButton()
                let existing = (0..<registered).map { _ in button.addObserver(for: .touchUpInside) {} }
                let observers = benchmark.scaledIterations.map { _ in Observer<Void> {} }
                var tokens: [ObservationToken] = []
                tokens.reserveCapacity(observers.count)
                benchmark.startMeasurement()
                for observer in observers {
                    tokens.append(button.controlObserver.add(observer, for: .touchUpInside))
                }
                benchmark.stopMeasurement()
                precondition(button.observers(for: .touchUpInside).count == registered + observers.count)
                withExtendedLifetime((existing, tokens)) {}
            }
        }
        Benchmark(
            "control registration with \(registered) registered: addObserver(for:)", configuration: configuration
        ) { measured async in
            nonisolated(unsafe) let benchmark = measured
            await MainActor.run {
                let button = ObservableButton()
                let existing = (0..<registered).map { _ in button.addObserver(for: .touchUpInside) {} }
                var tokens: [ObservationToken] = []
                tokens.reserveCapacity(benchmark.scaledIterations.count)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    tokens.append(button.addObserver(for: .touchUpInside) {})
                }
                benchmark.stopMeasurement()
                precondition(button.observers(for: .touchUpInside).count == registered + tokens.count)
                withExtendedLifetime((existing, tokens)) {}
            }
        }
    }
}
