@_spi(Backend) import ObserverKit

/// One set of a numeric control's minimum, maximum or value, decoded from a random integer so that property
/// tests shrink on plain numbers; the numbers include NaN, both infinities and the largest finite magnitudes.
public enum RangeSet<Bound: BinaryFloatingPoint & Sendable>: CustomStringConvertible, Sendable {
    /// Sets the minimum.
    case minimum(Bound)
    /// Sets the maximum.
    case maximum(Bound)
    /// Sets the value.
    case value(Bound)

    /// The numbers that bad input is made of, then ordinary ones.
    static var specials: [Bound] {
        [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0, 1, -1, 100, 101]
    }

    /// The set that `n` (any non-negative integer) stands for.
    public init(_ n: Int) {
        let pick = n / 3
        let number: Bound =
            pick % 4 == 0
            ? Self.specials[(pick / 4) % Self.specials.count]
            : Bound((pick / 4) % 4001 - 2000) / 10
        switch n % 3 {
        case 0: self = .minimum(number)
        case 1: self = .maximum(number)
        default: self = .value(number)
        }
    }

    /// The set, as a test failure names it.
    public var description: String {
        switch self {
        case .minimum(let number): "minimum = \(number)"
        case .maximum(let number): "maximum = \(number)"
        case .value(let number): "value = \(number)"
        }
    }

    /// Applies this set to `range`, unless its rule would reject it (a stepper's minimum not below its maximum,
    /// which stops the program; exit tests check that separately). Returns whether it was applied.
    @discardableResult
    @_spi(Backend) public func apply(to range: inout ObserverKit.ControlRange<Bound>) -> Bool {
        switch self {
        case .minimum(let number):
            let minimum = ControlRange<Bound>.finite(number, else: range.minimum)
            guard range.rejection(minimum: minimum, maximum: range.maximum) == nil else { return false }
            range.setMinimum(number)
        case .maximum(let number):
            let maximum = ControlRange<Bound>.finite(number, else: range.maximum)
            guard range.rejection(minimum: range.minimum, maximum: maximum) == nil else { return false }
            range.setMaximum(number)
        case .value(let number):
            range.setValue(number)
        }
        return true
    }
}
