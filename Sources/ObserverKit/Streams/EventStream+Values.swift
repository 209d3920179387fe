extension EventStream where Element: Sendable {
    /// The stream as an `AsyncSequence`, for `for await` loops on the main actor.
    ///
    /// ```swift
    /// Task { @MainActor in
    ///     for await _ in button.onTouchUp().values {
    ///         print("released")
    ///     }
    /// }
    /// ```
    ///
    /// Subscribes when read, buffers every event until the loop takes it, and ends the subscription when the
    /// consuming task is cancelled or the loop stops. Main-actor only, as the streams it serves (controls')
    /// are: the subscription is made and ended there.
    @MainActor
    public var values: AsyncStream<Element> {
        let (values, continuation) = AsyncStream<Element>.makeStream()
        let token = MainActorToken(observe { continuation.yield($0) })
        continuation.onTermination = { _ in
            Task { @MainActor in token.cancel() }
        }
        return values
    }
}
