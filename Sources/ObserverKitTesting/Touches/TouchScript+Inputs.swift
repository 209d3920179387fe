import ObserverKit
import ObserverKitHeadless

/// The input lines of a touch script: what each token does to the control when its tick comes.
extension TouchScript {
    /// The line named `label`, if it is an input line.
    func inputLine(_ line: ScriptLine) throws(DiagramError) -> TimelineInput? {
        if let finger = try fingers.inputLine(line) { return finger }
        return switch line.label {
        case "text": try textLine(line)
        case "keys": try keysLine(line)
        case "accessibility": try accessibilityLine(line)
        case "marked": try markedLine(line)
        default: nil
        }
    }

    private func textLine(_ line: ScriptLine) throws(DiagramError) -> TimelineInput {
        guard let field = control as? any TextInputTarget else {
            throw DiagramError(
                label: line.label, line: line.diagram, column: 0,
                reason: "a text line types into a text field, and \(Target.self) takes no text")
        }
        let dialect = DiagramDialect(symbols: ["<", "⏎", "{", "}"])
        return TimelineInput(diagram: try Diagram(line.diagram, label: line.label, dialect: dialect)) { token in
            switch token {
            case .value(let text): field.insertText(text)
            case .symbol("<"): field.deleteBackward()
            case .symbol("⏎"): field.pressReturn()
            case .symbol("{"): _ = field.becomeFirstResponder()
            case .symbol("}"): _ = field.resignFirstResponder()
            default: break
            }
        }
    }

    private func keysLine(_ line: ScriptLine) throws(DiagramError) -> TimelineInput {
        let diagram = try Diagram(line.diagram, label: line.label, dialect: DiagramDialect(symbols: ["⏎", "<", ">"]))
        let stepper = control as? ObservableStepper
        try Self.check(
            diagram, [.value("s"), .symbol("⏎")], or: [.symbol("<"), .symbol(">")], when: stepper != nil,
            lacking: { "\($0.notation) focuses a stepper's part, and \(Target.self) is no stepper" },
            otherwise: { "\($0.notation) is no key (s Space, ⏎ Return, < focus −, > focus + on a stepper)" })
        let control = control
        return TimelineInput(diagram: diagram) { token in
            switch token {
            case .symbol("<"): stepper?.focusedPart = .decrement
            case .symbol(">"): stepper?.focusedPart = .increment
            default: control.keyboardActivate()
            }
        }
    }

    private func accessibilityLine(_ line: ScriptLine) throws(DiagramError) -> TimelineInput {
        let diagram = try Diagram(line.diagram, label: line.label, dialect: .events)
        let adjustable = control as? any AdjustableTarget
        try Self.check(
            diagram, [.value("a")], or: [.value("i"), .value("d")], when: adjustable != nil,
            lacking: { "\($0.notation) adjusts a slider or stepper, and \(Target.self) is neither" },
            otherwise: { "\($0.notation) is no accessibility action (a activate, i increment, d decrement)" })
        let control = control
        return TimelineInput(diagram: diagram) { token in
            switch token {
            case .value("i"): adjustable?.accessibilityIncrement()
            case .value("d"): adjustable?.accessibilityDecrement()
            default: _ = control.accessibilityActivate()
            }
        }
    }

    private func markedLine(_ line: ScriptLine) throws(DiagramError) -> TimelineInput {
        guard let field = control as? any CompositionTarget else {
            throw DiagramError(
                label: line.label, line: line.diagram, column: 0,
                reason: "a marked line composes in a text field, and \(Target.self) takes no text")
        }
        let diagram = try Diagram(line.diagram, label: line.label, dialect: DiagramDialect(symbols: ["."]))
        return TimelineInput(diagram: diagram) { token in
            switch token {
            case .value(let text): field.setMarkedText(text)
            default: field.unmarkText()
            }
        }
    }

    /// Throws for the first token of `diagram` that is not one of `tokens`, nor one of `controlTokens` on a
    /// control that takes them (`takesThem`): with `lacking`'s words for one of `controlTokens` on a control
    /// that does not, and `otherwise`'s for any other.
    private static func check(
        _ diagram: Diagram, _ tokens: Set<DiagramToken>, or controlTokens: Set<DiagramToken>, when takesThem: Bool,
        lacking: (DiagramToken) -> String, otherwise: (DiagramToken) -> String
    ) throws(DiagramError) {
        try diagram.check {
            tokens.contains($0) || (takesThem && controlTokens.contains($0))
        } otherwise: { token in
            controlTokens.contains(token) ? lacking(token) : otherwise(token)
        }
    }
}
