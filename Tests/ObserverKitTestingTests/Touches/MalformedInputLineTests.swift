import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// A `keys:`, `accessibility:`, `marked:` or `origins:` line that does not parse fails with its label, the
/// column and why, and plays nothing.
@MainActor
@Suite struct MalformedInputLineTests {
    @Test func anUnknownKeyNamesItsColumn() {
        let button = ObservableButton()
        #expect(
            TouchScript(button).verify(
                "keys:                   s-q",
                "primaryActionTriggered: x--"
            )
                == .malformed(
                    """
                    Malformed diagram: keys, column 2: q is no key (s Space, ⏎ Return, < focus −, > focus + on a stepper)
                      keys: s-q
                              ^
                    """))
    }

    @Test func focusingAPartNeedsAStepper() {
        #expect(
            TouchScript(ObservableButton()).verify("keys: -<s").description.hasPrefix(
                "Malformed diagram: keys, column 1: < focuses a stepper's part, and ObservableButton is no stepper"))
    }

    @Test func anUnknownAccessibilityActionNamesItsColumn() {
        let stepper = ObservableStepper()
        #expect(
            TouchScript(stepper).verify("accessibility: i--x", "valueChanged:  ----").description.hasPrefix(
                "Malformed diagram: accessibility, column 3: x is no accessibility action (a activate, i increment, "
                    + "d decrement)"))
        #expect(stepper.value == 0)
    }

    @Test func adjustingNeedsASliderOrAStepper() {
        #expect(
            TouchScript(ObservableButton()).verify("accessibility: a-d").description.hasPrefix(
                "Malformed diagram: accessibility, column 2: d adjusts a slider or stepper, and ObservableButton is "
                    + "neither"))
    }

    @Test func anUnknownCompositionSymbolNamesItsColumn() {
        let field = ObservableTextField()
        #expect(
            TouchScript(field).verify("text: {---", "marked: -e*.").description.hasPrefix(
                "Malformed diagram: marked, column 2: unknown symbol \"*\""))
        #expect(field.text.isEmpty)
    }

    @Test func aMarkedLineNeedsATextField() {
        #expect(
            TouchScript(ObservableButton()).verify("marked: e").description.hasPrefix(
                "Malformed diagram: marked, column 0: a marked line composes in a text field, and ObservableButton "
                    + "takes no text"))
    }

    @Test func anUnknownOriginNamesItsColumn() {
        #expect(
            TouchScript(ObservableButton()).verify(
                "keys:                   --s",
                "primaryActionTriggered: --x",
                "origins:                --K"
            ).description.hasPrefix(
                "Malformed diagram: origins, column 2: K is no origin (t touch, k keyboard, a accessibility, "
                    + "p program, n none)"))
    }

    /// "Right under": an input line between an output line and its origins line leaves the origins line with
    /// no output line above it.
    @Test func anOriginsLineUnderAnInputLineIsMalformedEvenAfterAnOutputLine() {
        #expect(
            TouchScript(ObservableButton()).verify(
                "primaryActionTriggered: x",
                "keys:                   s",
                "origins:                k"
            ).description.hasPrefix(
                "Malformed diagram: origins, column 0: an origins line goes right under the output line"))
    }

    @Test func anOriginsLineGoesUnderAnOutputLine() {
        #expect(
            TouchScript(ObservableButton()).verify("keys: s", "origins: k").description.hasPrefix(
                "Malformed diagram: origins, column 0: an origins line goes right under the output line"))
    }
}
