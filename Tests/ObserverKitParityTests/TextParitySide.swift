#if os(Linux)
    import ObserverKit

    /// What one backend's text control of one kind does with each step of a text script, and what it shows: the
    /// reports it made (each with its observation and, for a field, its origin) and its state between steps.
    @MainActor
    final class TextParitySide {
        /// The reports so far, each as "observation origin".
        var events: [String] = []

        var becomeFirstResponder: () -> Void = {}
        var resignFirstResponder: () -> Void = {}
        var type: (String) -> Void = { _ in }
        var deleteBackward: () -> Void = {}
        var setMarkedText: (String) -> Void = { _ in }
        var unmarkText: () -> Void = {}
        /// The Return key (a search bar's Search key); `nil` where it is left out (see the kind).
        var returnKey: (() -> Void)?
        var cancelButton: (() -> Void)?
        var setEnabled: ((Bool) -> Void)?
        var setText: (String) -> Void = { _ in }
        let bound: ObservableValue<String>

        /// The text, marked text included.
        var text: () -> String = { "" }
        /// Whether text is marked (`markedText != nil`, UIKit's `markedTextRange != nil`).
        var isComposing: () -> Bool = { false }
        var isFirstResponder: () -> Bool = { false }

        /// Whether this side infers a composition's end from the changes UIKit reports, as a UIKit search bar does
        /// (UIKit calls its delegate for no commit); the steps where that reads differently are left out (see
        /// ``TextParityPlayer``).
        var infersCompositionEnds = false

        /// Whether a reaction is left out of the comparison on this kind (said where the kind sets it).
        var leavesOut: (TextParityStep.Moment, TextParityStep.Reaction) -> Bool = { _, _ in false }

        /// The armed one-shot reactions, by moment: the next report of it runs the reaction once, after recording.
        var reactions: [TextParityStep.Moment: () -> Void] = [:]

        init(bound: ObservableValue<String>) {
            self.bound = bound
        }

        /// The state between steps.
        func state() -> String {
            "text:\(text().debugDescription) composing:\(isComposing()) first:\(isFirstResponder()) "
                + "bound:\(bound.value.debugDescription)"
        }

        /// Records one report, then runs the reaction armed for `moment`, if any.
        func report(_ entry: String, _ moment: TextParityStep.Moment?) {
            events.append(entry)
            if let moment, let reaction = reactions.removeValue(forKey: moment) { reaction() }
        }

        /// What `reaction` does on this side.
        func action(_ reaction: TextParityStep.Reaction) -> () -> Void {
            switch reaction {
            case .setText(let text): { [unowned self] in setText(text) }
            case .setBound(let text): { [unowned self] in bound.value = text }
            case .resign: { [unowned self] in resignFirstResponder() }
            }
        }

        /// Records every editing event of `field` (headless or UIKit), with its observation and origin.
        func record<Field: ObservableControl>(field: Field) where Field.Observation == TextFieldAction {
            let moments: [(ControlEvent, TextParityStep.Moment)] = [
                (.editingDidBegin, .begin), (.editingChanged, .change), (.editingDidEnd, .end),
                (.editingDidEndOnExit, .exit),
            ]
            for (event, moment) in moments {
                field.addObserver(for: event) { [unowned self, unowned field] observation in
                    report("\(observation) \(field.currentEventOrigin.map { "\($0)" } ?? "nil")", moment)
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
#endif
