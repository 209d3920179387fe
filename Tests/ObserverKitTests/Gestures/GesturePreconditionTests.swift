// Swift Testing has exit tests only on Linux, macOS and Windows, not on iOS or tvOS.
#if os(Linux) || os(macOS)
    import Foundation
    import ObserverKit
    import Testing

    /// A gesture with a tap count below 1, a long press duration that is not positive, or a movement allowance
    /// that is not a positive number of points stops the program with a message naming the value, as a
    /// stepper's invalid step does. Each runs in an exit test: a child process that must fail, whose stderr is
    /// checked.
    @Suite("Gesture preconditions")
    struct GesturePreconditionTests {
        func message(_ result: ExitTest.Result?) throws -> String {
            String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        }

        @Test("a tap count of 0 or below stops the program, naming the count")
        func badCount() async throws {
            let zero = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = Gesture<CGPoint>.tap(count: 0)
            }
            #expect(try message(zero).contains("Gesture.tap(count:): count must be at least 1, not 0"))
            let negative = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = Gesture<CGPoint>.tap(count: -3)
            }
            #expect(try message(negative).contains("Gesture.tap(count:): count must be at least 1, not -3"))
        }

        @Test("a long press duration of zero or below stops the program, naming the duration")
        func badDuration() async throws {
            let zero = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = Gesture<LongPress>.longPress(minimumDuration: .zero)
            }
            #expect(
                try message(zero).contains("Gesture.longPress: minimumDuration must be greater than 0, not 0.0 seconds")
            )
            let negative = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = Gesture<LongPress>.longPress(minimumDuration: .milliseconds(-500))
            }
            #expect(
                try message(negative).contains(
                    "Gesture.longPress: minimumDuration must be greater than 0, not -0.5 seconds"))
        }

        @Test("a movement allowance of zero, below zero or not finite stops the program, naming the distance")
        func badMovement() async throws {
            let zero = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = Gesture<LongPress>.longPress(allowableMovement: 0)
            }
            #expect(
                try message(zero).contains(
                    "Gesture.longPress: allowableMovement must be a positive number of points, not 0.0"))
            let negative = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = Gesture<LongPress>.longPress(allowableMovement: -1)
            }
            #expect(try message(negative).contains("allowableMovement must be a positive number of points, not -1.0"))
            let nan = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = Gesture<LongPress>.longPress(allowableMovement: .nan)
            }
            #expect(try message(nan).contains("allowableMovement must be a positive number of points, not nan"))
            let infinite = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = Gesture<LongPress>.longPress(allowableMovement: .infinity)
            }
            #expect(try message(infinite).contains("allowableMovement must be a positive number of points, not inf"))
        }
    }
#endif
