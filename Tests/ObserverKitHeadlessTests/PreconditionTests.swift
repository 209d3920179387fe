import Foundation
import ObserverKitHeadless
import Testing

/// A minimum above the maximum, or a stepper step that is not positive, stops the program with a message
/// naming the values. Each runs in an exit test: a child process that must fail, whose stderr is checked.
@Suite struct PreconditionTests {
    @Test func sliderMinimumAboveMaximumFailsNamingBothValues() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let slider = ObservableSlider()
                slider.minimumValue = 5
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(
            message.contains(
                "ObservableSlider: minimumValue 5.0 is greater than maximumValue 1.0; the minimum must not exceed the maximum"
            ))
    }

    @Test func sliderMaximumBelowMinimumFails() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let slider = ObservableSlider()
                slider.maximumValue = -2
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("minimumValue 0.0 is greater than maximumValue -2.0"))
    }

    @Test func stepperMinimumAboveMaximumFailsNamingBothValues() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stepper = ObservableStepper()
                stepper.minimumValue = 200
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(
            message.contains(
                "ObservableStepper: minimumValue 200.0 is greater than maximumValue 100.0; the minimum must not exceed the maximum"
            ))
    }

    @Test func stepperStepOfZeroFails() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stepper = ObservableStepper()
                stepper.stepValue = 0
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("ObservableStepper: stepValue 0.0 must be greater than 0"))
    }
}
