#if os(Linux)
    /// One step of a text script that both backends play, decoded from a random integer so that shrinking works on
    /// plain numbers.
    enum TextParityStep: CustomStringConvertible {
        /// Which report of a text control a one-shot reaction waits for.
        enum Moment: String, CaseIterable {
            /// Editing began: a field's editingDidBegin, a text view's or search bar's didBeginEditing.
            case begin
            /// The user changed the text: editingChanged, didChange, textDidChange.
            case change
            /// Editing ended: editingDidEnd, didEndEditing.
            case end
            /// A field's editingDidEndOnExit.
            case exit
            /// A search bar's searchButtonClicked or cancelButtonClicked.
            case button
        }

        /// What an observer does, once, from inside a delivery.
        enum Reaction: CustomStringConvertible {
            case setText(String), setBound(String), resign

            var description: String {
                switch self {
                case .setText(let text): "setText(\(text.debugDescription))"
                case .setBound(let text): "setBound(\(text.debugDescription))"
                case .resign: "resign"
                }
            }
        }

        /// Code makes the control first responder.
        case becomeFirstResponder
        /// Code resigns first responder.
        case resignFirstResponder
        /// The keyboard types `string` (`insertText(_:)`).
        case type(String)
        /// The keyboard's delete key.
        case deleteBackward
        /// An input method composes `marked` (an empty one ends the composition, removing it).
        case setMarkedText(String)
        /// The input method commits what it composed.
        case unmarkText
        /// The keyboard's Return key (a search bar's Search key).
        case returnKey
        /// Code sets the text; `nil` sets it to the text it already has.
        case setText(String?)
        /// Code sets the bound `ObservableValue`; `nil` sets it to the value it already has.
        case setBound(String?)
        /// Code enables or disables the control (its search field, for a search bar; a text view has no such step).
        case setEnabled(Bool)
        /// The user taps a search bar's cancel button.
        case cancelButton
        /// Code arms a one-shot reaction: the next time the control reports `moment`, an observer of it acts.
        case react(on: Moment, Reaction)

        /// Typed strings: a letter, a letter that composes, two letters, a newline.
        static let typed = ["a", "é", "xy", "\n"]
        /// Marked texts: a dead key's accent, what it composes to, kana, two syllables, none (ends the composition).
        static let marked = ["´", "é", "か", "かな", ""]
        /// Texts code sets.
        static let set = ["", "a", "tea"]

        init(_ n: Int) {
            let m = n / 16
            switch n % 16 {
            case 0: self = .becomeFirstResponder
            case 1: self = .resignFirstResponder
            case 2, 3: self = .type(Self.typed[m % Self.typed.count])
            case 4: self = .deleteBackward
            case 5, 6: self = .setMarkedText(Self.marked[m % Self.marked.count])
            case 7: self = .unmarkText
            case 8: self = .returnKey
            case 9: self = .setText(m % 4 == 3 ? nil : Self.set[m % 4])
            case 10: self = .setBound(m % 4 == 3 ? nil : Self.set[m % 4])
            case 11: self = .setEnabled(m % 3 != 0)
            case 12: self = .cancelButton
            case 13: self = m % 2 == 0 ? .becomeFirstResponder : .unmarkText
            default:
                let moment = Moment.allCases[m % Moment.allCases.count]
                let k = m / Moment.allCases.count
                let reaction: Reaction =
                    switch k % 3 {
                    case 0: .setText(Self.set[(k / 3) % Self.set.count])
                    case 1: .setBound(Self.set[(k / 3) % Self.set.count])
                    default: .resign
                    }
                self = .react(on: moment, reaction)
            }
        }

        var description: String {
            switch self {
            case .becomeFirstResponder: "becomeFirstResponder"
            case .resignFirstResponder: "resignFirstResponder"
            case .type(let string): "type(\(string.debugDescription))"
            case .deleteBackward: "deleteBackward"
            case .setMarkedText(let marked): "setMarkedText(\(marked.debugDescription))"
            case .unmarkText: "unmarkText"
            case .returnKey: "returnKey"
            case .setText(let text): "setText(\(text.map(\.debugDescription) ?? "same"))"
            case .setBound(let text): "setBound(\(text.map(\.debugDescription) ?? "same"))"
            case .setEnabled(let enabled): "setEnabled(\(enabled))"
            case .cancelButton: "cancelButton"
            case .react(let moment, let reaction): "react(on: \(moment.rawValue), \(reaction))"
            }
        }
    }
#endif
