#if os(Linux)
    import ObserverKitUIKit
    import Testing

    /// The model of `UIStepper`'s auto-repeat, against what Apple documents and UIKit's headers show: a held touch
    /// steps again on each fire of the repeat timer (played by the test), in the pressed half's direction, with
    /// `isTracking` true and outside any touch method; a continuous stepper reports each step, a non-continuous one
    /// once when the touch ends; nothing repeats without a tracked touch or with `autorepeat` off.
    @MainActor
    @Suite("UIKitInterface: UIStepper's auto-repeat")
    struct UIStepperAutorepeatModelTests {
        let right = UITouch(at: CGPoint(x: 70, y: 16))
        let left = UITouch(at: CGPoint(x: 20, y: 16))

        func stepper(value: Double = 5) -> UIStepper {
            let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
            stepper.maximumValue = 10
            stepper.value = value
            return stepper
        }

        /// Logs each event the stepper sends, as "event value tracking".
        func log(_ stepper: UIStepper, _ events: [UIControl.Event: String]) -> () -> [String] {
            var entries: [String] = []
            for (event, name) in events {
                stepper.addAction(
                    UIAction(identifier: UIAction.Identifier("log.\(name)")) { [unowned stepper] _ in
                        entries.append("\(name) \(Int(stepper.value)) \(stepper.isTracking)")
                    }, for: event)
            }
            return { entries }
        }

        @Test("a held right half steps up on each fire, reporting each step while still tracking")
        func continuousRepeats() {
            let stepper = stepper()
            let entries = log(stepper, [.valueChanged: "valueChanged", .touchUpInside: "touchUpInside"])
            stepper.touchesBegan([right], with: UIEvent())
            #expect(stepper.value == 5)  // the touch-down step is not modelled
            stepper.simulateAutorepeatFire()
            stepper.simulateAutorepeatFire()
            stepper.touchesEnded([right], with: UIEvent())
            stepper.simulateAutorepeatFire()  // no touch: no timer
            #expect(entries() == ["valueChanged 6 true", "valueChanged 7 true", "touchUpInside 7 false"])
        }

        @Test("a held left half steps down, clamped at the minimum, where it reports nothing")
        func leftHalfClamps() {
            let stepper = stepper(value: 1)
            let entries = log(stepper, [.valueChanged: "valueChanged"])
            stepper.touchesBegan([left], with: UIEvent())
            stepper.simulateAutorepeatFire()
            stepper.simulateAutorepeatFire()
            stepper.touchesCancelled([left], with: UIEvent())
            #expect(entries() == ["valueChanged 0 true"])
            #expect(stepper.value == 0)
        }

        @Test("with wraps, a repeat past the maximum continues from the minimum")
        func wraps() {
            let stepper = stepper(value: 10)
            stepper.wraps = true
            stepper.touchesBegan([right], with: UIEvent())
            stepper.simulateAutorepeatFire()
            #expect(stepper.value == 0)
        }

        @Test("a non-continuous stepper reports once, when the touch ends, before touchUpInside; not if unchanged")
        func nonContinuous() {
            let stepper = stepper()
            stepper.isContinuous = false
            let entries = log(stepper, [.valueChanged: "valueChanged", .touchUpInside: "touchUpInside"])
            stepper.touchesBegan([right], with: UIEvent())
            stepper.simulateAutorepeatFire()
            stepper.simulateAutorepeatFire()
            #expect(entries() == [])
            stepper.touchesEnded([right], with: UIEvent())
            #expect(entries() == ["valueChanged 7 true", "touchUpInside 7 false"])

            stepper.touchesBegan([right], with: UIEvent())
            stepper.touchesCancelled([right], with: UIEvent())
            #expect(entries() == ["valueChanged 7 true", "touchUpInside 7 false"])
        }

        @Test("nothing repeats with autorepeat off, while disabled, or without a tracked touch")
        func noTimer() {
            let stepper = stepper()
            let entries = log(stepper, [.valueChanged: "valueChanged"])
            stepper.simulateAutorepeatFire()
            stepper.autorepeat = false
            stepper.touchesBegan([right], with: UIEvent())
            stepper.simulateAutorepeatFire()
            stepper.autorepeat = true
            stepper.isEnabled = false
            stepper.simulateAutorepeatFire()
            #expect(entries() == [])
            #expect(stepper.value == 5)
        }
    }
#endif
