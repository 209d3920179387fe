import Benchmark
import ObserverKitUIKit

// A file of its own: ObserverKitUIKit's views share their names with ObserverKitHeadless's.

/// One didScroll of a stock `UIScrollView` (on Linux, UIKitInterface's) to 10 observers through `observed`, with an
/// app's delegate set: UIKit calls ObserverKit's forwarder, which gives the call to the app's delegate, then
/// delivers it through the call order every forwarder shares. The app's delegate causes no call, so nothing is
/// held: the path every scroll step takes.
func registerObservedDelegateBenchmarks() {
    let observerCount = 10
    let prefix = "delegates"

    Benchmark("\(prefix): didScroll to 10 observers (UIKit scroll view through observed)") { measured async in
        nonisolated(unsafe) let benchmark = measured
        await MainActor.run {
            let counter = Counter()
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let app = CountingScrollDelegate()
            scrollView.delegate = app
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
            if app.count != benchmark.scaledIterations.count {
                fatalError("\(prefix): the app's delegate heard \(app.count) calls")
            }
        }
    }
}

/// An app's scroll view delegate that counts its didScroll calls.
@MainActor
private final class CountingScrollDelegate: NSObject, UIScrollViewDelegate {
    var count = 0

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        count &+= 1
    }
}
