import Foundation
import ObserverKit
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// Gesture scripts: two fingers and held presses on virtual time, lined up above the phases the view's
/// gestures report.
@MainActor
@Suite struct GestureScriptTests {
    func makeView() -> View { View(bounds: CGRect(x: 0, y: 0, width: 300, height: 300)) }

    let points: [Character: CGPoint] = [
        "A": CGPoint(x: 100, y: 150), "B": CGPoint(x: 200, y: 150), "C": CGPoint(x: 260, y: 150),
        "D": CGPoint(x: 280, y: 150), "E": CGPoint(x: 150, y: 150),
    ]

    @Test func aSecondFingerMakesAPinchThatBeginsChangesAndEndsWhenOneLifts() {
        let view = makeView()
        #expect(
            GestureScript(view, points: points).observing("pinch", .pinch).verify(
                "touch:  Ad--------u",
                "touch2: -Bd-C-D-u--",
                "pinch:  ----b-m-e--"
            ) == .matching)
    }

    @Test func aPinchReportsItsScaleOnTheRecorderAtItsVirtualTimes() {
        let view = makeView()
        let pinches = view.recorder(for: .pinch)
        let script = GestureScript(view, points: points)
        #expect(
            script.verify(
                "touch:  Ad------u",
                "touch2: -Bd-C-u--"
            ) == .matching)
        #expect(
            pinches.phases == [.at(.milliseconds(400), .began), .at(.milliseconds(600), .ended)])
        #expect(pinches.values.map(\.scale) == [1.6, 1.6])
        #expect(pinches.values.first?.location == CGPoint(x: 180, y: 150))
    }

    @Test func eitherFingerCancellingCancelsThePinch() {
        let view = makeView()
        #expect(
            GestureScript(view, points: points).observing("pinch", .pinch).verify(
                "touch:  Ad---c---",
                "touch2: -Bd-C-u--",
                "pinch:  ----bc---"
            ) == .matching)
    }

    @Test func aHoldLiftsByItselfAfterItsDurationWhateverTheTick() {
        let view = makeView()
        let presses = view.recorder(for: .longPress())
        #expect(
            GestureScript(view).hold("H", for: .milliseconds(700)).observing("press", .longPress()).verify(
                "touch: H-------",
                "press: -----b-e"
            ) == .matching)
        #expect(presses.phases == [.at(.milliseconds(500), .began), .at(.milliseconds(700), .ended)])
        #expect(!view.isTouching(finger: 0))
    }

    @Test func aHoldAsLongAsTheMinimumDurationIsALongPress() {
        let view = makeView()
        #expect(
            GestureScript(view).hold("H", for: .milliseconds(500)).observing("press", .longPress()).verify(
                "touch: H--------",
                "press: -----[be]"
            ) == .matching)
    }

    @Test func aHoldJustShorterThanTheMinimumDurationIsATapAtTheExactTimeItLifts() {
        let view = makeView()
        let presses = view.recorder(for: .longPress())
        let taps = view.recorder(for: .tap())
        #expect(GestureScript(view).hold("S", for: .milliseconds(499)).verify("touch: S------") == .matching)
        #expect(presses.recorded.isEmpty)
        #expect(taps.recorded == [.at(.milliseconds(499), CGPoint(x: 150, y: 150))])
    }

    @Test func liftingBeforeTheHoldsEndCancelsItsLiftSoALaterPressIsNotLiftedByIt() {
        let view = makeView()
        let script = GestureScript(view).hold("H", for: .milliseconds(600)).observing("press", .longPress())
        #expect(
            script.verify(
                "touch: H-u---d-----u",
                "press: -----------be"
            ) == .matching)
        #expect(script.scheduler.pendingCount == 0)
    }

    @Test func aStepMayDisableTheViewMidGestureWhichCancelsIt() {
        let view = makeView()
        let script = GestureScript(view, points: ["A": CGPoint(x: 200, y: 150)])
        #expect(
            script.step("X") { view.isUserInteractionEnabled = false }.observing("pan", .pan).verify(
                "touch: dAX--",
                "pan:   -bc--"
            ) == .matching)
    }

    @Test func aDoubleTapAndASwipeAreWrittenAsX() {
        let view = makeView()
        let script = GestureScript(view, tick: .milliseconds(50), points: ["L": CGPoint(x: 20, y: 150)])
            .observing("doubleTap", .tap(count: 2)).observing("swipe", .swipe(.left))
        #expect(
            script.verify(
                "touch:     t-t--dL-u",
                "doubleTap: --x------",
                "swipe:     ------x--"
            ) == .matching)
    }

    @Test func aWrongExpectationShowsWhatTheGestureDid() {
        let view = makeView()
        let result = GestureScript(view).observing("press", .longPress()).verify(
            "touch: d-----u",
            "press: ----b-e"
        )
        #expect(
            result
                == .mismatch(
                    """
                    Diagrams differ at column 4 (400 ms): expected b, got nothing
                       touch: d-----u
                       press: ----b-e
                      actual: -----be
                                  ^
                    """))
    }

    @Test func anUnknownLineIsNamedWithTheLabelsGiven() {
        let view = makeView()
        #expect(
            GestureScript(view).observing("pan", .pan).verify(
                "touch: d-u",
                "pinch: ---"
            ).description.hasPrefix(
                "Malformed diagram: pinch, column 0: \"pinch\" is no line: touch, touch2, or a label given to "
                    + "observing(_:_:) (pan)"))
        #expect(
            GestureScript(view).verify("touch2: d-z").description.hasPrefix(
                "Malformed diagram: touch2, column 2: z is no touch"))
    }

    @Test func theScriptKeepsTheViewsTestSchedulerAndObservesOnlyWhileItRuns() {
        let view = makeView()
        let clock = TestScheduler()
        view.scheduler = clock
        let script = GestureScript(view).observing("pan", .pan)
        #expect(script.scheduler === clock)
        #expect(view.gestures.observedKinds.isEmpty)
        #expect(script.verify("touch: t", "pan:   -") == .matching)
        #expect(view.gestures.observedKinds.isEmpty)
    }
}
