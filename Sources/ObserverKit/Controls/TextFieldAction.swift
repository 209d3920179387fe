/// What a text field reports, in every backend: `ObservableTextField.Action`, each case with the text at that
/// moment.
public enum TextFieldAction: Hashable, Sendable {
    /// Editing began (editingDidBegin).
    case editingDidBegin(String)
    /// The user changed the text (editingChanged).
    case editingChanged(String)
    /// Editing ended (editingDidEnd).
    case editingDidEnd(String)
    /// The user pressed Return (editingDidEndOnExit).
    case editingDidEndOnExit(String)
    /// Any event that is not an editing event, with the text.
    case other(ControlEvent, String)

    /// The action a text field reports for the single `event` with `text`.
    @_spi(Backend) public init(_ event: ControlEvent, text: String) {
        switch event {
        case .editingDidBegin: self = .editingDidBegin(text)
        case .editingChanged: self = .editingChanged(text)
        case .editingDidEnd: self = .editingDidEnd(text)
        case .editingDidEndOnExit: self = .editingDidEndOnExit(text)
        default: self = .other(event, text)
        }
    }

    /// The text the action carries.
    public var text: String {
        switch self {
        case .editingDidBegin(let text), .editingChanged(let text), .editingDidEnd(let text),
            .editingDidEndOnExit(let text), .other(_, let text):
            text
        }
    }
}
