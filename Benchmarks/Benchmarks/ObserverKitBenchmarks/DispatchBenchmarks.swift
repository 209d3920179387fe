import Benchmark
import ObserverKit
import ObserverKitHeadless
import OpenCombine

/// A type with many observers, as an app writes one.
final class Playlist: MultiObservable {
    var observers: [Observer<Int>] = []
}

/// One event to 1, 10 and 100 observers: per scenario, 1,000 events per measured run.
func registerDispatchBenchmarks() {
    for observerCount in [1, 10, 100] {
        let prefix = "dispatch \(observerCount) observers"

        Benchmark("\(prefix): closure array") { benchmark in
            let counter = Counter()
            let list = ClosureList()
            for _ in 0..<observerCount { list.add { counter.count &+= $0 } }
            counter.count = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { list.send(1) }
            benchmark.stopMeasurement()
            counter.check(benchmark.scaledIterations.count * observerCount, prefix)
        }

        Benchmark("\(prefix): lower bound (unmanaged, +0)") { benchmark in
            let counter = Counter()
            let list = UnmanagedClosureList()
            for _ in 0..<observerCount { list.add { counter.count &+= $0 } }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { list.send(1) }
            benchmark.stopMeasurement()
            counter.check(benchmark.scaledIterations.count * observerCount, prefix)
        }

        Benchmark("\(prefix): EventSource.send") { benchmark in
            let counter = Counter()
            let source = EventSource<Int>()
            for _ in 0..<observerCount { source.stream.observe { counter.count &+= $0 } }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { source.send(1) }
            benchmark.stopMeasurement()
            counter.check(benchmark.scaledIterations.count * observerCount, prefix)
        }

        Benchmark("\(prefix): MultiObservable.notifyObservers") { benchmark in
            let counter = Counter()
            let playlist = Playlist()
            for _ in 0..<observerCount { playlist.addObserver { counter.count &+= $0 } }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { playlist.notifyObservers(of: 1) }
            benchmark.stopMeasurement()
            counter.check(benchmark.scaledIterations.count * observerCount, prefix)
        }

        Benchmark("\(prefix): headless button sendActions") { measured async in
            // Controls are main-actor types; the runner calls benchmarks elsewhere, so each hops once per run.
            nonisolated(unsafe) let benchmark = measured
            await MainActor.run {
                let counter = Counter()
                let button = ObservableButton()
                for _ in 0..<observerCount { button.addObserver(for: .touchUpInside) { counter.count &+= 1 } }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { button.sendActions(for: .touchUpInside) }
                benchmark.stopMeasurement()
                counter.check(benchmark.scaledIterations.count * observerCount, prefix)
            }
        }

        Benchmark("\(prefix): OpenCombine PassthroughSubject") { benchmark in
            let counter = Counter()
            let subject = PassthroughSubject<Int, Never>()
            let cancellables = (0..<observerCount).map { _ in subject.sink { counter.count &+= $0 } }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { subject.send(1) }
            benchmark.stopMeasurement()
            counter.check(benchmark.scaledIterations.count * observerCount, prefix)
            withExtendedLifetime(cancellables) {}
        }
    }
}
