import Foundation
@_spi(Backend) import ObserverKit
import Testing

/// The input loop of `TouchTracker.submit(_:)`'s documentation, run as written.
@Suite struct TouchTrackerLoopExampleTests {
    @Test func aPressOnAFreshTrackerRunsTheLoopAndStepsATouchDown() {
        var tracker = TouchTracker()
        let bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
        var steps: [TouchTracker.Step] = []
        let runsNow = tracker.submit(.press(.init(x: 22, y: 22)))
        #expect(runsNow)
        if runsNow {
            while let input = tracker.next() {
                guard let step = tracker.step(for: input, in: bounds, at: .zero, beginsTracking: true) else { continue }
                steps.append(step)
            }
        }
        #expect(steps == [.touch(TouchTracker.Outcome(.began, .touchDown), at: CGPoint(x: 22, y: 22), origin: .touch)])
    }
}
