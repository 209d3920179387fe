import Benchmark
import ObserverKit
import OpenCombine

/// Subscribe + cancel, with 0 and 100 other observers present: 1,000 pairs per measured run.
func registerSubscriptionBenchmarks() {
    for others in [0, 100] {
        let prefix = "subscribe+cancel with \(others) others"

        Benchmark("\(prefix): closure array") { benchmark in
            let counter = Counter()
            let list = ClosureList()
            for _ in 0..<others { list.add { counter.count &+= $0 } }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                list.add { counter.count &+= $0 }
                list.removeLast()
            }
            benchmark.stopMeasurement()
            list.send(1)
            counter.check(others, prefix)
        }

        Benchmark("\(prefix): EventSource observe + cancel") { benchmark in
            let counter = Counter()
            let source = EventSource<Int>()
            for _ in 0..<others { source.stream.observe { counter.count &+= $0 } }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                source.stream.observe { counter.count &+= $0 }.cancel()
            }
            benchmark.stopMeasurement()
            source.send(1)
            counter.check(others, prefix)
        }

        Benchmark("\(prefix): OpenCombine sink + cancel") { benchmark in
            let counter = Counter()
            let subject = PassthroughSubject<Int, Never>()
            let kept = (0..<others).map { _ in subject.sink { counter.count &+= $0 } }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                subject.sink { counter.count &+= $0 }.cancel()
            }
            benchmark.stopMeasurement()
            subject.send(1)
            counter.check(others, prefix)
            withExtendedLifetime(kept) {}
        }
    }
}
