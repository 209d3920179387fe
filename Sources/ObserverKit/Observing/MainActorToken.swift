/// A token made on the main actor and cancelled only there: main-actor isolated, so it is `Sendable` and may be
/// carried through a `@Sendable` closure (an async sequence's termination handler, a token cancelled on
/// another thread that forwards to the main queue).
@MainActor
final class MainActorToken {
    private let token: ObservationToken

    init(_ token: ObservationToken) {
        self.token = token
    }

    func cancel() {
        token.cancel()
    }
}
