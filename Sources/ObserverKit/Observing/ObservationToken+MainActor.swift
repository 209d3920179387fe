import Dispatch

extension ObservationToken {
    /// A token for a registration that only the main actor may end (an `@Observable` model's tracking, a text
    /// view's observer), which keeps the rule every binding token keeps: it may be cancelled on any thread.
    /// Cancelled on the main thread, it ends `token`'s registration at once; elsewhere (an ``ObservationBag``
    /// emptied on a background thread), on the main queue shortly after, as a control's token does.
    @MainActor
    package static func endingOnMainActor(_ token: ObservationToken) -> ObservationToken {
        let registration = MainActorToken(token)
        return ObservationToken {
            if MainThread.isCurrent {
                MainActor.assumeIsolated { registration.cancel() }
            } else {
                DispatchQueueMain.async { registration.cancel() }
            }
        }
    }
}
