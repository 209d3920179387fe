import ObserverKit

/// How values are written in a diagram: `String(describing:)`, with the readings tests need most.
///
/// - `()` (a `Void` event, a button's observation) is `x`.
/// - A whole `Double` or `Float` has no fraction: `2.0` is `2`.
/// - A slider's `.valueChanged(v)` is `v`; its `.isTrackingTouch` (what its touch events carry) is `x`.
/// - A text field's editing events are its text (`x` when empty); its other events are `x`.
enum DiagramValue {
    static func text<Value>(of value: Value) -> String {
        switch value {
        case is Void: return "x"
        case let number as Double where number.rounded() == number && abs(number) < 1e15:
            return String(Int(number))
        case let number as Float where number.rounded() == number && abs(number) < 1e7:
            return String(Int(number))
        case let action as SliderAction:
            if case .valueChanged(let value) = action { return text(of: value) }
            return "x"
        case let action as TextFieldAction:
            switch action {
            case .editingDidBegin(let text), .editingChanged(let text), .editingDidEnd(let text),
                .editingDidEndOnExit(let text):
                return text.isEmpty ? "x" : text
            case .other: return "x"
            }
        default: return String(describing: value)
        }
    }
}
