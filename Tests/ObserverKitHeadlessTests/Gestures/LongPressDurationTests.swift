// Swift Testing has exit tests only on Linux, macOS and Windows, not on iOS or tvOS.
#if os(Linux) || os(macOS)
    import Foundation
    import ObserverKit
    import ObserverKitHeadless
    import Testing

    /// A long press whose duration is too long for Dispatch waits on the view's default main scheduler without
    /// stopping the program: it never begins. In an exit test, a child process that must succeed.
    @Suite struct LongPressDurationTests {
        @Test func aLongPressOfTenBillionSecondsWaitsOnTheMainSchedulerAndNeverBegins() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    let view = View(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
                    view.gestures.addObserver(for: .longPress(minimumDuration: .seconds(10_000_000_000))) { _ in
                        preconditionFailure("a ten-billion-second press began")
                    }
                    view.beginTouch(finger: 0, at: CGPoint(x: 50, y: 50))
                    view.moveTouch(finger: 0, to: CGPoint(x: 52, y: 50))
                    view.endTouch(finger: 0)
                }
            }
        }
    }
#endif
