import Foundation
import ObserverKitHeadless
import PropertyBased
import Testing

/// Random interleavings of typing, compositions and value sets from code: no marked text ever reaches the
/// value, code never rewrites text being composed, and whenever nothing is marked field and value agree.
@MainActor
@Suite struct CompositionPropertyTests {
    /// One input, decoded from a random integer so that shrinking works on plain numbers.
    enum Step: CustomStringConvertible {
        case begin
        case type(String)
        case mark(String)
        case unmark
        case delete
        case set(String)
        case resign

        static let pieces = ["a", "e", "´", "é", "`", "è", "かな", "", "ü"]

        init(_ n: Int) {
            let piece = Self.pieces[(n / 8) % Self.pieces.count]
            switch n % 8 {
            case 0: self = .begin
            case 1: self = .type(piece)
            case 2, 3: self = .mark(piece)
            case 4: self = .unmark
            case 5: self = .delete
            case 6: self = .set("code" + piece)
            default: self = .resign
            }
        }

        var description: String {
            switch self {
            case .begin: "becomeFirstResponder"
            case .type(let text): "insertText(\(text))"
            case .mark(let text): "setMarkedText(\(text))"
            case .unmark: "unmarkText"
            case .delete: "deleteBackward"
            case .set(let text): "value = \(text)"
            case .resign: "resignFirstResponder"
            }
        }
    }

    /// A field or a text view, as the steps drive it.
    private struct Target {
        let text: () -> String
        let markedText: () -> String?
        let apply: (Step) -> Void
    }

    private func check(_ steps: [Step], on target: Target, bound: ObservableValue<String>) {
        // Every write the binding makes happens with nothing marked: record what was marked at each.
        let writes = WriteLog(markedText: target.markedText)
        bound.bind(to: writes) { writes, _ in writes.record() }
        for step in steps {
            let markedBefore = target.markedText()
            let textBefore = target.text()
            if case .set(let text) = step {
                writes.isSettingFromCode = true
                bound.value = text
                writes.isSettingFromCode = false
                if markedBefore != nil {
                    #expect(target.text() == textBefore, "code rewrote text being composed: \(step)")
                }
            } else {
                target.apply(step)
            }
            #expect(writes.marked.allSatisfy { $0 == nil }, "marked text reached the value at \(step)")
            if target.markedText() == nil {
                #expect(target.text() == bound.value, "after \(step): \(target.text()) ≠ \(bound.value)")
            }
        }
    }

    @Test func aTextFieldNeverWritesMarkedTextAndEndsAgreeingWithItsValue() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...999_999).array(of: 1...40)) { numbers in
            let field = ObservableTextField()
            let bound = ObservableValue("")
            field.bind(bound)
            let target = Target(text: { field.text }, markedText: { field.markedText }) { step in
                switch step {
                case .begin: field.becomeFirstResponder()
                case .type(let text): field.insertText(text)
                case .mark(let text): field.setMarkedText(text)
                case .unmark: field.unmarkText()
                case .delete: field.deleteBackward()
                case .resign: field.resignFirstResponder()
                case .set: break
                }
            }
            check(numbers.map(Step.init), on: target, bound: bound)
        }
    }

    @Test func aTextViewNeverWritesMarkedTextAndEndsAgreeingWithItsValue() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...999_999).array(of: 1...40)) { numbers in
            let view = ObservableTextView()
            let bound = ObservableValue("")
            view.bind(bound)
            let target = Target(text: { view.text }, markedText: { view.markedText }) { step in
                switch step {
                case .begin: view.becomeFirstResponder()
                case .type(let text): view.insertText(text)
                case .mark(let text): view.setMarkedText(text)
                case .unmark: view.unmarkText()
                case .delete: view.deleteBackward()
                case .resign: view.resignFirstResponder()
                case .set: break
                }
            }
            check(numbers.map(Step.init), on: target, bound: bound)
        }
    }
}

/// What was marked at each write to the bound value that code did not make: the binding's writes.
@MainActor
private final class WriteLog {
    let markedText: () -> String?
    var isSettingFromCode = false
    private(set) var marked: [String?] = []

    init(markedText: @escaping () -> String?) {
        self.markedText = markedText
    }

    func record() {
        if !isSettingFromCode { marked.append(markedText()) }
    }
}
