import Benchmark
import ObserverKit

/// The operators that keep state per observer (`merge`, `debounce`, `observe(on:)`): the allocations and time of
/// subscribing one observer through one and cancelling it, each with a source that already has 10, 1,000 or
/// 100,000 other observers, so that the cost is seen not to grow with them.
func registerOperatorSubscriptionBenchmarks() {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one)
    for others in [10, 1_000, 100_000] {
        let source = EventSource<Int>()
        let scheduler = TestScheduler()
        for _ in 0..<others { source.stream.observe { _ in } }

        Benchmark("operator subscribe+cancel with \(others) others: merge", configuration: configuration) {
            benchmark in
            let other = EventSource<Int>()
            benchmark.startMeasurement()
            let token = source.stream.merge(other.stream).observe { _ in }
            token.cancel()
            benchmark.stopMeasurement()
        }

        Benchmark("operator subscribe+cancel with \(others) others: debounce", configuration: configuration) {
            benchmark in
            benchmark.startMeasurement()
            let token = source.stream.debounce(for: .milliseconds(10), scheduler: scheduler).observe { _ in }
            token.cancel()
            benchmark.stopMeasurement()
        }

        Benchmark("operator subscribe+cancel with \(others) others: observe(on:)", configuration: configuration) {
            benchmark in
            benchmark.startMeasurement()
            let token = source.stream.observe(on: scheduler).observe { _ in }
            token.cancel()
            benchmark.stopMeasurement()
        }
    }
}
