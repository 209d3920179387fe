import Benchmark
import ObserverKitUIKit

// A file of its own: ObserverKitUIKit's subclasses share their names with ObserverKitHeadless's.

/// One valueChanged to 1 and 10 observers of a slider, through UIKit's `sendActions(for:)` (on Linux,
/// UIKitInterface's): a stock `UISlider` observed through `observed`, against ObserverKit's `ObservableSlider`
/// subclass. Both deliver through one `UIAction` per event; what differs is the `observed` object's lookups.
func registerObservedControlBenchmarks() {
    for observerCount in [1, 10] {
        let prefix = "UIKit dispatch \(observerCount) observers"

        Benchmark("\(prefix): ObservableSlider subclass") { measured async in
            nonisolated(unsafe) let benchmark = measured
            await MainActor.run {
                let counter = Counter()
                let slider = ObservableSlider()
                for _ in 0..<observerCount { slider.addObserver(for: .valueChanged) { _ in counter.count &+= 1 } }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { slider.sendActions(for: UIControl.Event.valueChanged) }
                benchmark.stopMeasurement()
                counter.check(benchmark.scaledIterations.count * observerCount, prefix)
            }
        }

        Benchmark("\(prefix): UISlider through observed") { measured async in
            nonisolated(unsafe) let benchmark = measured
            await MainActor.run {
                let counter = Counter()
                let slider = UISlider()
                for _ in 0..<observerCount {
                    slider.observed.addObserver(for: .valueChanged) { _ in counter.count &+= 1 }
                }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { slider.sendActions(for: .valueChanged) }
                benchmark.stopMeasurement()
                counter.check(benchmark.scaledIterations.count * observerCount, prefix)
            }
        }
    }
}
