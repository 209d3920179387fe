/// A place to keep tokens that should all end together, usually when their owner goes.
///
/// ```swift
/// final class PlayerScreen {
///     private let observations = ObservationBag()
///
///     init(player: Player, playButton: ObservableButton) {
///         playButton.addObserver(for: .primaryActionTriggered) { player.toggle() }
///             .store(in: observations)
///         player.position.observe { print("at \($0)") }
///             .store(in: observations)
///     }
/// }   // when the screen goes, the bag cancels both
/// ```
///
/// A bag cancels what it holds when ``cancelAll()`` is called and when it is deallocated, on whatever thread
/// that happens: a value's tokens cancel there at once, a control's are forwarded to the main queue, and an
/// event source's follow their source's rule (use it from one thread at a time). Tokens are cancelled with no
/// lock held, so a cancel that releases a handler whose captures run user code is safe. The bag can be used
/// again after ``cancelAll()``.
public final class ObservationBag: Sendable {
    private let tokens = LockedState<[ObservationToken]>([])

    /// Creates an empty bag.
    public init() {}

    deinit {
        for token in tokens.withLock({ $0 }) { token.cancel() }
    }

    /// Keeps `token` until the bag cancels it.
    public func insert(_ token: ObservationToken) {
        tokens.withLock { $0.append(token) }
    }

    /// Cancels every token the bag holds and empties it.
    public func cancelAll() {
        let taken = tokens.withLock { tokens in
            defer { tokens = [] }
            return tokens
        }
        for token in taken { token.cancel() }
    }

    /// How many tokens the bag holds.
    public var count: Int {
        tokens.withLock { $0.count }
    }
}

extension ObservationToken {
    /// Keeps this token in `bag`, which cancels it when it is deallocated or emptied.
    ///
    /// ```swift
    /// slider.addObserver(for: .valueChanged) { print($0) }.store(in: observations)
    /// ```
    public func store(in bag: ObservationBag) {
        bag.insert(self)
    }
}
