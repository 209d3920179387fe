import Foundation
import ObserverKitHeadless
import ObserverKitTestSupport
import ObserverKitTesting
import Testing

/// The user's hand wins: value → control updates wait while a touch is tracked, and the control shows the
/// value's latest state when it ends.
@MainActor
@Suite struct HoldTests {
    @Test func aSeekSliderStaysUnderTheFingerWhileThePositionAdvances() {
        let position = ObservableValue<Float>(0.2)
        let seek = ObservableSlider()
        seek.bind(position)
        seek.beginTouch(at: seek.thumbCenter)  // x 40
        #expect(seek.bindingHold == .touch)
        position.value = 0.3
        position.value = 0.4
        #expect(seek.value == 0.2)
        seek.moveTouch(to: CGPoint(x: 60, y: 15))  // +20 points: 0.3
        #expect(seek.value == 0.3)
        #expect(position.value == 0.3)
        position.value = 0.35
        #expect(seek.value == 0.3)
        seek.endTouch()
        #expect(seek.bindingHold == nil)
        #expect(seek.value == 0.35)
    }

    @Test func aCancelledTouchShowsTheLatestValue() {
        let position = ObservableValue<Float>(0)
        let seek = ObservableSlider()
        seek.bind(position)
        seek.beginTouch(at: seek.thumbCenter)
        position.value = 0.9
        seek.cancelTouch()
        #expect(seek.value == 0.9)
    }

    @Test func aNonContinuousSlidersReleaseIsTheUsersEditAndWins() {
        let position = ObservableValue<Float>(0)
        let seek = ObservableSlider()
        seek.isContinuous = false
        seek.bind(position)
        seek.beginTouch(at: seek.thumbCenter)
        seek.moveTouch(to: CGPoint(x: 100, y: 15))
        position.value = 0.9
        seek.endTouch()
        #expect(seek.value == 0.5)
        #expect(position.value == 0.5)
    }

    @Test func aSwitchHeldDuringATouchShowsTheValueAtTouchUp() {
        let isOn = ObservableValue(false)
        let toggle = ObservableSwitch()
        toggle.bind(isOn)
        toggle.beginTouch()
        isOn.value = true
        #expect(!toggle.isOn)
        toggle.moveTouch(to: CGPoint(x: 400, y: 15))  // off the switch: lifting there changes nothing
        toggle.endTouch()
        #expect(toggle.isOn)
    }

    @Test func aStepperHeldDuringATouchShowsTheValueAtTouchUp() {
        let level = ObservableValue<Double>(5)
        let stepper = ObservableStepper()
        stepper.bind(level)
        stepper.beginTouch(at: CGPoint(x: 70, y: 16))  // +: 6
        #expect(level.value == 6)
        level.value = 50
        #expect(stepper.value == 6)
        stepper.endTouch()
        #expect(stepper.value == 50)
    }

    @Test func aSegmentedControlHeldDuringATouchShowsTheValueAtTouchUp() {
        let mode = ObservableValue(0)
        let segments = ObservableSegmentedControl(items: ["A", "B", "C"])
        segments.bind(mode)
        segments.beginTouch(at: CGPoint(x: 200, y: 16))
        mode.value = 1
        #expect(segments.selectedSegmentIndex == 0)
        segments.moveTouch(to: CGPoint(x: 200, y: 400))
        segments.endTouch()  // lifted outside: selects nothing
        #expect(segments.selectedSegmentIndex == 1)
    }

    @Test func aPageControlHeldDuringATouchShowsTheValueAtTouchUp() {
        let currentPage = ObservableValue(1)
        let pages = ObservablePageControl(numberOfPages: 5)
        pages.bind(currentPage)
        pages.beginTouch(at: CGPoint(x: 190, y: 18))  // right of the current dot
        #expect(pages.bindingHold == .touch)
        currentPage.value = 4
        #expect(pages.currentPage == 1)
        pages.endTouch()  // the tap steps to 2: the user's edit, written to the value, wins over the held 4
        #expect(pages.bindingHold == nil)
        #expect(currentPage.value == 2)
        #expect(pages.currentPage == 2)
    }

    @Test func aDatePickerHeldDuringATouchShowsTheValueAtTouchUp() {
        let start = Date(timeIntervalSince1970: 0)
        let due = ObservableValue(start)
        let picker = ObservableDatePicker(date: start)
        picker.bind(due)
        picker.beginTouch()
        #expect(picker.bindingHold == .touch)
        due.value = Date(timeIntervalSince1970: 86_400)
        #expect(picker.date == start)
        picker.cancelTouch()
        #expect(picker.date == due.value)
    }

    @Test func everyBindableControlHoldsOnlyWhileATouchIsTracked() {
        func holds(_ control: some BindableControl & HeadlessControl) -> [BindingHold?] {
            let before = control.bindingHold
            control.beginTouch(at: nil)
            let during = control.bindingHold
            control.cancelTouch()
            return [before, during, control.bindingHold]
        }
        let slider = ObservableSlider()
        slider.value = 0.5  // the thumb at the centre, where the touch lands
        #expect(holds(slider) == [nil, .touch, nil])
        #expect(holds(ObservableSwitch()) == [nil, .touch, nil])
        #expect(holds(ObservableStepper()) == [nil, .touch, nil])
        #expect(holds(ObservableSegmentedControl(items: ["A", "B"])) == [nil, .touch, nil])
        #expect(holds(ObservablePageControl(numberOfPages: 3)) == [nil, .touch, nil])
        #expect(holds(ObservableDatePicker()) == [nil, .touch, nil])
        // A text field's hold is its composition, not a touch.
        #expect(holds(ObservableTextField()) == [nil, nil, nil])
    }

    @Test func disablingTheControlMidTouchReleasesTheHold() {
        let position = ObservableValue<Float>(0)
        let seek = ObservableSlider()
        seek.bind(position)
        seek.beginTouch(at: seek.thumbCenter)
        position.value = 0.6
        seek.isEnabled = false
        #expect(seek.value == 0.6)
    }

    @Test func aControlDeallocatedWhileHoldingIsReleasedAndGetsNothingLater() {
        let position = ObservableValue<Float>(0)
        weak var gone: ObservableSlider?
        do {
            let seek = ObservableSlider()
            gone = seek
            seek.bind(position)
            seek.beginTouch(at: seek.thumbCenter)
            position.value = 0.5
        }
        #expect(gone == nil)
        position.value = 0.7
        let calls = Recorder<Int>()
        position.observe { _ in calls.record(1) }
        position.value = 0.8
        #expect(calls.values.count == 1)
    }

    @Test func aModelBindingHoldsDuringATouchToo() async {
        let model = PlayerModel()
        let slider = ObservableSlider()
        slider.bind(to: model, \.volume)
        slider.beginTouch(at: slider.thumbCenter)
        model.volume = 0.9
        await MainQueue.turn()
        #expect(slider.value == 0.5)
        slider.endTouch()
        #expect(slider.value == 0.9)
    }
}
