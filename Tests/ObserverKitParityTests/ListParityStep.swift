#if os(Linux)
    import Foundation

    /// One step of a script that a headless list (a table or collection view) and its UIKit twin play, decoded
    /// from a random integer so that shrinking works on plain numbers. Items are named by their flat index over
    /// the sections (the list's sizes keep every item in view, so a tap reaches any of them).
    enum ListParityStep: CustomStringConvertible {
        /// The user taps an item.
        case tap(Int)
        /// Code selects an item (`nil`: clears the selection), without scrolling.
        case select(Int?)
        /// Code deselects an item.
        case deselect(Int)
        /// Code turns multiple selection on or off.
        case setMultiple(Bool)
        /// Code turns selection by the user on or off.
        case setAllowsSelection(Bool)
        /// Code arms a one-shot reaction: the next report of `on` makes an observer do `reaction` from code.
        case react(on: Report, Reaction)

        /// The report a reaction waits for.
        enum Report: String { case didSelect, didDeselect }

        /// What an observer does from inside a report: deselects the reported item (UIKit's
        /// `deselectRow(at:animated:)` in `tableView(_:didSelectRowAt:)`), or selects or deselects another.
        enum Reaction: CustomStringConvertible {
            case deselectReported, select(Int), deselect(Int)

            var description: String {
                switch self {
                case .deselectReported: "deselectReported"
                case .select(let item): "select(\(item))"
                case .deselect(let item): "deselect(\(item))"
                }
            }
        }

        init(_ n: Int, items: Int) {
            let m = n / 16
            switch n % 16 {
            case 0...5: self = .tap(m % items)
            case 6, 7: self = .select(m % (items + 1) == items ? nil : m % (items + 1))
            case 8: self = .deselect(m % items)
            case 9, 10: self = .setMultiple(m % 2 == 1)
            case 11: self = .setAllowsSelection(m % 3 != 0)
            default:
                let report: Report = m % 2 == 0 ? .didSelect : .didDeselect
                let k = m / 2
                let reaction: Reaction =
                    switch k % 3 {
                    case 0: .deselectReported
                    case 1: .select((k / 3) % items)
                    default: .deselect((k / 3) % items)
                    }
                self = .react(on: report, reaction)
            }
        }

        var description: String {
            switch self {
            case .tap(let item): "tap(\(item))"
            case .select(let item): "select(\(item.map { "\($0)" } ?? "nil"))"
            case .deselect(let item): "deselect(\(item))"
            case .setMultiple(let on): "setMultiple(\(on))"
            case .setAllowsSelection(let on): "setAllowsSelection(\(on))"
            case .react(let report, let reaction): "react(on: \(report.rawValue), \(reaction))"
            }
        }
    }
#endif
