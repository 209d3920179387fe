import Benchmark
import Foundation
@_spi(Backend) import ObserverKit
import ObserverKitHeadless

/// Delegates as observers (issue 27): didScroll to 10 observers beside a control event to 10 observers, and a
/// table's scroll step at 100 and 10,000 rows. 1,000 steps per measured run.
func registerDelegateBenchmarks() {
    let observerCount = 10
    let prefix = "delegates"

    Benchmark("\(prefix): control event to 10 observers (headless button sendActions)") { measured async in
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

    Benchmark("\(prefix): didScroll to 10 observers (DelegateObserver.send)") { measured async in
        nonisolated(unsafe) let benchmark = measured
        await MainActor.run {
            let counter = Counter()
            let observed = DelegateObserver<ScrollViewAction>()
            for _ in 0..<observerCount {
                observed.addObserver { if case .didScroll = $0 { counter.count &+= 1 } }
            }
            var offset = CGPoint.zero
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                offset.y += 1
                observed.send(.didScroll(contentOffset: offset))
            }
            benchmark.stopMeasurement()
            counter.check(benchmark.scaledIterations.count * observerCount, prefix)
        }
    }

    Benchmark("\(prefix): didScroll to 10 observers (scroll view contentOffset set)") { measured async in
        nonisolated(unsafe) let benchmark = measured
        await MainActor.run {
            let counter = Counter()
            let scrollView = ScrollView()
            scrollView.contentSize = CGSize(width: 320, height: 10_000_000)
            for _ in 0..<observerCount {
                scrollView.observed.addObserver { if case .didScroll = $0 { counter.count &+= 1 } }
            }
            var y: CGFloat = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                y += 1
                scrollView.contentOffset = CGPoint(x: 0, y: y)
            }
            benchmark.stopMeasurement()
            counter.check(benchmark.scaledIterations.count * observerCount, prefix)
        }
    }

    for rows in [100, 10_000] {
        Benchmark("\(prefix): table scroll step, \(rows) rows") { measured async in
            nonisolated(unsafe) let benchmark = measured
            await MainActor.run {
                let counter = Counter()
                let table = TableView(
                    numberOfRows: rows, rowHeight: 44, bounds: CGRect(x: 0, y: 0, width: 320, height: 440))
                table.observed.addObserver { _ in counter.count &+= 1 }
                table.reloadData()
                // The same steps for both sizes: 11 points down a step through the first 3,960 points (the most
                // 100 rows scroll), then back to the top; one row comes and one goes every four steps.
                var step = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    step = step == 360 ? 0 : step + 1
                    table.contentOffset = CGPoint(x: 0, y: CGFloat(step * 11))
                }
                benchmark.stopMeasurement()
                if counter.count < benchmark.scaledIterations.count {
                    fatalError("\(prefix): the table reported \(counter.count) actions")
                }
            }
        }
    }
}
