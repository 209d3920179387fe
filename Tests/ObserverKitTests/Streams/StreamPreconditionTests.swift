// Swift Testing has exit tests only on Linux, macOS and Windows, not on iOS or tvOS.
#if os(Linux) || os(macOS)
    import ObserverKit
    import Testing

    /// The stream layer's preconditions stop the program with a message naming the offending value and the rule.
    /// Each runs in an exit test: a child process that must fail, whose standard error is checked.
    @Suite("Stream preconditions")
    struct StreamPreconditionTests {
        @Test("a timer with a period of zero or less fails, naming the period")
        func timerPeriod() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = EventStream<Int>.timer(dueTime: .zero, period: .milliseconds(-5), scheduler: TestScheduler())
                    .observe { _ in }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("EventStream.timer: period -0.005 seconds must be greater than zero"))
        }

        @Test("a periodic timer on a scheduler that runs actions at once fails, naming the scheduler")
        func periodicTimerOnAnImmediateScheduler() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = EventStream<Int>.timer(
                    dueTime: .zero, period: .milliseconds(10), scheduler: ImmediateScheduler()
                ).observe { _ in }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("EventStream.timer: a periodic timer needs a scheduler that waits"))
            #expect(message.contains("ImmediateScheduler ran its tick at once"))
        }

        @Test("a one-shot timer on a scheduler that runs actions at once ticks once, at once")
        func oneShotTimerOnAnImmediateScheduler() {
            var ticks: [Int] = []
            _ = EventStream<Int>.timer(dueTime: .seconds(1), scheduler: ImmediateScheduler()).observe {
                ticks.append($0)
            }
            #expect(ticks == [0])
        }

        @Test("advancing a TestScheduler by a negative duration fails, naming the duration")
        func negativeAdvance() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                TestScheduler().advance(by: .seconds(-1))
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("TestScheduler.advance(by:): duration -1.0 seconds must not be negative"))
        }

        @Test("press-and-hold with a period of zero fails, naming the period")
        func pressAndHoldPeriod() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    _ = PreconditionControl().onTouchDown(repeatingEvery: .zero)
                }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("onTouchDown(repeatingEvery:): period 0.0 seconds must be greater than zero"))
        }
    }

    /// The smallest control there is, for the precondition of a control stream.
    @MainActor
    private final class PreconditionControl: ObservableControl {
        let controlObserver = ControlObserver<Void>()
        func observation(for event: ControlEvent) {}
    }
#endif
