#if os(Linux)
    import Foundation

    /// One step of a script that a headless search bar and its UIKit twin play, decoded from a random integer so
    /// that shrinking works on plain numbers.
    enum SearchBarParityStep: CustomStringConvertible {
        /// The user taps the field (editing begins) or another view takes the focus (editing ends).
        case beginEditing, endEditing
        /// The user types a string at the end of the text.
        case type(String)
        /// The keyboard's Search key, the cancel button, a scope button.
        case searchButton, cancelButton
        case scopeButton(Int)
        /// Code sets the text, shows or hides the cancel button, sets the scope titles or the selected scope.
        case setText(String)
        case setShowsCancelButton(Bool)
        case setScopeTitles(Int)
        case setSelectedScope(Int)
        /// Code arms a one-shot reaction: the next report of `on` makes an observer act from code.
        case react(on: Report, Reaction)

        enum Report: String { case searchButtonClicked, cancelButtonClicked, textDidChange, didEndEditing }

        /// What an observer does from inside a report: resigns the bar (the app dismissing the keyboard after a
        /// search), clears the text, or sets the text.
        enum Reaction: String { case resign, clearText, setText }

        static let strings = ["a", "te", "tea", "é", ""]

        init(_ n: Int) {
            let m = n / 16
            switch n % 16 {
            case 0, 1: self = .beginEditing
            case 2: self = .endEditing
            case 3, 4, 5: self = .type(Self.strings[m % 4])
            case 6: self = .searchButton
            case 7: self = .cancelButton
            case 8: self = .scopeButton(m % 4)
            case 9: self = .setText(Self.strings[m % Self.strings.count])
            case 10: self = .setShowsCancelButton(m % 2 == 1)
            case 11: self = .setScopeTitles(m % 4)
            case 12: self = .setSelectedScope(m % 3)
            default:
                let reports: [Report] = [.searchButtonClicked, .cancelButtonClicked, .textDidChange, .didEndEditing]
                let reactions: [Reaction] = [.resign, .clearText, .setText]
                self = .react(on: reports[m % 4], reactions[(m / 4) % 3])
            }
        }

        var description: String {
            switch self {
            case .beginEditing: "beginEditing"
            case .endEditing: "endEditing"
            case .type(let s): "type(\"\(s)\")"
            case .searchButton: "searchButton"
            case .cancelButton: "cancelButton"
            case .scopeButton(let i): "scopeButton(\(i))"
            case .setText(let s): "setText(\"\(s)\")"
            case .setShowsCancelButton(let on): "setShowsCancelButton(\(on))"
            case .setScopeTitles(let n): "setScopeTitles(\(n))"
            case .setSelectedScope(let i): "setSelectedScope(\(i))"
            case .react(let report, let reaction): "react(on: \(report.rawValue), \(reaction.rawValue))"
            }
        }
    }
#endif
