import Foundation

/// What may name a point (or a step) in a script's diagrams: an upper-case letter or a digit, so that it is
/// never read as a touch (lower-case letters) or a mark.
enum PointName {
    /// Whether `name` may name a point.
    static func isValid(_ name: Character) -> Bool {
        (name.isLetter && name.isUppercase) || name.isNumber
    }

    /// `points` by their names as the diagrams spell them, after checking every name.
    ///
    /// - Precondition: every name is valid; `script` ("TouchScript") opens the message otherwise.
    static func checked(_ points: [Character: CGPoint], in script: String) -> [String: CGPoint] {
        for name in points.keys {
            precondition(isValid(name), "\(script): point name \(name) must be an upper-case letter or a digit")
        }
        return Dictionary(uniqueKeysWithValues: points.map { (String($0.key), $0.value) })
    }
}
