/// Where a control event came from: a pointer, the keyboard (or a remote), assistive technology, or code.
///
/// Read it from inside a handler through the control's ``ObservableControl/currentEventOrigin``:
///
/// ```swift
/// let play = ObservableButton()
/// play.addObserver(for: .primaryActionTriggered) { [unowned play] in
///     switch play.currentEventOrigin {
///     case .touch?: print("tapped")
///     case .keyboard?: print("Space, Return or the remote's select")
///     case .accessibility?: print("activated by VoiceOver or Switch Control")
///     case .program?, nil: print("sent by code")
///     }
/// }
/// play.tap()               // prints "tapped"
/// play.keyboardActivate()  // prints "Space, Return or the remote's select"
/// ```
///
/// On GTK, assistive technology activates a widget through the same signals as the keyboard, so its events
/// arrive as ``keyboard`` there.
public enum EventOrigin: Sendable, Hashable {
    /// A finger, pen or mouse pointer: every event of a tracked touch, including its touchCancel.
    case touch
    /// A key press on a focused control (Space or Return, an arrow key, typing) or a remote's select button.
    case keyboard
    /// Assistive technology: a synthesized activation, increment or decrement.
    case accessibility
    /// Code: `sendActions(for:)`, called outside the control's handling of input or from inside a handler.
    case program
}
