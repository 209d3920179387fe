// Swift Testing has exit tests only on Linux, macOS and Windows, not on iOS or tvOS.
#if os(Linux) || os(macOS)
    import ObserverKit
    import ObserverKitTestSupport
    import Testing

    /// A delay too long for Dispatch (past what its time can count, about 292 years) is effectively never: the
    /// main scheduler queues nothing, and the token cancels the action, releasing it. Each runs in an exit test,
    /// a child process that must succeed: the overflow it guards against stopped the program.
    @Suite("Main scheduler: delays too long for Dispatch")
    struct MainSchedulerTests {
        @Test("scheduling ten billion seconds ahead returns a token that cancels the action and releases it")
        func hugeDelayIsNever() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    let reference: WeakReference
                    let token: ObservationToken
                    do {
                        let flag = Flag()
                        reference = WeakReference(flag)
                        token = MainScheduler().schedule(after: .seconds(10_000_000_000)) { flag.set() }
                    }
                    #expect(reference.object != nil, "a pending action holds what it captures")
                    token.cancel()
                    #expect(reference.object == nil, "cancelling releases it")
                }
            }
        }

        @Test("the longest delays a Duration holds are never too")
        func longestDelays() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    let flag = Flag()
                    MainScheduler().schedule(after: .seconds(Int64.max)) { flag.set() }
                    MainScheduler().schedule(after: .nanoseconds(Int64.max)) { flag.set() }
                    #expect(!flag.isSet)
                }
                await MainQueue.turn()
            }
        }
    }
#endif
