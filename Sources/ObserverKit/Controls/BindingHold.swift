/// What a bound control's user is in the middle of, which makes its binding wait: the user's hand wins.
///
/// A control reports its hold through ``BindableControl/bindingHold`` and calls
/// ``BindableControl/releaseBindingHold(_:)`` when the hold ends:
///
/// ```swift
/// let position = ObservableValue<Float>(0)
/// let seek = ObservableSlider()
/// seek.bind(position)
/// seek.beginTouch(at: seek.thumbCenter)   // seek.bindingHold == .touch
/// position.value = 0.5                    // held: the thumb stays under the finger
/// seek.endTouch()                         // released: the slider shows 0.5
/// ```
///
/// - ``touch``: a touch is being tracked (every value control: slider, stepper, switch, segmented control, page
///   control, date picker; see ``TouchTrackingControl``). Value → control updates wait; the user's own edits
///   still write the value as they happen. When the touch ends (or is cancelled) the control shows the value's
///   latest state.
/// - ``composition``: text is being composed (marked: dead keys, compose sequences, input methods). Value →
///   field updates wait and nothing is written to the value; when the text is committed, the commit is the
///   user's edit and wins: it is written to the value, so field and value agree.
public enum BindingHold: Hashable, Sendable {
    /// A touch is being tracked.
    case touch
    /// Text is being composed (marked text).
    case composition
}

/// A control's two-way binding: the token that ends it, and what to do when a hold ends (show the value's
/// latest state, or write the committed text).
@_spi(Backend) public final class ControlBinding {
    /// The token that ends the binding; after it, the binding releases nothing.
    public let token: ObservationToken
    private let ended: EndFlag
    private let onRelease: @MainActor (BindingHold) -> Void

    /// A binding made of `parts` (both directions), which runs `release` when a hold ends, until cancelled.
    public convenience init(cancelling parts: ObservationToken, release: @escaping @MainActor (BindingHold) -> Void) {
        self.init(cancelling: parts, endedBy: EndFlag(), release: release)
    }

    /// A binding made of `parts` whose token sets `ended` first, on whatever thread it is cancelled: the parts'
    /// handlers check it, so that they stop at once, before parts that end on the main queue have ended (a
    /// control's registration, cancelled on another thread).
    init(
        cancelling parts: ObservationToken, endedBy ended: EndFlag, release: @escaping @MainActor (BindingHold) -> Void
    ) {
        self.ended = ended
        token = ObservationToken {
            ended.end()
            parts.cancel()
        }
        onRelease = release
    }

    /// Ends the binding, both directions.
    public func cancel() {
        token.cancel()
    }

    /// The control's `hold` has ended: applies what waited, unless the binding has ended.
    @MainActor
    public func release(_ hold: BindingHold) {
        guard !ended.isEnded else { return }
        onRelease(hold)
    }

    /// Whether the binding's token was cancelled; shared with the token's closure, which may run on any
    /// thread (a binding's token may be cancelled anywhere), and with the handlers of the binding's parts.
    final class EndFlag: Sendable {
        init() {}

        private let ended = LockedState(false)

        var isEnded: Bool { ended.withLock { $0 } }

        func end() {
            ended.withLock { $0 = true }
        }
    }
}
