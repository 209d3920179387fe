@_spi(Backend) import ObserverKit
import Testing

/// `TouchDriver`, the driver of `TouchTracker` that the headless and GTK backends share.
@MainActor
@Suite struct TouchDriverTests {
    /// A host that records each step and can give input from inside one, as a handler would.
    final class Recorder {
        var steps: [String] = []
        /// The origin of each step that reached the host.
        var origins: [EventOrigin] = []
        var onStep: ((TouchTracker.Outcome) -> Void)?
        var hitArea: ClosedRange<Double> = -.infinity...(.infinity)
    }

    struct Host: TouchDriverHost {
        let recorder: Recorder
        var touchBounds: TouchTracker.Bounds { .init(x: 0, y: 0, width: 100, height: 44) }
        var touchTime: Duration { .zero }

        func beginsTracking(at point: TouchTracker.Point) -> Bool { recorder.hitArea.contains(point.x) }

        func touchDriver(didStep outcome: TouchTracker.Outcome, at location: TouchTracker.Point) {
            recorder.steps.append("\(outcome.phase!) \(outcome.events.rawValue) at \(location.x)")
            recorder.onStep?(outcome)
        }

        func touchDriver(handling origin: EventOrigin, _ body: () -> Void) {
            recorder.origins.append(origin)
            body()
        }

        func touchDriverActivateFromKeyboard() { recorder.steps.append("keyboard") }

        func touchDriver(adjustUp up: Bool) { recorder.steps.append(up ? "increment" : "decrement") }
    }

    @Test func eachKindOfInputRunsAsOneStepWithItsOrigin() {
        let driver = TouchDriver()
        let recorder = Recorder()
        let host = Host(recorder: recorder)
        driver.perform(.keyboardActivate, on: host)
        driver.perform(.accessibilityAdjust(up: true), on: host)
        driver.perform(.accessibilityAdjust(up: false), on: host)
        driver.perform(.accessibilityActivate(.init(x: 30, y: 22)), on: host)
        driver.perform(.press(.init(x: 50, y: 22)), on: host)
        #expect(
            recorder.steps == [
                "keyboard", "increment", "decrement", "began 1 at 30.0", "ended(inside: true) 64 at 30.0",
                "began 3 at 50.0",
            ])
        #expect(
            recorder.origins == [.keyboard, .accessibility, .accessibility, .accessibility, .accessibility, .touch])
    }

    @Test func keyboardAndAccessibilityInputIsIgnoredWhileATouchIsTrackedOrTheControlIsDisabled() {
        let driver = TouchDriver()
        let recorder = Recorder()
        let host = Host(recorder: recorder)
        driver.perform(.press(.init(x: 50, y: 22)), on: host)
        recorder.steps = []
        driver.perform(.keyboardActivate, on: host)
        driver.perform(.accessibilityActivate(.init(x: 30, y: 22)), on: host)
        driver.perform(.accessibilityAdjust(up: true), on: host)
        driver.perform(.cancel, on: host)
        driver.perform(.setEnabled(false), on: host)
        driver.perform(.keyboardActivate, on: host)
        driver.perform(.accessibilityActivate(.init(x: 30, y: 22)), on: host)
        driver.perform(.accessibilityAdjust(up: false), on: host)
        #expect(recorder.steps == ["cancelled 256 at 50.0"])
        #expect(recorder.origins == [.touch, .touch])
    }

    @Test func inputGivenFromInsideAStepWaitsUntilTheStepIsDelivered() {
        let driver = TouchDriver()
        let recorder = Recorder()
        let host = Host(recorder: recorder)
        recorder.onStep = { outcome in
            recorder.steps.append("handler")
            if outcome.phase == .began { driver.perform(.release(nil), on: host) }
        }
        driver.perform(.press(.init(x: 50, y: 22)), on: host)
        recorder.onStep = nil  // the handler and the recorder hold each other
        #expect(
            recorder.steps == [
                "began 1 at 50.0", "handler", "ended(inside: true) 64 at 50.0", "handler",
            ])
    }

    @Test func aPressWhereTheHostDoesNotTrackSendsNothingAndDoesNotTrack() {
        let driver = TouchDriver()
        let recorder = Recorder()
        recorder.hitArea = 0...20
        driver.perform(.press(.init(x: 50, y: 22)), on: Host(recorder: recorder))
        driver.perform(.release(nil), on: Host(recorder: recorder))
        #expect(recorder.steps.isEmpty)
        #expect(!driver.tracker.isTracking)
        driver.perform(.press(.init(x: 10, y: 22)), on: Host(recorder: recorder))
        #expect(recorder.steps == ["began 1 at 10.0"])
    }

    @Test func aReleaseAtANewPointIsAMoveStepThenTheRelease() {
        let driver = TouchDriver()
        let recorder = Recorder()
        driver.perform(.press(.init(x: 50, y: 22)), on: Host(recorder: recorder))
        driver.perform(.release(.init(x: 300, y: 22)), on: Host(recorder: recorder))
        #expect(
            recorder.steps == [
                "began 1 at 50.0", "moved 40 at 300.0", "ended(inside: false) 128 at 300.0",
            ])
    }

    @Test func ignoredInputReachesTheHostNotAtAll() {
        let driver = TouchDriver()
        let recorder = Recorder()
        let host = Host(recorder: recorder)
        driver.perform(.move(.init(x: 1, y: 1)), on: host)
        driver.perform(.release(nil), on: host)
        driver.perform(.cancel, on: host)
        driver.perform(.setEnabled(false), on: host)
        driver.perform(.press(.init(x: 50, y: 22)), on: host)
        #expect(recorder.steps.isEmpty)
    }
}
