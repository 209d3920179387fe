import ObserverKit

/// How an `origins:` line of a touch script writes an event's origin: one letter a delivered event.
enum OriginLetter {
    /// `t` touch, `k` keyboard, `a` accessibility, `p` program, `n` none (delivered while the control was
    /// delivering nothing, as a timer's gesture event).
    static func letter(for origin: EventOrigin?) -> String {
        switch origin {
        case .touch: "t"
        case .keyboard: "k"
        case .accessibility: "a"
        case .program: "p"
        case nil: "n"
        }
    }

    /// The letters an `origins:` line may contain.
    static let all: Set<String> = ["t", "k", "a", "p", "n"]
}
