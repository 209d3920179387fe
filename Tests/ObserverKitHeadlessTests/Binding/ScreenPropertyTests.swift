import Foundation
import ObserverKitHeadless
import PropertyBased
import Testing

/// One screen, random interleavings of everything at once: a seek slider dragged while code moves its
/// position, a name field composing while a second field bound to the same name is typed in and code sets the
/// name. Whenever a control is not held it shows its value's latest state, and no marked text ever reaches
/// the name.
@MainActor
@Suite struct ScreenPropertyTests {
    enum Step: CustomStringConvertible {
        case grab, drag(Double), lift, cancel, seek(Float)
        case focus, compose(String), commit, typeInOther(String), rename(String)

        static let pieces = ["´", "é", "`", "か", "かな", ""]

        init(_ n: Int) {
            let piece = Self.pieces[(n / 16) % Self.pieces.count]
            switch n % 10 {
            case 0: self = .grab
            case 1: self = .drag(Double((n / 16) % 260) - 30)
            case 2: self = .lift
            case 3: self = .cancel
            case 4: self = .seek(Float((n / 16) % 101) / 100)
            case 5: self = .focus
            case 6: self = .compose(piece)
            case 7: self = .commit
            case 8: self = .typeInOther("x")
            default: self = .rename("code" + piece)
            }
        }

        var description: String {
            switch self {
            case .grab: "grab the thumb"
            case .drag(let x): "drag to \(x)"
            case .lift: "lift"
            case .cancel: "cancel the touch"
            case .seek(let value): "position = \(value)"
            case .focus: "focus the name field"
            case .compose(let text): "setMarkedText(\(text))"
            case .commit: "unmarkText"
            case .typeInOther(let text): "type \(text) in the other field"
            case .rename(let text): "name = \(text)"
            }
        }
    }

    @Test func everyControlShowsItsValueWhenNotHeldAndNoMarkedTextReachesTheName() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...999_999).array(of: 1...60)) { numbers in
            let position = ObservableValue<Float>(0.5)
            let name = ObservableValue("")
            let seek = ObservableSlider()
            let field = ObservableTextField()
            let other = ObservableTextField()
            seek.bind(position)
            field.bind(name)
            other.bind(name)
            other.becomeFirstResponder()
            let names = NameLog(field: field)
            name.bind(to: names) { names, value in names.record(value) }
            for step in numbers.map(Step.init) {
                let (thumb, text) = (seek.value, field.text)
                let (isTracking, isComposing) = (seek.isTracking, field.markedText != nil)
                switch step {
                case .grab: seek.beginTouch(at: seek.thumbCenter)
                case .drag(let x): seek.moveTouch(to: CGPoint(x: x, y: 15))
                case .lift: seek.endTouch()
                case .cancel: seek.cancelTouch()
                case .seek(let value): position.value = value
                case .focus: field.becomeFirstResponder()
                case .compose(let text): field.setMarkedText(text)
                case .commit: field.unmarkText()
                case .typeInOther(let text): other.insertText(text)
                case .rename(let text):
                    names.isCodeSetting = true
                    name.value = text
                    names.isCodeSetting = false
                }
                if case .seek = step, isTracking { #expect(seek.value == thumb, "code moved the thumb: \(step)") }
                if isComposing, case .rename = step { #expect(field.text == text, "code rewrote a composition") }
                if isComposing, case .typeInOther = step { #expect(field.text == text, "typing rewrote a composition") }
                if !seek.isTracking { #expect(seek.value == position.value, "slider after \(step)") }
                if field.markedText == nil { #expect(field.text == name.value, "field after \(step)") }
                #expect(other.text == name.value, "other field after \(step)")
                #expect(!names.sawMarkedText, "marked text reached the name at \(step)")
            }
        }
    }
}

/// Whether the name ever took the composing field's text while text was marked there. The other field's
/// writes always end with the "x" it types, which no marked text ends with, so they never look like one.
@MainActor
private final class NameLog {
    let field: ObservableTextField
    var isCodeSetting = false
    private(set) var sawMarkedText = false

    init(field: ObservableTextField) {
        self.field = field
    }

    func record(_ value: String) {
        if !isCodeSetting, field.markedText != nil, value == field.text { sawMarkedText = true }
    }
}
