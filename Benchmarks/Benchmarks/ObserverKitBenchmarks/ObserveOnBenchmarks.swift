import Benchmark
import ObserverKit

/// One event through `observe(on:)`: what the operator itself costs per event (its lock, the delivery it
/// queues and takes), on `ImmediateScheduler`, which runs the delivery inline, so no scheduler's queue is timed.
func registerObserveOnBenchmarks() {
    Benchmark("observe(on:): per event, ImmediateScheduler") { benchmark in
        let counter = Counter()
        let source = EventSource<Int>()
        let token = source.stream.observe(on: ImmediateScheduler()).observe { counter.count &+= $0 }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { source.send(1) }
        benchmark.stopMeasurement()
        counter.check(benchmark.scaledIterations.count, "observe(on:)")
        token.cancel()
    }
}
