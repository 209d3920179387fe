import ObserverKitTestSupport
import ObserverKitUIKit
import Testing

/// Each UIKit control's observation, bad input and binding. A user's edit is simulated as UIKit delivers it:
/// the control's value changes, then UIKit sends the event.
@MainActor
@Suite("UIKit backend: controls")
struct UIKitControlTests {
    #if !os(tvOS)
        @Test("slider: valueChanged carries the value, touch events the tracking state")
        func sliderObservations() {
            let slider = ObservableSlider()
            var received: [ObservableSlider.Action] = []
            slider.addObserver(for: [.touchDown, .valueChanged, .touchUpInside]) { received.append($0) }
            slider.sendActions(for: .touchDown)
            slider.value = 0.4
            slider.sendActions(for: .valueChanged)
            slider.sendActions(for: .touchUpInside)
            #expect(received == [.isTrackingTouch(true), .valueChanged(0.4), .isTrackingTouch(false)])
        }

    #endif
    #if !os(tvOS)
        @Test("slider: NaN is ignored, values clamp, infinite bounds clamp to finite ones")
        func sliderBadInput() {
            let slider = ObservableSlider()
            slider.value = 0.5
            slider.value = .nan
            #expect(slider.value == 0.5)
            slider.value = 7
            #expect(slider.value == 1)
            slider.value = -.infinity
            #expect(slider.value == 0)
            slider.maximumValue = .infinity
            #expect(slider.maximumValue == .greatestFiniteMagnitude)
            slider.minimumValue = .nan
            #expect(slider.minimumValue == 0)
        }

    #endif
    #if !os(tvOS)
        @Test("slider: binding shows the value at once, user edits write it, value changes send nothing")
        func sliderBinding() {
            let volume = ObservableValue<Float>(0.3)
            let slider = ObservableSlider()
            let mini = ObservableSlider()
            slider.bind(volume)
            mini.bind(volume)
            #expect(slider.value == 0.3)
            var events = 0
            slider.addObserver(for: .valueChanged) { _ in events += 1 }
            volume.value = 0.6
            #expect(slider.value == 0.6)
            #expect(events == 0)
            slider.value = 0.9
            slider.sendActions(for: .valueChanged)
            #expect(volume.value == 0.9)
            #expect(mini.value == 0.9)
            #expect(events == 1)
        }

    #endif
    #if !os(tvOS)
        @Test("switch, stepper, segmented control and text field bind both ways without echo")
        func otherBindings() {
            let isOn = ObservableValue(true)
            let toggle = ObservableSwitch()
            toggle.bind(isOn)
            #expect(toggle.isOn)
            toggle.isOn = false
            toggle.sendActions(for: .valueChanged)
            #expect(isOn.value == false)

            let count = ObservableValue<Double>(5)
            let stepper = ObservableStepper()
            stepper.bind(count)
            #expect(stepper.value == 5)
            stepper.value = 6
            stepper.sendActions(for: .valueChanged)
            #expect(count.value == 6)

            let quality = ObservableValue(1)
            let segments = ObservableSegmentedControl(items: ["Low", "High", "Lossless"])
            segments.bind(quality)
            #expect(segments.selectedSegmentIndex == 1)
            segments.selectedSegmentIndex = 2
            segments.sendActions(for: .valueChanged)
            #expect(quality.value == 2)

            let name = ObservableValue("Ada")
            let field = ObservableTextField()
            field.bind(name)
            #expect(field.text == "Ada")
            field.text = "Ada L"
            field.sendActions(for: .editingChanged)
            #expect(name.value == "Ada L")
            name.value = "Grace"
            #expect(field.text == "Grace")
        }

    #endif
    #if !os(tvOS)
        @Test("stepper: NaN ignored, values clamp; segmented control: indices clamp")
        func stepperAndSegmentsBadInput() {
            let stepper = ObservableStepper()
            stepper.value = 50
            stepper.value = .nan
            stepper.stepValue = .nan
            #expect(stepper.value == 50)
            #expect(stepper.stepValue == 1)
            stepper.value = 1_000
            #expect(stepper.value == 100)
            stepper.minimumValue = -.infinity
            #expect(stepper.minimumValue == -.greatestFiniteMagnitude)

            let segments = ObservableSegmentedControl(items: ["A", "B"])
            segments.selectedSegmentIndex = 9
            #expect(segments.selectedSegmentIndex == 1)
            segments.selectedSegmentIndex = -5
            #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        }

    #endif
    @Test("text field: editing events carry the text, nil text reads as empty")
    func textFieldObservations() {
        let field = ObservableTextField()
        var received: [ObservableTextField.Action] = []
        field.addObserver(for: .allEditingEvents) { received.append($0) }
        field.text = nil
        field.sendActions(for: .editingDidBegin)
        field.text = "Hi"
        field.sendActions(for: .editingChanged)
        field.sendActions(for: .editingDidEndOnExit)
        field.sendActions(for: .editingDidEnd)
        #expect(
            received == [.editingDidBegin(""), .editingChanged("Hi"), .editingDidEndOnExit("Hi"), .editingDidEnd("Hi")])
        #expect(received.map(\.text) == ["", "Hi", "Hi", "Hi"])
    }

    #if !os(tvOS)
        @Test("a bound control that goes away ends its binding; the value goes on")
        func bindingLifetime() {
            let volume = ObservableValue<Float>(0.2)
            weak var weakSlider: ObservableSlider?
            releasing {
                let slider = ObservableSlider()
                weakSlider = slider
                slider.bind(volume)
            }
            #expect(weakSlider == nil)
            volume.value = 0.7
            #expect(volume.value == 0.7)
        }
    #endif
}
