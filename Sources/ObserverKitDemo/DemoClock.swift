import ObserverKitHeadless

/// The time the press-and-hold scene runs on: real time on the main queue, or virtual time with `--fast`.
@MainActor
protocol DemoClock {
    /// The scheduler the controls' timed gestures use.
    var scheduler: any Scheduler { get }
    /// Lets `duration` pass while the person keeps holding.
    func wait(_ duration: Duration) async
}

/// Real time: `MainScheduler` timers fire on the main queue while the demo sleeps.
struct RealClock: DemoClock {
    let scheduler: any Scheduler = MainScheduler()

    func wait(_ duration: Duration) async {
        try? await Task.sleep(for: duration)
    }
}

/// Virtual time: a `TestScheduler` advanced at once, so `--fast` and the tests never sleep.
struct VirtualClock: DemoClock {
    let testScheduler = TestScheduler()
    var scheduler: any Scheduler { testScheduler }

    func wait(_ duration: Duration) async {
        testScheduler.advance(by: duration)
    }
}
