import Benchmark
import Foundation
import ObserverKit
import ObserverKitHeadless

/// What a view's gesture recognizers cost per touch event (issue 28): the same touches (a press, eight moves of
/// 12 points, a lift; 8 ms of virtual time between them) on a headless view with 0, 1, 5 and 20 observed
/// gestures, one observer each. Every recognizer sees every touch, so the cost should grow linearly with the
/// number of gestures; the 0-gesture run is the view's own share (and the clock's). 1,000 touch events per
/// measured run.
func registerGestureBenchmarks() {
    /// The first 5 are the five kinds; the 20 add more taps, swipes and long presses.
    let extra: [GestureKind] =
        (2...6).map { .tap(count: $0) } + [.swipe(.left), .swipe(.up), .swipe(.down)]
        + (6...12).map { .longPress(minimumDuration: .milliseconds($0 * 100), allowableMovement: 10) }
    let kinds: [GestureKind] =
        [
            .pan, .tap(count: 1), .longPress(minimumDuration: .milliseconds(500), allowableMovement: 10),
            .swipe(.right), .pinch,
        ] + extra

    for count in [0, 1, 5, 20] {
        Benchmark("gestures: touch event with \(count) gesture\(count == 1 ? "" : "s") on a view") { measured async in
            nonisolated(unsafe) let benchmark = measured
            await MainActor.run {
                let counter = Counter()
                let scheduler = TestScheduler()
                let view = View(bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
                view.scheduler = scheduler
                let tokens = kinds.prefix(count).map { observe($0, on: view, counter) }
                var touches = DragTouches()
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    touches.playNext(on: view, advancing: scheduler)
                }
                benchmark.stopMeasurement()
                counter.check(expectedReports(gestures: count, events: benchmark.scaledIterations.count), "gestures")
                withExtendedLifetime(tokens) {}
            }
        }
    }
}

/// The touches the gesture benchmarks play on a view, one event a step, 8 ms of virtual time apart: a press at
/// (20, 150), eight moves of 12 points to the right, a lift; then again.
struct DragTouches {
    /// The event of the ten that comes next (0 the press, 9 the lift).
    private var event = 0

    /// Advances `scheduler` by 8 ms and plays the next event on `view`.
    @MainActor mutating func playNext(on view: View, advancing scheduler: TestScheduler) {
        scheduler.advance(by: .milliseconds(8))
        switch event {
        case 0: view.beginTouch(finger: 0, at: CGPoint(x: 20, y: 150))
        case 9: view.endTouch(finger: 0)
        default: view.moveTouch(finger: 0, to: CGPoint(x: CGFloat(20 + 12 * event), y: 150))
        }
        event = event == 9 ? 0 : event + 1
    }
}

/// How many reports `events` touch events make with the first `gestures` kinds: the pan reports at every event
/// but the press (began at the first move of 12 points, changed, ended at the lift), the swipe to the right once
/// (at the fifth move, 60 points in 40 ms); every other gesture fails (the finger moves more than 10 points, no
/// second finger comes, a long press is not held long enough).
func expectedReports(gestures: Int, events: Int) -> Int {
    let perEvent = (0..<10).map { event in
        (gestures >= 1 && event >= 1 ? 1 : 0) + (gestures >= 4 && event == 5 ? 1 : 0)
    }
    return events / 10 * perEvent.reduce(0, +) + perEvent.prefix(events % 10).reduce(0, +)
}

/// One observer of `kind` on `view`, counting its reports.
@MainActor
private func observe(_ kind: GestureKind, on view: View, _ counter: Counter) -> ObservationToken {
    switch kind {
    case .tap(let count): view.gestures.addObserver(for: .tap(count: count)) { _ in counter.count &+= 1 }
    case .longPress(let duration, let movement):
        view.gestures.addObserver(for: .longPress(minimumDuration: duration, allowableMovement: movement)) { _ in
            counter.count &+= 1
        }
    case .pan: view.gestures.addObserver(for: .pan) { _ in counter.count &+= 1 }
    case .swipe(let direction): view.gestures.addObserver(for: .swipe(direction)) { _ in counter.count &+= 1 }
    case .pinch: view.gestures.addObserver(for: .pinch) { _ in counter.count &+= 1 }
    }
}
