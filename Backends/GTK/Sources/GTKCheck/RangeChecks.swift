@_spi(Backend) import ObserverKit
import ObserverKitGTK

/// The GTK slider and stepper keep UIKit's range rules through the shared `ControlRange`, on real GTK
/// adjustments: any sequence of sets agrees with the rule's model, sends nothing, and keeps the bounds ordered.
@MainActor
enum RangeChecks {
    static func run(_ checks: Checks) {
        let slider = ObserverKitGTK.ObservableSlider()
        let recorder = Recorder(slider)
        slider.value = 0.5
        slider.minimumValue = 10
        checks.expect(
            [slider.minimumValue, slider.maximumValue, slider.value] == [10, 10, 10],
            "a GTK slider minimum set above the maximum moves the maximum up to it, as UISlider's",
            "\([slider.minimumValue, slider.maximumValue, slider.value])")
        slider.maximumValue = -1
        slider.value = .nan
        checks.expect(
            [slider.minimumValue, slider.maximumValue, slider.value] == [-1, -1, -1],
            "a GTK slider maximum set below the minimum moves the minimum down to it; NaN is ignored",
            "\([slider.minimumValue, slider.maximumValue, slider.value])")

        // A fixed pseudo-random walk through sets of NaN, infinities and ordinary numbers.
        let numbers: [Float] = [.nan, .infinity, -.infinity, 0, 1, -1, 100, 0.25, -40, 7]
        var model = ControlRange<Float>("ObservableSlider", rule: .slider, minimum: -1, maximum: -1, value: -1)
        var agreed = true
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<400 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let number = numbers[Int((seed >> 33) % UInt64(numbers.count))]
            switch (seed >> 20) % 3 {
            case 0:
                model.setMinimum(number)
                slider.minimumValue = number
            case 1:
                model.setMaximum(number)
                slider.maximumValue = number
            default:
                model.setValue(number)
                slider.value = number
            }
            let shown = [slider.minimumValue, slider.maximumValue, slider.value]
            agreed =
                agreed && shown == [model.minimum, model.maximum, model.value] && shown[0] <= shown[2]
                && shown[2] <= shown[1]
        }
        checks.expect(agreed, "400 sets on a GTK slider follow ControlRange, minimum ≤ value ≤ maximum")
        checks.expect(recorder.events.isEmpty, "range and value sets send no event", "\(recorder.events)")

        let stepper = ObserverKitGTK.ObservableStepper()
        stepper.maximumValue = 5
        stepper.value = 9
        stepper.minimumValue = -.infinity
        checks.expect(
            stepper.value == 5 && stepper.minimumValue == -.greatestFiniteMagnitude && stepper.maximumValue == 5,
            "a GTK stepper clamps its value and infinite bounds through ControlRange",
            "\([stepper.minimumValue, stepper.maximumValue, stepper.value])")
    }
}
