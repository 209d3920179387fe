import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// A headless slider's sequences, payloads and bad input, as `UISlider`'s: a press tracks only on the thumb,
/// and the value follows the finger from there. The slider is 200 points wide over 0…1, so the thumb of
/// value 0.25 sits at x = 50, and 50 points of movement are 0.25.
@MainActor @Suite struct SliderTests {
    typealias Entry = ControlEventRecord<ObservableSlider.Action>
    let slider = ObservableSlider()
    let clock = TestScheduler()

    init() {
        slider.scheduler = clock
    }

    @Test func aPressOnTheThumbTracksWithoutMovingTheValue() {
        slider.value = 0.25
        let recording = slider.recorder()
        slider.tap(at: .at(55, 15))
        #expect(
            recording.values == [
                Entry(.touchDown, .isTrackingTouch(true)),
                Entry(.touchUpInside, .isTrackingTouch(false)),
            ])
        #expect(slider.value == 0.25)
    }

    @Test func aPressOnTheTrackSendsNothingAndChangesNothing() {
        let recording = slider.recorder()
        slider.beginTouch(at: .at(150, 15))
        #expect(!slider.isTracking)
        slider.moveTouch(to: .at(180, 15))
        slider.endTouch()
        #expect(recording.values.isEmpty)
        #expect(slider.value == 0)
    }

    @Test func theThumbsHitAreaIs44PointsWideAroundTheValueAndInsideTheBounds() {
        slider.value = 0.5
        #expect(slider.thumbCenter == .at(100, 15.5))
        let recording = slider.recorder(for: [.touchDown])
        slider.tap(at: .at(122, 15))
        slider.tap(at: .at(78, 15))
        slider.tap(at: .at(122.5, 15))
        slider.tap(at: .at(77.5, 15))
        slider.tap(at: .at(100, 32))  // below the bounds
        #expect(recording.values.map(\.event) == [.touchDown, .touchDown])
    }

    @Test func aDragFollowsTheFingerFromWhereItPressedClampedToTheRange() {
        slider.value = 0.5
        let recording = slider.recorder()
        slider.beginTouch(at: .at(110, 15))  // 10 points right of the thumb's centre: no jump
        slider.moveTouch(to: .at(160, 15))
        slider.moveTouch(to: .at(400, 15))  // beyond the slop: clamps to 1
        slider.moveTouch(to: .at(-100, 15))  // beyond the slop on the left: clamps to 0
        slider.moveTouch(to: .at(60, 15))
        slider.endTouch()
        #expect(
            recording.values == [
                Entry(.touchDown, .isTrackingTouch(true)),
                Entry(.valueChanged, .valueChanged(0.75)),
                Entry(.touchDragInside, .isTrackingTouch(true)),
                Entry(.valueChanged, .valueChanged(1)),
                Entry(.touchDragOutside, .isTrackingTouch(true)),
                Entry(.touchDragExit, .isTrackingTouch(true)),
                Entry(.valueChanged, .valueChanged(0)),
                Entry(.touchDragOutside, .isTrackingTouch(true)),
                Entry(.valueChanged, .valueChanged(0.25)),
                Entry(.touchDragInside, .isTrackingTouch(true)),
                Entry(.touchDragEnter, .isTrackingTouch(true)),
                Entry(.touchUpInside, .isTrackingTouch(false)),
            ])
    }

    @Test func aMoveThatKeepsTheValueSendsNoValueChanged() {
        let recording = slider.recorder()
        slider.beginTouch(at: slider.thumbCenter)
        slider.moveTouch(to: .at(0, 25))
        slider.endTouch()
        #expect(recording.values.map(\.event) == [.touchDown, .touchDragInside, .touchUpInside])
    }

    @Test func releaseOutsideSendsTouchUpOutside() {
        slider.value = 0.5
        let recording = slider.recorder()
        slider.beginTouch(at: slider.thumbCenter)
        slider.endTouch(at: .at(100, 200))
        #expect(
            recording.values == [
                Entry(.touchDown, .isTrackingTouch(true)),
                Entry(.touchDragOutside, .isTrackingTouch(true)),
                Entry(.touchDragExit, .isTrackingTouch(true)),
                Entry(.touchUpOutside, .isTrackingTouch(false)),
            ])
    }

    @Test func cancelSendsTouchCancelAndKeepsTheValueReached() {
        let recording = slider.recorder()
        slider.beginTouch(at: slider.thumbCenter)
        slider.moveTouch(to: .at(150, 15))
        slider.cancelTouch()
        #expect(
            recording.values == [
                Entry(.touchDown, .isTrackingTouch(true)),
                Entry(.valueChanged, .valueChanged(0.75)),
                Entry(.touchDragInside, .isTrackingTouch(true)),
                Entry(.touchCancel, .isTrackingTouch(false)),
            ])
        #expect(slider.value == 0.75)
    }

    @Test func doubleTapOnTheThumbSendsTouchDownRepeat() {
        let recording = slider.recorder(for: [.touchDown, .touchDownRepeat, .touchUpInside])
        slider.tap(at: slider.thumbCenter)
        clock.advance(by: .milliseconds(200))
        slider.tap(at: slider.thumbCenter)
        #expect(
            recording.values == [
                Entry(.touchDown, .isTrackingTouch(true)),
                Entry(.touchUpInside, .isTrackingTouch(false)),
                Entry(.touchDown, .isTrackingTouch(true)),
                Entry(.touchDownRepeat, .isTrackingTouch(true)),
                Entry(.touchUpInside, .isTrackingTouch(false)),
            ])
    }

    @Test func disabledSliderIgnoresTouchesAndKeepsItsValue() {
        let recording = slider.recorder()
        slider.isEnabled = false
        slider.beginTouch(at: slider.thumbCenter)
        slider.moveTouch(to: .at(150, 15))
        slider.endTouch()
        #expect(recording.values.isEmpty)
        #expect(slider.value == 0)
    }

    @Test func nonContinuousSliderSendsOneValueChangedAtRelease() {
        slider.isContinuous = false
        let recording = slider.recorder()
        slider.beginTouch(at: slider.thumbCenter)
        slider.moveTouch(to: .at(50, 15))
        slider.moveTouch(to: .at(150, 15))
        #expect(slider.value == 0.75)
        slider.endTouch()
        #expect(
            recording.values == [
                Entry(.touchDown, .isTrackingTouch(true)),
                Entry(.touchDragInside, .isTrackingTouch(true)),
                Entry(.touchDragInside, .isTrackingTouch(true)),
                Entry(.valueChanged, .valueChanged(0.75)),
                Entry(.touchUpInside, .isTrackingTouch(false)),
            ])
    }

    @Test func nonContinuousSliderSendsNothingWhenTheTouchEndsWhereItBegan() {
        slider.value = 0.5
        slider.isContinuous = false
        let recording = slider.recorder()
        slider.beginTouch(at: .at(100, 15))
        slider.moveTouch(to: .at(150, 15))
        slider.moveTouch(to: .at(100, 15))
        slider.endTouch()
        #expect(recording.values.map(\.event) == [.touchDown, .touchDragInside, .touchDragInside, .touchUpInside])
    }

    @Test func nonContinuousSliderReportsAChangedValueOnCancelToo() {
        slider.isContinuous = false
        let recording = slider.recorder()
        slider.beginTouch(at: slider.thumbCenter)
        slider.moveTouch(to: .at(50, 15))
        slider.cancelTouch()
        #expect(recording.values.map(\.event) == [.touchDown, .touchDragInside, .valueChanged, .touchCancel])
        #expect(recording.values.map(\.observation).contains(.valueChanged(0.25)))
    }

    @Test func aDragMovesAcrossACustomRangeByItsWidth() {
        slider.maximumValue = 100
        slider.minimumValue = -100
        let recording = slider.recorder(for: .valueChanged)
        slider.beginTouch(at: slider.thumbCenter)  // value 0: the middle
        slider.moveTouch(to: .at(150, 15))
        slider.moveTouch(to: .at(200, 15))
        slider.endTouch()
        #expect(recording.values.map(\.observation) == [.valueChanged(50), .valueChanged(100)])
    }

    @Test func programmaticChangesSendNothing() {
        let recording = slider.recorder()
        slider.value = 0.4
        slider.maximumValue = 0.3
        slider.isContinuous = false
        #expect(recording.values.isEmpty)
        #expect(slider.value == 0.3)
    }

    @Test func valueIgnoresNaNAndClampsInfinitiesAndOutOfRangeValues() {
        slider.value = 0.5
        slider.value = .nan
        #expect(slider.value == 0.5)
        slider.value = .infinity
        #expect(slider.value == 1)
        slider.value = -.infinity
        #expect(slider.value == 0)
        slider.value = 7
        #expect(slider.value == 1)
        slider.value = -3
        #expect(slider.value == 0)
    }

    @Test func rangeIgnoresNaNAndClampsInfinitiesToTheLargestFiniteFloat() {
        slider.minimumValue = .nan
        #expect(slider.minimumValue == 0)
        slider.maximumValue = .infinity
        #expect(slider.maximumValue == .greatestFiniteMagnitude)
        slider.minimumValue = -.infinity
        #expect(slider.minimumValue == -.greatestFiniteMagnitude)
        slider.beginTouch(at: slider.thumbCenter)  // value 0: the middle of the widest range
        slider.moveTouch(to: .at(0, 15))
        #expect(slider.value == -.greatestFiniteMagnitude)
        slider.moveTouch(to: .at(200, 15))
        #expect(slider.value == .greatestFiniteMagnitude)
        slider.endTouch()
    }

    @Test func anEmptyRangeIsAllowedAndItsThumbSitsAtTheLeft() {
        slider.maximumValue = 0
        let recording = slider.recorder()
        slider.tap(at: .at(150, 15))
        slider.beginTouch(at: .at(10, 15))
        slider.moveTouch(to: .at(150, 15))
        slider.endTouch()
        #expect(slider.value == 0)
        #expect(recording.values.map(\.event) == [.touchDown, .touchDragInside, .touchUpInside])
    }
}
