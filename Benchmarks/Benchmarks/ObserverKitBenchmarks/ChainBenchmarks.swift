import Benchmark
import ObserverKit
import OpenCombine

/// `map → filter → distinctUntilChanged`: per source event (1,000 per run; half pass the filter and all of
/// those are distinct), and the allocations of setting a chain up and tearing it down.
func registerChainBenchmarks() {
    let prefix = "chain map→filter→distinct"

    Benchmark("\(prefix): per event, closures by hand") { benchmark in
        let counter = Counter()
        var last: Int?
        let handler: (Int) -> Void = { value in
            let mapped = value &* 3
            guard mapped & 1 == 0, mapped != last else { return }
            last = mapped
            counter.count &+= 1
        }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { handler(index) }
        benchmark.stopMeasurement()
        counter.check(benchmark.scaledIterations.count / 2, prefix)
    }

    Benchmark("\(prefix): per event, EventStream") { benchmark in
        let counter = Counter()
        let source = EventSource<Int>()
        source.stream.map { $0 &* 3 }.filter { $0 & 1 == 0 }.distinctUntilChanged().observe { _ in
            counter.count &+= 1
        }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { source.send(index) }
        benchmark.stopMeasurement()
        counter.check(benchmark.scaledIterations.count / 2, prefix)
    }

    Benchmark("\(prefix): per event, OpenCombine") { benchmark in
        let counter = Counter()
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.removeDuplicates().sink { _ in
            counter.count &+= 1
        }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { subject.send(index) }
        benchmark.stopMeasurement()
        counter.check(benchmark.scaledIterations.count / 2, prefix)
        withExtendedLifetime(cancellable) {}
    }

    let setupConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one)

    Benchmark("\(prefix): setup + teardown, EventStream", configuration: setupConfiguration) { benchmark in
        let counter = Counter()
        let source = EventSource<Int>()
        benchmark.startMeasurement()
        let token = source.stream.map { $0 &* 3 }.filter { $0 & 1 == 0 }.distinctUntilChanged().observe { _ in
            counter.count &+= 1
        }
        source.send(2)
        token.cancel()
        benchmark.stopMeasurement()
        counter.check(1, prefix)
    }

    Benchmark("\(prefix): setup + teardown, OpenCombine", configuration: setupConfiguration) { benchmark in
        let counter = Counter()
        let subject = PassthroughSubject<Int, Never>()
        benchmark.startMeasurement()
        let cancellable = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.removeDuplicates().sink { _ in
            counter.count &+= 1
        }
        subject.send(2)
        cancellable.cancel()
        benchmark.stopMeasurement()
        counter.check(1, prefix)
    }
}
