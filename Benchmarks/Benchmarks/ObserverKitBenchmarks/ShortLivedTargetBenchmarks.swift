import Benchmark
import Foundation
import ObserverKit

/// A value that outlived 50,000 one-way bindings whose targets went (cells that came and went), against a
/// fresh value: the cost of a set once the value has seen one change since (the change at which the bindings
/// of gone targets leave), the one-time cost of that change, and the resident memory before and after (once
/// the allocator has returned its free pages).
func registerShortLivedTargetBenchmarks() {
    let freed = 50_000
    let prefix = "value set, 1 bound target"

    /// A cell's label.
    final class Label: @unchecked Sendable {
        var text = 0
    }

    Benchmark("\(prefix): fresh value") { measured async in
        nonisolated(unsafe) let benchmark = measured
        await MainActor.run {
            let value = ObservableValue(-1)
            let label = Label()
            value.bind(to: label, \.text)
            benchmark.startMeasurement()
            for index in benchmark.scaledIterations { value.value = index }
            benchmark.stopMeasurement()
            precondition(label.text == benchmark.scaledIterations.last, "the label missed a set")
        }
    }

    Benchmark("\(prefix): after \(freed) bound-then-freed targets") { measured async in
        nonisolated(unsafe) let benchmark = measured
        await MainActor.run {
            let value = ObservableValue(-1)
            for _ in 0..<freed { value.bind(to: Label(), \.text) }
            value.value = -2  // the bindings of gone targets leave here
            let label = Label()
            value.bind(to: label, \.text)
            benchmark.startMeasurement()
            for index in benchmark.scaledIterations { value.value = index }
            benchmark.stopMeasurement()
            precondition(label.text == benchmark.scaledIterations.last, "the label missed a set")
        }
    }

    let once = Benchmark.Configuration(
        metrics: [
            .wallClock, .custom("resident KiB before", useScalingFactor: false),
            .custom("resident KiB after", useScalingFactor: false),
        ],
        scalingFactor: .one, maxIterations: 20)

    Benchmark("\(prefix): the first set after \(freed) freed targets", configuration: once) { measured async in
        nonisolated(unsafe) let benchmark = measured
        await MainActor.run {
            let before = residentBytes()
            let value = ObservableValue(-1)
            for _ in 0..<freed { value.bind(to: Label(), \.text) }
            benchmark.startMeasurement()
            value.value = -2
            benchmark.stopMeasurement()
            let after = residentBytes()
            benchmark.measurement(.custom("resident KiB before", useScalingFactor: false), before / 1_024)
            benchmark.measurement(.custom("resident KiB after", useScalingFactor: false), after / 1_024)
            withExtendedLifetime(value) {}
        }
    }
}

/// The process's resident memory, after asking the allocator to return its free pages (`malloc_trim`, on
/// glibc), so that memory freed by the scenario shows as gone.
private func residentBytes() -> Int {
    #if os(Linux)
        _ = mallocTrim(0)
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
        return 0
    #endif
}

#if os(Linux)
    /// glibc's `malloc_trim`, which Swift's Glibc module does not import.
    @_silgen_name("malloc_trim") private func mallocTrim(_ pad: Int) -> Int32
#endif
