import Foundation
import ObserverKit
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// A control's touch script: a press held for a duration, and a second finger that reaches the control's
/// gestures only.
@MainActor
@Suite struct HoldAndSecondFingerTests {
    @Test func aHeldPressLiftsByItselfAfterItsDuration() {
        let button = ObservableButton()
        #expect(
            TouchScript(button).hold("H", for: .milliseconds(300)).verify(
                "touch:         H-----",
                "touchDown:     x-----",
                "touchUpInside: ---x--"
            ) == .matching)
    }

    @Test func aHoldOnAStepperRepeatsUntilItLifts() {
        let stepper = ObservableStepper()
        let plus = CGPoint(x: stepper.bounds.width * 0.75, y: stepper.bounds.midY)
        #expect(
            TouchScript(stepper, points: ["P": plus]).hold("H", for: .milliseconds(800)).verify(
                "touch:         [PH]--------",
                "valueChanged:  1----2-3----",
                "touchUpInside: --------3---"
            ) == .matching)
    }

    @Test func theSecondFingerReachesTheControlsGesturesButNotItsEvents() {
        let button = ObservableButton()
        button.bounds = CGRect(x: 0, y: 0, width: 300, height: 100)
        let pinches = button.recorder(for: .pinch)
        #expect(
            TouchScript(
                button, points: ["A": CGPoint(x: 100, y: 50), "B": CGPoint(x: 200, y: 50), "C": CGPoint(x: 280, y: 50)]
            ).verify(
                "touch:         Ad-----u",
                "touch2:        -Bd-C-u-",
                "touchDown:     -x------",
                "touchUpInside: -------x"
            ) == .matching)
        #expect(pinches.phases == [.at(.milliseconds(400), .began), .at(.milliseconds(600), .ended)])
        #expect(pinches.values.map(\.scale) == [1.8, 1.8])
    }

    @Test func aHoldTakesANameThatIsNoPointOrStep() {
        let button = ObservableButton()
        let script = TouchScript(button, points: ["A": .zero]).step("X") {}.hold("H", for: .seconds(1))
        #expect(script.verify("touch: H", "touchDown: x") == .matching)
    }
}

// Swift Testing has exit tests only on Linux, macOS and Windows.
#if os(Linux) || os(macOS)
    /// A hold of zero or negative duration, and a name already taken, stop the program naming the value.
    @Suite struct ScriptPreconditionTests {
        @Test func aHoldOfZeroDurationFailsNamingIt() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { _ = TouchScript(ObservableButton()).hold("H", for: .zero) }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("TouchScript.hold(_:for:): duration must be greater than 0, not 0.0 seconds"))
        }

        @Test func aNegativeHoldOnAGestureScriptFailsNamingIt() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    _ = GestureScript(View(bounds: CGRect(x: 0, y: 0, width: 10, height: 10)))
                        .hold("H", for: .milliseconds(-300))
                }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("GestureScript.hold(_:for:): duration must be greater than 0, not -0.3 seconds"))
        }

        @Test func aStepNamedLikeAPointFails() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { _ = TouchScript(ObservableButton(), points: ["A": .zero]).step("A") {} }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(
                message.contains(
                    "TouchScript.step(_:_:): name A must be an upper-case letter or a digit that names no point, "
                        + "step or hold"))
        }

        @Test func aHoldNamedLikeAStepFails() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { _ = TouchScript(ObservableButton()).step("X") {}.hold("X", for: .seconds(1)) }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(
                message.contains(
                    "TouchScript.hold(_:for:): name X must be an upper-case letter or a digit that names no point, "
                        + "step or hold"))
        }
    }
#endif
