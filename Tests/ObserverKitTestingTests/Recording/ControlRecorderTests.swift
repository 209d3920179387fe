import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// A control's recorder keeps each single event it sends, with what it carried and when.
@MainActor
@Suite struct ControlRecorderTests {
    @Test func aStepperTapIsItsStepThenItsTouchEvents() {
        let stepper = ObservableStepper()
        let recorder = stepper.recorder(for: [.touchDown, .touchUpInside, .valueChanged])
        stepper.tap(at: CGPoint(x: 80, y: 16))
        #expect(
            recorder.values == [.init(.valueChanged, 1), .init(.touchDown, 1), .init(.touchUpInside, 1)])
        #expect(recorder.values.map(\.description) == ["valueChanged 1", "touchDown 1", "touchUpInside 1"])
    }

    @Test func aButtonsEventsCarryNothingAndAreComparedByEvent() {
        let button = ObservableButton()
        let recorder = button.recorder()
        button.tap()
        #expect(recorder.values.map(\.event) == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(recorder.values.map(\.description) == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(recorder.values.first.map { $0.observation == () } == true)
    }

    @Test func timesComeFromTheControlsScheduler() {
        let scheduler = TestScheduler()
        let button = ObservableButton()
        button.scheduler = scheduler
        let recorder = button.recorder(for: .touchDown)
        button.tap()
        scheduler.advance(by: .seconds(1))
        button.tap()
        #expect(recorder.recorded.map(\.time) == [.zero, .seconds(1)])
    }

    @Test func aRecorderMadeBeforeATouchScriptRecordsOnTheScriptsTime() {
        let button = ObservableButton()
        let recorder = button.recorder(for: .touchDown)  // before the script gives the button its TestScheduler
        #expect(
            TouchScript(button).verify(
                "touch:     -t",
                "touchDown: -x"
            ) == .matching)
        #expect(recorder.recorded.map(\.time) == [.milliseconds(100)])
    }

    @Test func eachValueKeepsItsOriginAndComparesWithItsTimeInOneAssertion() {
        let scheduler = TestScheduler()
        let stepper = ObservableStepper()
        stepper.scheduler = scheduler
        let recorder = stepper.recorder(for: .valueChanged)
        stepper.tap(at: CGPoint(x: 80, y: 16))
        scheduler.advance(by: .milliseconds(100))
        stepper.keyboardActivate()
        scheduler.advance(by: .milliseconds(100))
        stepper.accessibilityDecrement()
        stepper.sendActions(for: .valueChanged)
        #expect(
            recorder.recorded == [
                .at(.zero, .init(.valueChanged, 1), from: .touch),
                .at(.milliseconds(100), .init(.valueChanged, 2), from: .keyboard),
                .at(.milliseconds(200), .init(.valueChanged, 1), from: .accessibility),
                .at(.milliseconds(200), .init(.valueChanged, 1), from: .program),
            ])
        #expect(recorder.recorded[1].description == "valueChanged 2 @ 100 ms from keyboard")
    }

    @Test func aStreamsValuesHaveNoOriginUnlessGivenOne() {
        let recorder = Recorder<String>()
        recorder.record("a")
        recorder.record("b", origin: .keyboard)
        #expect(recorder.recorded == [.at(.zero, "a"), .at(.zero, "b", from: .keyboard)])
        #expect(recorder.recorded.map(\.description) == ["a @ 0 ms", "b @ 0 ms from keyboard"])
    }
}
