/// One step of a text parity script (``TextParityChecks``): real keys and pointer clicks on the GTK control, code
/// run on it, and what the headless control of the same kind is given for each (``TextParityPlayer``).
enum TextParityStep: CustomStringConvertible {
    /// Which report of a text control a one-shot reaction waits for.
    enum Moment: String, CaseIterable {
        /// Editing began: a field's editingDidBegin, a text view's or search bar's didBeginEditing.
        case begin
        /// The user changed the text: editingChanged, didChange, textDidChange.
        case change
        /// Editing ended: editingDidEnd, didEndEditing.
        case end
        /// A field's editingDidEndOnExit (Return).
        case exit
        /// A search bar's searchButtonClicked or cancelButtonClicked.
        case button
    }

    /// What an observer does, once, from inside a delivery.
    enum Reaction: CustomStringConvertible {
        case setText(String), setBound(String), resign

        /// Whether the reaction sets the text from code.
        var setsText: Bool {
            if case .setText = self { return true }
            return false
        }

        var description: String {
            switch self {
            case .setText(let text): "setText(\(text.debugDescription))"
            case .setBound(let text): "setBound(\(text.debugDescription))"
            case .resign: "resign"
            }
        }
    }

    /// A click in the control (then Ctrl+End: the caret at the end of the text, as headless typing).
    case clickIn
    /// Tab, from the button before the control, which holds the focus.
    case tabIn
    /// `becomeFirstResponder()` from code.
    case becomeFirst
    /// A click on the button before the control, which takes the focus.
    case clickOut
    /// `resignFirstResponder()` from code.
    case resign
    /// ASCII letters typed (xdotool `type`).
    case type(String)
    /// The dead key ´ (`dead_acute`): a composition begins (GTK's pre-edit).
    case deadKey
    /// The Compose key (`Multi_key`), then an apostrophe: a compose sequence begins (GTK's pre-edit).
    case composeKey
    /// A vowel after the dead key or the compose sequence: the composition commits the accented vowel ("e" gives
    /// "é").
    case vowel(String)
    /// Ctrl+Shift+U, then "e8": a composition of U+00E8 begins (the pre-edit "ue8").
    case hexBegin
    /// The key that commits the Ctrl+Shift+U composition: space, Return or KP_Enter ("è").
    case hexCommit(String)
    /// Escape: a composition abandoned; a search bar's cancel without one.
    case escape
    case backSpace
    case delete
    /// Return or KP_Enter.
    case returnKey(String)
    /// Shift+Left pressed this many times: the last characters selected.
    case select(Int)
    /// The text set from code.
    case setText(String)
    /// The bound value set from code.
    case setBound(String)
    /// A text field or search bar enabled or disabled (`isEnabled`); a text view made editable or not.
    case setEnabled(Bool)
    /// A one-shot reaction armed: the next report of `moment` runs it, from inside the delivery.
    case react(on: Moment, Reaction)

    /// The letters a ``type(_:)`` step types, the vowels a ``vowel(_:)`` step composes, and the texts code sets.
    static let letters = ["b", "x", "yz"]
    static let vowels = ["e", "a"]
    static let texts = ["", "a", "tea"]

    /// What the dead key ´ and `vowel` compose.
    static func composed(_ vowel: String) -> String { vowel == "e" ? "é" : "á" }

    /// Whether the step sets the text from code.
    var isSetText: Bool {
        if case .setText = self { return true }
        return false
    }

    var description: String {
        switch self {
        case .clickIn: "clickIn"
        case .tabIn: "tabIn"
        case .becomeFirst: "becomeFirst"
        case .clickOut: "clickOut"
        case .resign: "resign"
        case .type(let letters): "type(\(letters))"
        case .deadKey: "deadKey"
        case .composeKey: "composeKey"
        case .vowel(let vowel): "vowel(\(vowel))"
        case .hexBegin: "hexBegin"
        case .hexCommit(let key): "hexCommit(\(key))"
        case .escape: "escape"
        case .backSpace: "backSpace"
        case .delete: "delete"
        case .returnKey(let key): "returnKey(\(key))"
        case .select(let count): "select(\(count))"
        case .setText(let text): "setText(\(text.debugDescription))"
        case .setBound(let text): "setBound(\(text.debugDescription))"
        case .setEnabled(let enabled): "setEnabled(\(enabled))"
        case .react(let moment, let reaction): "react(on: \(moment.rawValue), \(reaction))"
        }
    }
}
