import Benchmark
import ObserverKitHeadless

/// The whole tap path (issue 24): `button.tap()`, its touch input through the control's tracker, then touchDown,
/// touchUpInside and primaryActionTriggered, to 1, 10 and 100 observers of the last; 1,000 taps per measured run.
///
/// The handler takes its `()` explicitly, so it is a `(Void) -> Void` closure as written. Written `{ … }`, it
/// would be a `() -> Void` closure converted, and share its reabstraction thunk with the dispatch scenarios'
/// handlers; with a second user the optimizer stopped inlining that thunk, and `dispatch 100 observers: headless
/// button sendActions` measured 10% slower (251 against 226 ns, alternating) with no change in the library.
func registerTapBenchmarks() {
    for observerCount in [1, 10, 100] {
        let prefix = "dispatch \(observerCount) observers"

        Benchmark("\(prefix): headless button tap") { measured async in
            // Controls are main-actor types; the runner calls benchmarks elsewhere, so each hops once per run.
            nonisolated(unsafe) let benchmark = measured
            await MainActor.run {
                let counter = Counter()
                let button = ObservableButton()
                for _ in 0..<observerCount {
                    button.addObserver(for: .primaryActionTriggered) { (_: Void) in counter.count &+= 1 }
                }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { button.tap() }
                benchmark.stopMeasurement()
                counter.check(benchmark.scaledIterations.count * observerCount, prefix)
            }
        }
    }
}
