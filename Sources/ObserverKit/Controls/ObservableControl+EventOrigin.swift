extension ObservableControl {
    /// Where the event this control is delivering came from, readable from inside its handlers; `nil` while
    /// the control delivers nothing (another control's delivery does not count).
    ///
    /// ```swift
    /// play.addObserver(for: .primaryActionTriggered) { [unowned play] in
    ///     print(play.currentEventOrigin == .keyboard ? "played from the keyboard" : "played")
    /// }
    /// ```
    ///
    /// A handler that sends on another control sees ``EventOrigin/program`` there, and its own origin again
    /// after; so does a handler that sends on its own control.
    public var currentEventOrigin: EventOrigin? { controlObserver.currentEventOrigin }

    /// Runs `body` as the control's handling of input from `origin`: the events it sends from `body`, outside
    /// any delivery, carry that origin. Backends wrap each step of input in it.
    ///
    /// ```swift
    /// button.withEventOrigin(.keyboard) { button.sendActions(for: .primaryActionTriggered) }
    /// ```
    @inlinable
    public func withEventOrigin<Result>(_ origin: EventOrigin, _ body: () throws -> Result) rethrows -> Result {
        try controlObserver.withEventOrigin(origin, body)
    }
}
