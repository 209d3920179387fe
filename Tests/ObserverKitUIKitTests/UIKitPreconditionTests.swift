import ObserverKitUIKit
import Testing

/// The UIKit controls' preconditions name the offending values and the rule, like the headless ones.
@Suite("UIKit backend: preconditions")
struct UIKitPreconditionTests {
    @Test("a slider minimum above the maximum fails, naming both")
    func sliderRange() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { ObservableSlider(frame: .zero).minimumValue = 5 }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(
            message.contains(
                "ObservableSlider: minimumValue 5.0 is greater than maximumValue 1.0; the minimum must not exceed the maximum"
            ))
    }

    @Test("a stepper maximum below the minimum fails, naming both")
    func stepperRange() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { ObservableStepper(frame: .zero).maximumValue = -1 }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("ObservableStepper: minimumValue 0.0 is greater than maximumValue -1.0"))
    }

    @Test("a stepper step of zero fails, naming it")
    func stepperStep() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { ObservableStepper(frame: .zero).stepValue = 0 }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("ObservableStepper: stepValue 0.0 must be greater than 0"))
    }
}
