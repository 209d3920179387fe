import Foundation
@_spi(Backend) import ObserverKit
import Testing

/// `TouchTracker`'s input queue and steps, which the headless and GTK backends share.
@MainActor
@Suite struct TouchTrackerInputTests {
    /// A control as the tracker serves it: it runs the tracker's loop and records each step it is given; a step
    /// can give input from inside itself, as a handler would.
    final class Recorder {
        var tracker = TouchTracker()
        var steps: [String] = []
        /// The origin of each step that reached the control.
        var origins: [EventOrigin] = []
        var onStep: ((TouchTracker.Outcome) -> Void)?
        var hitArea: ClosedRange<Double> = -.infinity...(.infinity)
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 44)

        func perform(_ input: TouchTracker.Input) {
            guard tracker.submit(input) else { return }
            while let pending = tracker.next() {
                let begins = pending.pressLocation.map { hitArea.contains($0.x) } ?? true
                guard let step = tracker.step(for: pending, in: bounds, at: .zero, beginsTracking: begins) else {
                    continue
                }
                origins.append(step.origin)
                switch step {
                case .touch(let outcome, let location, _):
                    steps.append("\(outcome.phase!) \(outcome.events.rawValue) at \(location.x)")
                    onStep?(outcome)
                case .keyboardActivate: steps.append("keyboard")
                case .accessibilityAdjust(let up): steps.append(up ? "increment" : "decrement")
                }
            }
        }
    }

    @Test func eachKindOfInputRunsAsOneStepWithItsOrigin() {
        let recorder = Recorder()
        recorder.perform(.keyboardActivate)
        recorder.perform(.accessibilityAdjust(up: true))
        recorder.perform(.accessibilityAdjust(up: false))
        recorder.perform(.accessibilityActivate(.init(x: 30, y: 22)))
        recorder.perform(.press(.init(x: 50, y: 22)))
        #expect(
            recorder.steps == [
                "keyboard", "increment", "decrement", "began 1 at 30.0", "ended(inside: true) 64 at 30.0",
                "began 3 at 50.0",
            ])
        #expect(
            recorder.origins == [.keyboard, .accessibility, .accessibility, .accessibility, .accessibility, .touch])
    }

    @Test func keyboardAndAccessibilityInputIsIgnoredWhileATouchIsTrackedOrTheControlIsDisabled() {
        let recorder = Recorder()
        recorder.perform(.press(.init(x: 50, y: 22)))
        recorder.steps = []
        recorder.perform(.keyboardActivate)
        recorder.perform(.accessibilityActivate(.init(x: 30, y: 22)))
        recorder.perform(.accessibilityAdjust(up: true))
        recorder.perform(.cancel)
        recorder.perform(.setEnabled(false))
        recorder.perform(.keyboardActivate)
        recorder.perform(.accessibilityActivate(.init(x: 30, y: 22)))
        recorder.perform(.accessibilityAdjust(up: false))
        #expect(recorder.steps == ["cancelled 256 at 50.0"])
        #expect(recorder.origins == [.touch, .touch])
    }

    @Test func severalInputsGivenFromInsideAStepRunInTheOrderGivenEachAsItsOwnSteps() {
        let recorder = Recorder()
        recorder.onStep = { outcome in
            guard outcome.phase == .began, recorder.steps.count == 1 else { return }
            // A release at a new point (a move, then the release), an accessibility tap (a press, then a
            // release), and a key: each waits for the ones before it.
            recorder.perform(.release(.init(x: 60, y: 22)))
            recorder.perform(.accessibilityActivate(.init(x: 30, y: 22)))
            recorder.perform(.keyboardActivate)
        }
        recorder.perform(.press(.init(x: 50, y: 22)))
        recorder.onStep = nil  // the handler and the recorder hold each other
        #expect(
            recorder.steps == [
                "began 1 at 50.0", "moved 4 at 60.0", "ended(inside: true) 64 at 60.0", "began 3 at 30.0",
                "ended(inside: true) 64 at 30.0", "keyboard",
            ])
        #expect(recorder.origins == [.touch, .touch, .touch, .accessibility, .accessibility, .keyboard])
    }

    @Test func inputGivenFromInsideAStepWaitsUntilTheStepIsDelivered() {
        let recorder = Recorder()
        recorder.onStep = { outcome in
            recorder.steps.append("handler")
            if outcome.phase == .began { recorder.perform(.release(nil)) }
        }
        recorder.perform(.press(.init(x: 50, y: 22)))
        recorder.onStep = nil  // the handler and the recorder hold each other
        #expect(
            recorder.steps == [
                "began 1 at 50.0", "handler", "ended(inside: true) 64 at 50.0", "handler",
            ])
    }

    @Test func aPressWhereTheHostDoesNotTrackSendsNothingAndDoesNotTrack() {
        let recorder = Recorder()
        recorder.hitArea = 0...20
        recorder.perform(.press(.init(x: 50, y: 22)))
        recorder.perform(.release(nil))
        #expect(recorder.steps.isEmpty)
        #expect(!recorder.tracker.isTracking)
        recorder.perform(.press(.init(x: 10, y: 22)))
        #expect(recorder.steps == ["began 1 at 10.0"])
    }

    @Test func aReleaseAtANewPointIsAMoveStepThenTheRelease() {
        let recorder = Recorder()
        recorder.perform(.press(.init(x: 50, y: 22)))
        recorder.perform(.release(.init(x: 300, y: 22)))
        #expect(
            recorder.steps == [
                "began 1 at 50.0", "moved 40 at 300.0", "ended(inside: false) 128 at 300.0",
            ])
    }

    @Test func aReleaseWhereTheTouchAlreadyIsIsTheReleaseAlone() {
        // A GTK click's release reports where the pointer is, which is where the press or the last motion left it:
        // no move step comes first, so a click sends touchDown then touchUpInside, and no touchDragInside.
        let recorder = Recorder()
        recorder.perform(.press(.init(x: 50, y: 22)))
        recorder.perform(.release(.init(x: 50, y: 22)))
        recorder.perform(.press(.init(x: 40, y: 22)))
        recorder.perform(.move(.init(x: 60, y: 22)))
        recorder.perform(.release(.init(x: 60, y: 22)))
        #expect(
            recorder.steps == [
                "began 1 at 50.0", "ended(inside: true) 64 at 50.0", "began 3 at 40.0", "moved 4 at 60.0",
                "ended(inside: true) 64 at 60.0",
            ])
    }

    @Test func ignoredInputReachesTheHostNotAtAll() {
        let recorder = Recorder()
        recorder.perform(.move(.init(x: 1, y: 1)))
        recorder.perform(.release(nil))
        recorder.perform(.cancel)
        recorder.perform(.setEnabled(false))
        recorder.perform(.press(.init(x: 50, y: 22)))
        #expect(recorder.steps.isEmpty)
    }
}
