import Foundation
@_spi(Backend) import ObserverKit
import Testing

/// The pure behaviours of the slider, stepper, switch and segmented control that the backends share.
@Suite struct ControlBehaviorTests {
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 31)

    func sliderRange(_ value: Float, _ minimum: Float = 0, _ maximum: Float = 1) -> ControlRange<Float> {
        ControlRange("slider", rule: .slider, minimum: minimum, maximum: maximum, value: value)
    }

    @Test func theThumbSitsAtTheValuesPositionAcrossTheWidth() {
        #expect(SliderBehavior.thumbCenter(range: sliderRange(0), in: bounds) == 0)
        #expect(SliderBehavior.thumbCenter(range: sliderRange(0.25), in: bounds) == 50)
        #expect(SliderBehavior.thumbCenter(range: sliderRange(30, -10, 90), in: bounds) == 80)
        #expect(SliderBehavior.thumbCenter(range: sliderRange(5, 5, 5), in: bounds) == 0)
    }

    @Test func aPressHitsTheThumbWithin22PointsOfItsCentreAndInsideTheBounds() {
        let range = sliderRange(0.5)
        #expect(SliderBehavior.hitsThumb(.init(x: 78, y: 15), range: range, in: bounds))
        #expect(SliderBehavior.hitsThumb(.init(x: 122, y: 15), range: range, in: bounds))
        #expect(!SliderBehavior.hitsThumb(.init(x: 77.9, y: 15), range: range, in: bounds))
        #expect(!SliderBehavior.hitsThumb(.init(x: 100, y: 40), range: range, in: bounds))
        #expect(!SliderBehavior.hitsThumb(.init(x: -5, y: 15), range: sliderRange(0), in: bounds))
    }

    @Test func aDragMovesTheValueByTheFingersMovementNotToIt() {
        let drag = SliderBehavior(pressedAt: .init(x: 60, y: 15), value: 0.25)
        #expect(drag.value(forDragTo: .init(x: 60, y: 15), range: sliderRange(0.25), in: bounds) == 0.25)
        #expect(drag.value(forDragTo: .init(x: 160, y: 15), range: sliderRange(0.25), in: bounds) == 0.75)
        #expect(drag.value(forDragTo: .init(x: 500, y: 90), range: sliderRange(0.25), in: bounds) == 1)
        #expect(drag.value(forDragTo: .init(x: -500, y: 15), range: sliderRange(0.25), in: bounds) == 0)
        let widest = sliderRange(0, -.greatestFiniteMagnitude, .greatestFiniteMagnitude)
        let far = SliderBehavior(pressedAt: .init(x: 100, y: 15), value: 0)
        #expect(far.value(forDragTo: .init(x: 300, y: 15), range: widest, in: bounds) == .greatestFiniteMagnitude)
    }

    @Test func onlyANonContinuousSliderWhoseValueChangedReportsAtTheEnd() {
        let drag = SliderBehavior(pressedAt: .init(x: 0, y: 0), value: 0.5)
        #expect(drag.sendsValueChangedAtEnd(isContinuous: false, value: 0.6))
        #expect(!drag.sendsValueChangedAtEnd(isContinuous: false, value: 0.5))
        #expect(!drag.sendsValueChangedAtEnd(isContinuous: true, value: 0.6))
    }

    @Test func aStepperStepsByHalvesClampsOrWraps() {
        let stepperBounds = CGRect(x: 0, y: 0, width: 94, height: 32)
        #expect(StepperBehavior(pressedAt: .init(x: 47, y: 16), in: stepperBounds, value: 0).stepsUp)
        #expect(!StepperBehavior(pressedAt: .init(x: 46.9, y: 16), in: stepperBounds, value: 0).stepsUp)
        let top = ControlRange<Double>("stepper", rule: .stepper, minimum: 0, maximum: 3, value: 3)
        #expect(StepperBehavior.steppedValue(up: true, stepValue: 1, wraps: false, range: top) == 3)
        #expect(StepperBehavior.steppedValue(up: true, stepValue: 1, wraps: true, range: top) == 0)
        #expect(StepperBehavior.steppedValue(up: false, stepValue: 0.5, wraps: false, range: top) == 2.5)
        let bottom = ControlRange<Double>("stepper", rule: .stepper, minimum: 0, maximum: 3, value: 0)
        #expect(StepperBehavior.steppedValue(up: false, stepValue: 1, wraps: true, range: bottom) == 3)
        #expect(StepperBehavior.steppedValue(up: true, stepValue: .infinity, wraps: false, range: bottom) == 3)
    }

    @Test func aHoldStepsEveryOtherTickForASecondThenEveryTick() {
        #expect(
            (0...13).map(StepperBehavior.autorepeatTickSteps) == [
                false, true, false, true, false, true, false, true, false, true, true, true, true, true,
            ])
        var hold = StepperBehavior(pressedAt: .init(x: 80, y: 16), in: bounds, value: 0)
        #expect([hold.autorepeatTicked(), hold.autorepeatTicked(), hold.autorepeatTicked()] == [false, true, false])
        hold.restartAutorepeat()
        #expect([hold.autorepeatTicked(), hold.autorepeatTicked()] == [false, true])
    }

    @Test func aStepperReportsAtTheEndOnlyWhenNotContinuousAndChanged() {
        let press = StepperBehavior(pressedAt: .init(x: 80, y: 16), in: bounds, value: 2)
        #expect(press.sendsValueChangedAtEnd(isContinuous: false, value: 3))
        #expect(!press.sendsValueChangedAtEnd(isContinuous: false, value: 2))
        #expect(!press.sendsValueChangedAtEnd(isContinuous: true, value: 3))
    }

    @Test func aSwitchTogglesOnlyOnATouchLiftedInside() {
        #expect(SwitchBehavior.isOn(after: .ended(inside: true), isOn: false) == true)
        #expect(SwitchBehavior.isOn(after: .ended(inside: true), isOn: true) == false)
        #expect(SwitchBehavior.isOn(after: .ended(inside: false), isOn: false) == nil)
        #expect(SwitchBehavior.isOn(after: .cancelled, isOn: false) == nil)
        #expect(SwitchBehavior.isOn(after: .began, isOn: false) == nil)
        #expect(SwitchBehavior.isOn(after: .moved, isOn: true) == nil)
    }

    /// The slider's reaction to `phase` at x (y 15), showing `value`, continuous or not.
    func react(
        _ phase: TouchPhase, x: CGFloat, showing value: Float, continuous: Bool = true, _ touch: inout SliderBehavior?
    ) -> SliderBehavior.Reaction {
        SliderBehavior.reaction(
            to: phase, at: CGPoint(x: x, y: 15), touch: &touch, range: sliderRange(value), in: bounds,
            isContinuous: continuous)
    }

    @Test func aSlidersTouchShowsItsDragAndReportsAsContinuityAsks() {
        var touch: SliderBehavior?
        #expect(react(.began, x: 50, showing: 0.25, &touch) == .none)
        #expect(touch == SliderBehavior(pressedAt: .init(x: 50, y: 15), value: 0.25))
        #expect(react(.moved, x: 100, showing: 0.25, &touch) == .init(newValue: 0.5, sendsValueChanged: true))
        #expect(
            react(.moved, x: 150, showing: 0.5, continuous: false, &touch)
                == .init(newValue: 0.75, sendsValueChanged: false))
        #expect(
            react(.moved, x: 150, showing: 0.75, continuous: false, &touch) == .none,
            "a move that gives the value shown changes nothing")
        #expect(
            react(.ended(inside: false), x: 150, showing: 0.75, continuous: false, &touch)
                == .init(newValue: nil, sendsValueChanged: true))
        #expect(touch == nil)
    }

    @Test func aSliderMoveWithoutATouchAndAnUnchangedEndSendNothing() {
        var touch: SliderBehavior?
        #expect(react(.moved, x: 150, showing: 0.25, &touch) == .none)
        _ = react(.began, x: 50, showing: 0.25, continuous: false, &touch)
        #expect(react(.cancelled, x: 50, showing: 0.25, continuous: false, &touch) == .none)
        #expect(touch == nil)
    }

    @Test func aSegmentIndexClampsToNoSegmentThroughTheLast() {
        #expect(SegmentedControlBehavior.clampedIndex(1, numberOfSegments: 3) == 1)
        #expect(SegmentedControlBehavior.clampedIndex(7, numberOfSegments: 3) == 2)
        #expect(SegmentedControlBehavior.clampedIndex(-5, numberOfSegments: 3) == SegmentedControlBehavior.noSegment)
        #expect(SegmentedControlBehavior.clampedIndex(-1, numberOfSegments: 3) == -1)
        #expect(SegmentedControlBehavior.clampedIndex(0, numberOfSegments: 0) == -1)
        #expect(SegmentedControlBehavior.clampedIndex(.max, numberOfSegments: 0) == -1)
        #expect(SegmentedControlBehavior.clampedIndex(.min, numberOfSegments: 2) == -1)
    }

    @Test func aTitleReadsNilOutsideTheSegmentsAndWhenEmpty() {
        let titles = ["Day", "", "Month"]
        #expect(SegmentedControlBehavior.title(at: 0, in: titles) == "Day")
        #expect(SegmentedControlBehavior.title(at: 2, in: titles) == "Month")
        #expect(SegmentedControlBehavior.title(at: 1, in: titles) == nil)
        #expect(SegmentedControlBehavior.title(at: 3, in: titles) == nil)
        #expect(SegmentedControlBehavior.title(at: -1, in: titles) == nil)
        #expect(SegmentedControlBehavior.title(at: .max, in: titles) == nil)
        #expect(SegmentedControlBehavior.title(at: 0, in: []) == nil)
    }
}
