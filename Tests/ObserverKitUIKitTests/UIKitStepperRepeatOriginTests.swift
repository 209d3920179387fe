#if os(Linux)
    import ObserverKitUIKit
    import Testing

    /// A held `ObservableStepper`'s repeated steps are the finger's on UIKit too, as on the headless and GTK
    /// backends (`StepperRepeatOriginTests`): UIKit sends them from its repeat timer, outside any touch method, and
    /// they carry `.touch`; what code sends during the hold stays `.program`. The timer's fires are played with the
    /// model's `simulateAutorepeatFire()`.
    @MainActor
    @Suite("UIKit backend: a held stepper's repeats come from touch")
    struct UIKitStepperRepeatOriginTests {
        let right = UITouch(at: CGPoint(x: 70, y: 16))

        func stepper() -> ObservableStepper {
            ObservableStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        }

        /// Logs `events` as "event value origin".
        func log(_ stepper: ObservableStepper, _ events: [ControlEvent]) -> () -> [String] {
            var entries: [String] = []
            for event in events {
                stepper.addObserver(for: event) { [unowned stepper] value in
                    entries.append("\(event) \(Int(value)) \(stepper.currentEventOrigin.map { "\($0)" } ?? "nil")")
                }
            }
            return { entries }
        }

        @Test("the timer's steps carry touch; code's sends during the hold, and after it, carry program")
        func repeatsComeFromTouch() {
            let stepper = stepper()
            let entries = log(stepper, [.touchDown, .valueChanged, .touchUpInside])
            stepper.touchesBegan([right], with: UIEvent())
            stepper.simulateAutorepeatFire()
            stepper.simulateAutorepeatFire()
            stepper.sendActions(for: .valueChanged)  // an app's own timer, during the hold
            stepper.value = 10
            stepper.sendActions(for: .valueChanged)
            stepper.simulateAutorepeatFire()
            stepper.touchesEnded([right], with: UIEvent())
            stepper.sendActions(for: .valueChanged)
            #expect(
                entries() == [
                    "touchDown 0 touch", "valueChanged 1 touch", "valueChanged 2 touch", "valueChanged 2 program",
                    "valueChanged 10 program", "valueChanged 11 touch", "touchUpInside 11 touch",
                    "valueChanged 11 program",
                ])
        }

        @Test("what a repeat's observer sends is code's, and a stepper observed twice hears each step from touch")
        func handlersAndObserved() {
            let stepper = stepper()
            var log: [String] = []
            stepper.addObserver(for: .valueChanged) { [unowned stepper] value in
                log.append("own \(Int(value)) \(stepper.currentEventOrigin.map { "\($0)" } ?? "nil")")
                if value == 1 { stepper.sendActions(for: .primaryActionTriggered) }
            }
            stepper.addObserver(for: .primaryActionTriggered) { [unowned stepper] value in
                log.append("primary \(Int(value)) \(stepper.currentEventOrigin.map { "\($0)" } ?? "nil")")
            }
            let observed = (stepper as UIStepper).observed
            observed.addObserver(for: .valueChanged) { [unowned observed] value in
                log.append("observed \(Int(value)) \(observed.currentEventOrigin.map { "\($0)" } ?? "nil")")
            }
            stepper.touchesBegan([right], with: UIEvent())
            stepper.simulateAutorepeatFire()
            stepper.simulateAutorepeatFire()
            stepper.touchesEnded([right], with: UIEvent())
            #expect(
                log == [
                    "own 1 touch", "primary 1 program", "observed 1 touch", "own 2 touch", "observed 2 touch",
                ])
        }

        @Test("a non-continuous stepper: code's send during the hold is program, the report at the end touch")
        func nonContinuous() {
            let stepper = stepper()
            stepper.isContinuous = false
            let entries = log(stepper, [.valueChanged])
            stepper.touchesBegan([right], with: UIEvent())
            stepper.simulateAutorepeatFire()
            stepper.sendActions(for: .valueChanged)
            stepper.simulateAutorepeatFire()
            stepper.touchesEnded([right], with: UIEvent())
            #expect(entries() == ["valueChanged 1 program", "valueChanged 2 touch"])
        }

        @Test("a value the timer changed unheard in an earlier hold is known at touch-down: code sending it is program")
        func valueKnownWhenTheFingerLands() {
            let stepper = stepper()
            stepper.touchesBegan([right], with: UIEvent())
            stepper.simulateAutorepeatFire()  // 1, heard by no one: no action for valueChanged yet
            stepper.touchesEnded([right], with: UIEvent())
            let entries = log(stepper, [.valueChanged])
            stepper.touchesBegan([right], with: UIEvent())
            stepper.sendActions(for: .valueChanged)  // code, during the hold: the value shown at touch-down
            stepper.simulateAutorepeatFire()
            stepper.touchesEnded([right], with: UIEvent())
            #expect(entries() == ["valueChanged 1 program", "valueChanged 2 touch"])
        }
    }
#endif
