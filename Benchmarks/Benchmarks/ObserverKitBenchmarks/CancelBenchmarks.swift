import Benchmark
import ObserverKit
import ObserverKitHeadless
import OpenCombine

/// Cancelling one of n registrations, at n = 100, 10,000 and 100,000: each of the 1,000 measured steps
/// cancels one registration and registers a new one, so n stays the same. Two orders: the oldest first (cells
/// scrolling away: the worst case of a search from the newest end, which ObserverKit used to make) and a
/// pseudo-random one (where, at 100,000, every step misses the processor's caches on the token, the entry and
/// the allocator's block, whatever the algorithm). What it shows is how the cost grows with n.
func registerCancelBenchmarks() {
    let sizes = [100, 10_000, 100_000]
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(1), maxIterations: 50)

    let orders: [(String, @Sendable (Int, Int) -> Int)] = [
        ("oldest first", { step, count in step % count }),
        ("random", { step, count in (step &* 7_919) % count }),
    ]
    for (order, position) in orders {
        for size in sizes {
            registerCancelBenchmarks(
                prefix: "cancel one of \(size), \(order)", size: size, configuration: configuration, position: position)
        }
    }
}

/// The four sources at one size and order.
private func registerCancelBenchmarks(
    prefix: String, size: Int, configuration: Benchmark.Configuration,
    position: @escaping @Sendable (_ step: Int, _ count: Int) -> Int
) {
    do {
        Benchmark("\(prefix): EventSource", configuration: configuration) { benchmark in
            let source = EventSource<Int>()
            var tokens = (0..<size).map { _ in source.stream.observe { _ in } }
            benchmark.startMeasurement()
            for step in benchmark.scaledIterations {
                let index = position(step, size)
                tokens[index].cancel()
                tokens[index] = source.stream.observe { _ in }
            }
            benchmark.stopMeasurement()
        }

        Benchmark("\(prefix): ObservableValue", configuration: configuration) { benchmark in
            let value = ObservableValue(0)
            var tokens = (0..<size).map { _ in value.observe { _ in } }
            benchmark.startMeasurement()
            for step in benchmark.scaledIterations {
                let index = position(step, size)
                tokens[index].cancel()
                tokens[index] = value.observe { _ in }
            }
            benchmark.stopMeasurement()
        }

        Benchmark("\(prefix): headless button", configuration: configuration) { measured async in
            nonisolated(unsafe) let benchmark = measured
            await MainActor.run {
                let button = ObservableButton()
                var tokens = (0..<size).map { _ in button.addObserver(for: .touchUpInside) {} }
                benchmark.startMeasurement()
                for step in benchmark.scaledIterations {
                    let index = position(step, size)
                    tokens[index].cancel()
                    tokens[index] = button.addObserver(for: .touchUpInside) {}
                }
                benchmark.stopMeasurement()
            }
        }

        Benchmark("\(prefix): OpenCombine PassthroughSubject", configuration: configuration) { benchmark in
            let subject = PassthroughSubject<Int, Never>()
            var cancellables = (0..<size).map { _ in subject.sink { _ in } }
            benchmark.startMeasurement()
            for step in benchmark.scaledIterations {
                let index = position(step, size)
                cancellables[index].cancel()
                cancellables[index] = subject.sink { _ in }
            }
            benchmark.stopMeasurement()
        }
    }
}
