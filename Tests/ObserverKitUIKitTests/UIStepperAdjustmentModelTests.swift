#if os(Linux)
    import ObserverKitUIKit
    import Testing

    /// The model of `UIStepper`'s VoiceOver adjustment (`accessibilityIncrement()`, `accessibilityDecrement()`):
    /// one `stepValue`, and, being an increment or a decrement, `wraps` applies as Apple documents it
    /// (developer.apple.com/documentation/uikit/uistepper/wraps).
    @MainActor
    @Suite("UIKitInterface: UIStepper's VoiceOver adjustment")
    struct UIStepperAdjustmentModelTests {
        func stepper(value: Double, wraps: Bool) -> (UIStepper, () -> [Double]) {
            let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
            stepper.maximumValue = 10
            stepper.value = value
            stepper.wraps = wraps
            var sent: [Double] = []
            stepper.addAction(
                UIAction(identifier: .init("log")) { [unowned stepper] _ in sent.append(stepper.value) },
                for: .valueChanged)
            return (stepper, { sent })
        }

        @Test("with wraps, incrementing past the maximum gives the minimum, decrementing past the minimum the maximum")
        func wraps() {
            let (stepper, sent) = stepper(value: 10, wraps: true)
            stepper.accessibilityIncrement()
            #expect(stepper.value == 0)
            stepper.accessibilityDecrement()
            #expect(stepper.value == 10)
            #expect(sent() == [0, 10])
        }

        @Test("without wraps, a limit holds and nothing is sent")
        func holdsAtTheLimits() {
            let (stepper, sent) = stepper(value: 10, wraps: false)
            stepper.accessibilityIncrement()
            #expect(stepper.value == 10)
            stepper.value = 0
            stepper.accessibilityDecrement()
            #expect(stepper.value == 0)
            stepper.accessibilityIncrement()
            #expect(stepper.value == 1)
            #expect(sent() == [1])
        }
    }
#endif
