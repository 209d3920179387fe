import ObserverKit

/// The reports of one text control in a text parity script (``TextParityChecks``), each as "observation origin"
/// (a field's origin; a text view's and a search bar's reports have none), and the one-shot reactions armed on
/// it, which run from inside the delivery of the report they wait for, after it is recorded.
///
/// A headless control's reports that stand for nothing GTK reports (its marked text, which GTK keeps out of the
/// text: see ``TextParityPlayer``) are made while the log is ``muted``: neither recorded nor reacted to.
@MainActor
final class TextParityLog {
    private(set) var entries: [String] = []
    /// The armed reactions, by moment: what each does, and the closure that does it.
    var reactions: [TextParityStep.Moment: (reaction: TextParityStep.Reaction, run: () -> Void)] = [:]
    /// Whether reports are left out (neither recorded nor reacted to).
    var muted = false
    /// The reactions that have run, in order: a step after which one ran may have set the text from code.
    private(set) var ran: [TextParityStep.Reaction] = []

    /// Records one report, then runs the reaction armed for `moment`, if any.
    func report(_ entry: String, _ moment: TextParityStep.Moment?) {
        guard !muted else { return }
        entries.append(entry)
        if let moment, let armed = reactions.removeValue(forKey: moment) {
            ran.append(armed.reaction)
            armed.run()
        }
    }

    /// Runs `body` with the log muted when `muting`.
    func muting(_ muting: Bool, _ body: () -> Void) {
        let outer = muted
        muted = muting || outer
        defer { muted = outer }
        body()
    }

    func clear() {
        entries.removeAll()
        reactions.removeAll()
        ran.removeAll()
    }

    /// Records every editing event of `field` (either backend's), with its observation and origin.
    func record<Field: ObservableControl>(field: Field) where Field.Observation == TextFieldAction {
        let moments: [(ControlEvent, TextParityStep.Moment)] = [
            (.editingDidBegin, .begin), (.editingChanged, .change), (.editingDidEnd, .end),
            (.editingDidEndOnExit, .exit),
        ]
        for (event, moment) in moments {
            field.addObserver(for: event) { [weak self, unowned field] observation in
                self?.report("\(observation) \(field.currentEventOrigin.map { "\($0)" } ?? "nil")", moment)
            }
        }
    }

    /// The moment of a text view's report.
    static func moment(of action: TextViewAction) -> TextParityStep.Moment {
        switch action {
        case .didBeginEditing: .begin
        case .didChange: .change
        case .didEndEditing: .end
        }
    }

    /// The moment of a search bar's report.
    static func moment(of action: SearchBarAction) -> TextParityStep.Moment? {
        switch action {
        case .didBeginEditing: .begin
        case .textDidChange: .change
        case .didEndEditing: .end
        case .searchButtonClicked, .cancelButtonClicked: .button
        case .selectedScopeDidChange: nil
        }
    }
}
