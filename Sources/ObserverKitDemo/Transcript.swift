import ObserverKitHeadless

/// What the demo prints: a readable log of a scripted session, kept as entries so tests can check it.
///
/// Each line is an input (what the person did), an event (what a control sent), a handler (what the app did
/// about it) or a value (what changed). Colour is used only when the output is a terminal.
@MainActor
final class Transcript {
    /// The kinds of line, each with its own marker and colour.
    enum Kind: String, Sendable {
        case scene, input, event, handler, value, note
    }

    /// One line of the transcript.
    struct Entry: Equatable, Sendable {
        let kind: Kind
        let text: String
    }

    private(set) var entries: [Entry] = []
    private let write: ((String) -> Void)?
    private let colours: Bool

    /// A transcript that prints through `write` (nil: only records), with ANSI colours if `colours`.
    init(write: ((String) -> Void)?, colours: Bool) {
        self.write = write
        self.colours = colours
    }

    func scene(_ title: String, _ summary: String) {
        append(.scene, "\(title): \(summary)")
    }

    func input(_ text: String) {
        append(.input, text)
    }

    func event(_ control: String, _ event: ControlEvent) {
        append(.event, "\(control) sent \(event)")
    }

    func handler(_ text: String) {
        append(.handler, text)
    }

    func value(_ name: String, _ value: String) {
        append(.value, "\(name) = \(value)")
    }

    func note(_ text: String) {
        append(.note, text)
    }

    /// Logs every single event in `events` that `control` sends, as an "event" line. Call it before adding
    /// the handlers, so that each event's line comes before the lines of the handlers it runs.
    func trace<Control: ObservableControl>(
        _ control: Control,
        as name: String,
        events: ControlEvent = [.allTouchEvents, .valueChanged, .primaryActionTriggered, .allEditingEvents]
    ) {
        for event in events {
            control.addObserver(for: event) { [weak self] _ in self?.event(name, event) }
        }
    }

    /// The entries of one kind, in order.
    func texts(of kind: Kind) -> [String] {
        entries.filter { $0.kind == kind }.map(\.text)
    }

    private func append(_ kind: Kind, _ text: String) {
        entries.append(Entry(kind: kind, text: text))
        write?(format(kind, text))
    }

    private func format(_ kind: Kind, _ text: String) -> String {
        let (marker, colour): (String, String) =
            switch kind {
            case .scene: ("\n■", "1;36")
            case .input: ("▶", "1")
            case .event: ("  ⚡", "33")
            case .handler: ("  ↳", "32")
            case .value: ("  =", "35")
            case .note: ("  ·", "2")
            }
        let line = "\(marker) \(text)"
        return colours ? "\u{1B}[\(colour)m\(line)\u{1B}[0m" : line
    }
}
