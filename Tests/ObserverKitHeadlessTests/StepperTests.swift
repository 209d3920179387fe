import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// A headless stepper's sequences: it steps on touch-down, left half −, right half +. It is 94 points wide.
@MainActor @Suite struct StepperTests {
    typealias Entry = ControlEventRecord<Double>
    let stepper = ObservableStepper()
    let clock = TestScheduler()
    let plus = CGPoint.at(70, 16)
    let minus = CGPoint.at(20, 16)

    init() {
        stepper.scheduler = clock
    }

    @Test func defaultsAreUIKits() {
        #expect(stepper.value == 0)
        #expect(stepper.minimumValue == 0)
        #expect(stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1)
        #expect(stepper.autorepeat)
        #expect(!stepper.wraps)
    }

    @Test func tapOnTheRightHalfStepsUpOnTouchDown() {
        let recording = stepper.recorder()
        stepper.tap(at: plus)
        #expect(
            recording.values == [
                Entry(.valueChanged, 1),
                Entry(.touchDown, 1),
                Entry(.touchUpInside, 1),
            ])
    }

    @Test func tapOnTheLeftHalfStepsDown() {
        stepper.value = 5
        stepper.stepValue = 2.5
        let recording = stepper.recorder(for: .valueChanged)
        stepper.tap(at: minus)
        #expect(recording.values.map(\.observation) == [2.5])
    }

    @Test func theMiddleBelongsToTheRightHalf() {
        stepper.tap(at: .at(47, 16))
        #expect(stepper.value == 1)
    }

    @Test func dragOutAndBackDoesNotStepAgain() {
        let recording = stepper.recorder()
        stepper.beginTouch(at: plus)
        stepper.moveTouch(to: .at(300, 16))
        stepper.moveTouch(to: minus)
        stepper.endTouch()
        #expect(
            recording.values.map(\.event) == [
                .valueChanged, .touchDown, .touchDragOutside, .touchDragExit, .touchDragInside, .touchDragEnter,
                .touchUpInside,
            ])
        #expect(stepper.value == 1)
    }

    @Test func releaseOutsideAndCancelKeepTheStep() {
        let recording = stepper.recorder()
        stepper.beginTouch(at: plus)
        stepper.endTouch(at: .at(70, 200))
        stepper.beginTouch(at: plus)
        stepper.cancelTouch()
        #expect(
            recording.values == [
                Entry(.valueChanged, 1),
                Entry(.touchDown, 1),
                Entry(.touchDragOutside, 1),
                Entry(.touchDragExit, 1),
                Entry(.touchUpOutside, 1),
                Entry(.valueChanged, 2),
                Entry(.touchDown, 2),
                Entry(.touchCancel, 2),
            ])
    }

    @Test func doubleTapStepsTwice() {
        let recording = stepper.recorder()
        stepper.tap(at: plus)
        clock.advance(by: .milliseconds(300))
        stepper.tap(at: plus)
        #expect(
            recording.values.map(\.event) == [
                .valueChanged, .touchDown, .touchUpInside, .valueChanged, .touchDown, .touchDownRepeat, .touchUpInside,
            ])
        #expect(stepper.value == 2)
    }

    @Test func disabledStepperIgnoresTouches() {
        let recording = stepper.recorder()
        stepper.isEnabled = false
        stepper.tap(at: plus)
        #expect(recording.values.isEmpty)
        #expect(stepper.value == 0)
    }

    @Test func atALimitWithoutWrappingNothingChanges() {
        let recording = stepper.recorder()
        stepper.tap(at: minus)
        stepper.value = 100
        clock.advance(by: .seconds(1))
        stepper.tap(at: plus)
        #expect(recording.values.map(\.event) == [.touchDown, .touchUpInside, .touchDown, .touchUpInside])
        #expect(stepper.value == 100)
    }

    @Test func steppingClampsToTheLimit() {
        stepper.value = 99
        stepper.stepValue = 5
        let recording = stepper.recorder(for: .valueChanged)
        stepper.tap(at: plus)
        #expect(recording.values.map(\.observation) == [100])
    }

    @Test func wrapsFromMaximumToMinimumAndBack() {
        stepper.wraps = true
        stepper.maximumValue = 3
        stepper.value = 3
        let recording = stepper.recorder(for: .valueChanged)
        stepper.tap(at: plus)
        clock.advance(by: .seconds(1))
        stepper.tap(at: minus)
        #expect(recording.values.map(\.observation) == [0, 3])
    }

    @Test func programmaticChangesSendNothing() {
        let recording = stepper.recorder()
        stepper.value = 10
        stepper.maximumValue = 5
        stepper.stepValue = 2
        stepper.wraps = true
        stepper.autorepeat = false
        #expect(recording.values.isEmpty)
        #expect(stepper.value == 5)
    }

    @Test func badNumbersAreIgnoredOrClamped() {
        stepper.value = 7
        stepper.value = .nan
        #expect(stepper.value == 7)
        stepper.value = .infinity
        #expect(stepper.value == 100)
        stepper.value = -5
        #expect(stepper.value == 0)
        stepper.stepValue = .nan
        #expect(stepper.stepValue == 1)
        stepper.minimumValue = .nan
        stepper.maximumValue = .nan
        #expect(stepper.minimumValue == 0)
        #expect(stepper.maximumValue == 100)
        stepper.maximumValue = .infinity
        #expect(stepper.maximumValue == .greatestFiniteMagnitude)
    }

    @Test func anInfiniteStepGoesStraightToALimit() {
        stepper.stepValue = .infinity
        stepper.tap(at: plus)
        #expect(stepper.value == 100)
        clock.advance(by: .seconds(1))
        stepper.tap(at: minus)
        #expect(stepper.value == 0)
    }
}
