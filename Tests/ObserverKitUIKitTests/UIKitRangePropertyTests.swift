@_spi(Backend) import ObserverKit
#if !os(tvOS)
    @_spi(Backend) import ObserverKitTestSupport
    import ObserverKitUIKit
    import PropertyBased
    import Testing

    /// The UIKit slider and stepper keep UIKit's range rules through ``ControlRange`` for any order of sets,
    /// NaN and infinities included, and send nothing.
    @MainActor
    @Suite("UIKit backend: ranges")
    struct UIKitRangePropertyTests {
        @Test("a slider minimum set above the maximum moves the maximum up to it, as UISlider documents")
        func sliderMinimumAboveMaximum() {
            let slider = ObservableSlider(frame: .zero)
            slider.value = 0.5
            slider.minimumValue = 10
            #expect([slider.minimumValue, slider.maximumValue, slider.value] == [10, 10, 10])
            slider.maximumValue = -1
            #expect([slider.minimumValue, slider.maximumValue, slider.value] == [-1, -1, -1])
        }

        @Test("any sequence of sets leaves a slider's minimum ≤ value ≤ maximum")
        func sliderSequences() async {
            await propertyCheck(count: 500, input: Gen.int(in: 0...999_999_999).array(of: 1...30)) { numbers in
                let slider = ObservableSlider(frame: .zero)
                var events = 0
                slider.addObserver(for: .allEvents) { _ in events += 1 }
                var model = ControlRange<Float>("ObservableSlider", rule: .slider, minimum: 0, maximum: 1)
                for set in numbers.map(RangeSet<Float>.init) {
                    set.apply(to: &model)
                    switch set {
                    case .minimum(let number): slider.minimumValue = number
                    case .maximum(let number): slider.maximumValue = number
                    case .value(let number): slider.value = number
                    }
                    #expect(slider.minimumValue <= slider.value && slider.value <= slider.maximumValue, "after \(set)")
                    #expect(
                        [slider.minimumValue, slider.maximumValue, slider.value] == [
                            model.minimum, model.maximum, model.value,
                        ])
                }
                #expect(events == 0)
            }
        }

        @Test("any sequence of accepted sets leaves a stepper's minimum < maximum")
        func stepperSequences() async {
            await propertyCheck(count: 500, input: Gen.int(in: 0...999_999_999).array(of: 1...30)) { numbers in
                let stepper = ObservableStepper(frame: .zero)
                var model = ControlRange<Double>("ObservableStepper", rule: .stepper, minimum: 0, maximum: 100)
                for set in numbers.map(RangeSet<Double>.init) where set.apply(to: &model) {
                    switch set {
                    case .minimum(let number): stepper.minimumValue = number
                    case .maximum(let number): stepper.maximumValue = number
                    case .value(let number): stepper.value = number
                    }
                    #expect(stepper.minimumValue < stepper.maximumValue, "after \(set)")
                    #expect(
                        [stepper.minimumValue, stepper.maximumValue, stepper.value] == [
                            model.minimum, model.maximum, model.value,
                        ])
                }
            }
        }
    }
#endif
