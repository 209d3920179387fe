/// What ``ControlObserver/actions(for:)`` says of one registration, kept in its parts and put into words only when
/// asked, so that registering allocates nothing for it (a call site's text is longer than a string stores inline).
enum RegistrationLabel {
    /// The caller's own words (``ControlObserver/add(_:for:label:)``).
    case given(String)
    /// The call site of ``ObservableControl/addObserver(for:file:line:handler:)``: "Screen/Player.swift:12".
    case observer(file: StaticString, line: UInt)
    /// The call site of ``ObservableControl/addAction(for:file:line:action:)``: "action at Screen/Player.swift:12".
    case action(file: StaticString, line: UInt)
    /// A stream's registration (``ObservableControl/events(for:)``): "stream of valueChanged".
    case stream
    /// None given: "observer for valueChanged".
    case unnamed

    /// The words, for a registration made for `events`.
    func text(registeredFor events: ControlEvent) -> String {
        switch self {
        case .given(let text): text
        case .observer(let file, let line): "\(file):\(line)"
        case .action(let file, let line): "action at \(file):\(line)"
        case .stream: "stream of \(events)"
        case .unnamed: "observer for \(events)"
        }
    }
}
