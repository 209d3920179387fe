import Benchmark
import Foundation
import ObserverKit
import ObserverKitHeadless

/// A simulated drag of 1,000 moves on a slider bound to a value that a second slider is bound to.
func registerBindingBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .instructions, .mallocCountTotal], scalingFactor: .one)

    Benchmark("bound slider: drag of 1,000 moves", configuration: configuration) { measured async in
        // Controls are main-actor types; the runner calls benchmarks elsewhere, so each hops once per run.
        nonisolated(unsafe) let benchmark = measured
        await MainActor.run {
            let counter = Counter()
            let position = ObservableValue<Float>(0)
            let slider = ObservableSlider(bounds: CGRect(x: 0, y: 0, width: 1_000, height: 31))
            let mini = ObservableSlider()
            slider.bind(position)
            mini.bind(position)
            position.observe { _ in counter.count &+= 1 }
            benchmark.startMeasurement()
            // On the thumb (value 0: x 0), as UISlider tracks; each move then changes the value.
            slider.beginTouch(at: slider.thumbCenter)
            for move in 1...1_000 { slider.moveTouch(to: CGPoint(x: Double(move) - 0.5, y: 15)) }
            slider.endTouch()
            benchmark.stopMeasurement()
            precondition(mini.value == slider.value && slider.value == position.value, "sliders out of step")
            counter.check(1_000, "bound slider")
        }
    }
}
