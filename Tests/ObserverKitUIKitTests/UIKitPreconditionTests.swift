// Swift Testing has exit tests only on Linux, macOS and Windows, hence the condition. The target as a whole drives
// UIKitInterface, the model of UIKit that ObserverKitUIKit builds on where UIKit is absent (Linux, macOS): it
// plays touches and presses through the model's own API, which real UIKit does not have, so it does not build
// for an iOS or tvOS simulator. The library itself is type-checked against Apple's SDK by
// Scripts/check-apple-sdk.sh.
#if os(Linux) || os(macOS)
    import ObserverKitUIKit
    import Testing

    /// The UIKit controls' preconditions name the offending values and the rule, like the headless ones.
    @Suite("UIKit backend: preconditions")
    struct UIKitPreconditionTests {
        #if !os(tvOS)
            @Test("a stepper maximum not above the minimum fails, naming both")
            func stepperRange() async throws {
                let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                    await MainActor.run { ObservableStepper(frame: .zero).maximumValue = -1 }
                }
                let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
                #expect(message.contains("ObservableStepper: minimumValue 0.0 is not less than maximumValue -1.0"))
            }

            @Test("a stepper minimum equal to the maximum fails, as UIStepper raises")
            func stepperEqualBounds() async throws {
                let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                    await MainActor.run { ObservableStepper(frame: .zero).minimumValue = 100 }
                }
                let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
                #expect(message.contains("ObservableStepper: minimumValue 100.0 is not less than maximumValue 100.0"))
            }

            @Test("a stepper step of zero fails, naming it")
            func stepperStep() async throws {
                let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                    await MainActor.run { ObservableStepper(frame: .zero).stepValue = 0 }
                }
                let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
                #expect(message.contains("ObservableStepper: stepValue 0.0 must be greater than 0"))
            }
        #endif
    }
#endif
