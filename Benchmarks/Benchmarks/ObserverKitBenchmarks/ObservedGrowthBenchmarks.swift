import Benchmark
import ObserverKitUIKit

// A file of its own: ObserverKitUIKit's controls and views share their names with ObserverKitHeadless's.

/// The third wave's `observed` on stock UIKit objects (on Linux, UIKitInterface's), at 10, 1,000 and 100,000
/// observers already registered: each of the 1,000 measured steps adds one observer through `observed` (the
/// property read each time, as an app writes it) and cancels its token. A registration's cost should not grow with
/// the number registered; the allocations are the entry and, for a control, its `Observer` (the label naming the
/// call site is kept in parts, not made as text). After the steps one event checks that every observer the steps added has gone and
/// the others are all there. Then `didScroll` through a stock scroll view's `observed` at 10 and 1,000 observers:
/// a delivery calls every observer, so it grows linearly.
func registerObservedGrowthBenchmarks() {
    let configuration = growthConfiguration()

    for registered in [10, 1_000, 100_000] {
        let suffix = "\(registered) registered"

        Benchmark(
            "growth: UISlider observed addObserver + cancel, \(suffix)", configuration: configuration
        ) { measured async in
            nonisolated(unsafe) let benchmark = measured
            await MainActor.run {
                let counter = Counter()
                let slider = UISlider()
                let existing = (0..<registered).map { _ in
                    slider.observed.addObserver(for: .valueChanged) { _ in counter.count &+= 1 }
                }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    slider.observed.addObserver(for: .valueChanged) { _ in counter.count &+= 1 }.cancel()
                }
                benchmark.stopMeasurement()
                slider.sendActions(for: .valueChanged)
                counter.check(registered, "UISlider observed addObserver + cancel")
                withExtendedLifetime(existing) {}
            }
        }

        Benchmark(
            "growth: UIScrollView observed addObserver + cancel, \(suffix)", configuration: configuration
        ) { measured async in
            nonisolated(unsafe) let benchmark = measured
            await MainActor.run {
                let counter = Counter()
                let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                let app = AppScrollDelegate()
                scrollView.delegate = app
                let existing = (0..<registered).map { _ in
                    scrollView.observed.addObserver { if case .didScroll = $0 { counter.count &+= 1 } }
                }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    scrollView.observed.addObserver { if case .didScroll = $0 { counter.count &+= 1 } }.cancel()
                }
                benchmark.stopMeasurement()
                scrollView.contentOffset = CGPoint(x: 0, y: 1)
                counter.check(registered, "UIScrollView observed addObserver + cancel")
                withExtendedLifetime((existing, app)) {}
            }
        }

        Benchmark(
            "growth: UITableView observed addObserver + cancel, \(suffix)", configuration: configuration
        ) { measured async in
            nonisolated(unsafe) let benchmark = measured
            await MainActor.run {
                let counter = Counter()
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
                let app = AppTableDelegate()
                table.delegate = app
                let existing = (0..<registered).map { _ in
                    table.observed.addObserver { if case .scroll(.didScroll) = $0 { counter.count &+= 1 } }
                }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    table.observed.addObserver { if case .scroll(.didScroll) = $0 { counter.count &+= 1 } }.cancel()
                }
                benchmark.stopMeasurement()
                table.contentOffset = CGPoint(x: 0, y: 1)
                counter.check(registered, "UITableView observed addObserver + cancel")
                withExtendedLifetime((existing, app)) {}
            }
        }
    }

    for observerCount in [10, 1_000] {
        Benchmark("growth: UIScrollView didScroll through observed, \(observerCount) observers") { measured async in
            nonisolated(unsafe) let benchmark = measured
            await MainActor.run {
                let counter = Counter()
                let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                let app = AppScrollDelegate()
                scrollView.delegate = app
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
                counter.check(benchmark.scaledIterations.count * observerCount, "UIScrollView didScroll")
                withExtendedLifetime((tokens, app)) {}
            }
        }
    }
}

/// An app's scroll view delegate, implementing didScroll, so the forwarder stands for it.
@MainActor
private final class AppScrollDelegate: NSObject, UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// An app's table view delegate, implementing a selection, so the forwarder stands for it.
@MainActor
private final class AppTableDelegate: NSObject, UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
