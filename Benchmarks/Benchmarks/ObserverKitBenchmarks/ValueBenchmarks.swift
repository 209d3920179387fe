import Benchmark
import ObserverKit
import OpenCombine

/// Setting a value with one observer: 1,000 sets (each a change) per measured run.
func registerValueBenchmarks() {
    let prefix = "value set, 1 observer"

    Benchmark("\(prefix): closure array") { benchmark in
        let counter = Counter()
        let list = ClosureList()
        var stored = 0
        list.add { counter.count &+= $0 & 1 }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            stored = index
            list.send(1)
        }
        benchmark.stopMeasurement()
        blackHole(stored)
        counter.check(benchmark.scaledIterations.count, prefix)
    }

    Benchmark("\(prefix): ObservableValue (thread-safe)") { benchmark in
        let counter = Counter()
        let value = ObservableValue(-1)
        value.observe { _ in counter.count &+= 1 }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { value.value = index }
        benchmark.stopMeasurement()
        counter.check(benchmark.scaledIterations.count, prefix)
    }

    Benchmark("\(prefix): OpenCombine CurrentValueSubject") { benchmark in
        let counter = Counter()
        let subject = CurrentValueSubject<Int, Never>(-1)
        let cancellable = subject.dropFirst().sink { _ in counter.count &+= 1 }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { subject.send(index) }
        benchmark.stopMeasurement()
        counter.check(benchmark.scaledIterations.count, prefix)
        withExtendedLifetime(cancellable) {}
    }
}
