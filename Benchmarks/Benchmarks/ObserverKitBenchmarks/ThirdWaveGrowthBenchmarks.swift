import Benchmark
import Foundation
import ObserverKit
import ObserverKitHeadless

/// The third wave's registrations on the headless backend, at 10, 1,000 and 100,000 observers already
/// registered: each of the 1,000 measured steps adds one observer and cancels its token, on a scroll view's
/// `observed` and on a view's `gestures` (a tap, whose observers are all there already). A registration's cost
/// should not grow with the number registered. After the steps one event (a scroll, a tap) checks that every
/// observer the steps added has gone and the others are all there. Then one delivery at 10 and 1,000 observers
/// (a scroll view's didScroll, a pan's touch event), which calls every observer, so it grows linearly.
func registerThirdWaveGrowthBenchmarks() {
    let configuration = growthConfiguration()

    for registered in [10, 1_000, 100_000] {
        let suffix = "\(registered) registered"

        Benchmark(
            "growth: headless ScrollView observed addObserver + cancel, \(suffix)", configuration: configuration
        ) { measured async in
            nonisolated(unsafe) let benchmark = measured
            await MainActor.run {
                let counter = Counter()
                let scrollView = ScrollView()
                scrollView.contentSize = CGSize(width: 320, height: 2_000)
                let existing = (0..<registered).map { _ in
                    scrollView.observed.addObserver { if case .didScroll = $0 { counter.count &+= 1 } }
                }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    scrollView.observed.addObserver { if case .didScroll = $0 { counter.count &+= 1 } }.cancel()
                }
                benchmark.stopMeasurement()
                scrollView.contentOffset = CGPoint(x: 0, y: 1)
                counter.check(registered, "headless ScrollView observed addObserver + cancel")
                withExtendedLifetime(existing) {}
            }
        }

        Benchmark(
            "growth: headless View gestures addObserver(for: .tap) + cancel, \(suffix)", configuration: configuration
        ) { measured async in
            nonisolated(unsafe) let benchmark = measured
            await MainActor.run {
                let counter = Counter()
                let view = View(bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
                view.scheduler = TestScheduler()
                let existing = (0..<registered).map { _ in
                    view.gestures.addObserver(for: .tap()) { _ in counter.count &+= 1 }
                }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    view.gestures.addObserver(for: .tap()) { _ in counter.count &+= 1 }.cancel()
                }
                benchmark.stopMeasurement()
                view.tap()
                counter.check(registered, "headless View gestures addObserver + cancel")
                withExtendedLifetime(existing) {}
            }
        }
    }

    for observerCount in [10, 1_000] {
        Benchmark("growth: headless ScrollView didScroll, \(observerCount) observers") { measured async in
            nonisolated(unsafe) let benchmark = measured
            await MainActor.run {
                let counter = Counter()
                let scrollView = ScrollView()
                scrollView.contentSize = CGSize(width: 320, height: 10_000_000)
                let tokens = (0..<observerCount).map { _ in
                    scrollView.observed.addObserver { if case .didScroll = $0 { counter.count &+= 1 } }
                }
                var y: CGFloat = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    y += 1
                    scrollView.contentOffset = CGPoint(x: 0, y: y)
                }
                benchmark.stopMeasurement()
                counter.check(benchmark.scaledIterations.count * observerCount, "headless ScrollView didScroll")
                withExtendedLifetime(tokens) {}
            }
        }

        // The touches of GestureBenchmarks (`DragTouches`): the pan reports at every event but the press.
        Benchmark("growth: headless View pan touch event, \(observerCount) observers") { measured async in
            nonisolated(unsafe) let benchmark = measured
            await MainActor.run {
                let counter = Counter()
                let scheduler = TestScheduler()
                let view = View(bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
                view.scheduler = scheduler
                let tokens = (0..<observerCount).map { _ in
                    view.gestures.addObserver(for: .pan) { _ in counter.count &+= 1 }
                }
                var touches = DragTouches()
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    touches.playNext(on: view, advancing: scheduler)
                }
                benchmark.stopMeasurement()
                // The pan alone: a report at every event but the press.
                let reports = expectedReports(gestures: 1, events: benchmark.scaledIterations.count)
                counter.check(reports * observerCount, "headless View pan touch event")
                withExtendedLifetime(tokens) {}
            }
        }
    }
}

/// The growth scenarios' configuration: wall clock and allocations, at most 100 runs of 1,000 steps (each run first
/// registers its observers, up to 100,000); one run under `BENCHMARK_SMOKE`, as every scenario.
func growthConfiguration() -> Benchmark.Configuration {
    let smoke = ProcessInfo.processInfo.environment["BENCHMARK_SMOKE"] != nil
    return Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: smoke ? .milliseconds(1) : .seconds(1),
        maxIterations: smoke ? 1 : 100)
}
