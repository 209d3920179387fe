import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// A script line that does not parse fails with its label, the column and why, and plays nothing.
@MainActor
@Suite struct MalformedScriptTests {
    @Test func anUnknownTouchNamesItsColumn() {
        let button = ObservableButton()
        #expect(
            TouchScript(button).verify(
                "touch:     d-z-u",
                "touchDown: x----"
            )
                == .malformed(
                    """
                    Malformed diagram: touch, column 2: z is no touch (d down, u up, c cancel, t tap, o out, i in, or the name of a point, hold or step)
                      touch: d-z-u
                               ^
                    """))
        #expect(!button.isTracking)
    }

    @Test func aScriptWithNoLinesOrOnlyBlankOnesFails() {
        let button = ObservableButton()
        #expect(TouchScript(button).verify().description.contains("the diagram checks nothing"))
        #expect(TouchScript(button).verify("touchDown: ----").description.contains("the diagram checks nothing"))
    }

    @Test func anUnknownLabelIsNamed() {
        let button = ObservableButton()
        #expect(
            TouchScript(button).verify(
                "touch: t",
                "tapped: x"
            ).description.hasPrefix(
                "Malformed diagram: tapped, column 0: \"tapped\" is no line: touch, touch2, text, keys, accessibility, "
                    + "marked, origins, a single event's name"))
    }

    @Test func aLineWithoutALabelIsNamed() {
        let button = ObservableButton()
        #expect(
            TouchScript(button).verify("d--u").description.hasPrefix(
                "Malformed diagram: line, column 0: a script line starts with its label and a colon"))
    }

    @Test func aTextLineNeedsATextField() {
        let button = ObservableButton()
        #expect(
            TouchScript(button).verify(
                "text:      ab",
                "touchDown: --"
            ).description.hasPrefix(
                "Malformed diagram: text, column 0: a text line types into a text field, and ObservableButton takes no text"
            ))
    }

    @Test func linesMustLineUp() {
        let button = ObservableButton()
        #expect(
            TouchScript(button).verify(
                "touch:     t---",
                "touchDown: x--"
            )
                == .malformed(
                    """
                    Malformed diagram: touchDown, column 3: 3 ticks long, but touch is 4: lines must line up (pad with -)
                      touchDown: x--
                                    ^
                    """))
    }

    @Test func theEndAndTheSubscriptionHaveNoMeaningInAScript() {
        let button = ObservableButton()
        #expect(
            TouchScript(button).verify(
                "touch:     t|",
                "touchDown: x-"
            ).description.hasPrefix("Malformed diagram: touch, column 1: | (the end) has no meaning on this line"))
    }

    @Test func aTouchScriptsTickThatIsNotGreaterThanZeroIsMalformedAndNamed() async {
        await #expect(processExitsWith: .success) {
            let results = await MainActor.run {
                [Duration.zero, .milliseconds(-100)].map { tick in
                    TouchScript(ObservableButton(), tick: tick).verify(
                        "touch:     t-",
                        "touchDown: x-")
                }
            }
            exit(
                results.map(\.description) == [
                    "Malformed diagram: the tick is 0.0 seconds, but a column must last longer than zero (pass a "
                        + "tick greater than .zero)",
                    "Malformed diagram: the tick is -0.1 seconds, but a column must last longer than zero (pass a "
                        + "tick greater than .zero)",
                ] ? 0 : 3)
        }
    }

    @Test func aGestureScriptsTickThatIsNotGreaterThanZeroIsMalformedAndNamed() async {
        await #expect(processExitsWith: .success) {
            let (results, taps) = await MainActor.run {
                let view = View(bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
                var taps = 0
                let token = view.gestures.addObserver(for: .tap()) { _ in taps += 1 }
                let results = [Duration.zero, .milliseconds(-100)].map { tick in
                    GestureScript(view, tick: tick).observing("tap", .tap()).verify(
                        "touch: du-",
                        "tap:   -x-")
                }
                token.cancel()
                return (results, taps)
            }
            exit(
                results.map(\.description) == [
                    "Malformed diagram: the tick is 0.0 seconds, but a column must last longer than zero (pass a "
                        + "tick greater than .zero)",
                    "Malformed diagram: the tick is -0.1 seconds, but a column must last longer than zero (pass a "
                        + "tick greater than .zero)",
                ] && taps == 0 ? 0 : 3)
        }
    }

    @Test func aScrollScriptsTickThatIsNotGreaterThanZeroIsMalformedAndNamed() async {
        await #expect(processExitsWith: .success) {
            let result = await MainActor.run {
                let scrollView = ScrollView(bounds: CGRect(x: 0, y: 0, width: 320, height: 480))
                scrollView.contentSize = CGSize(width: 320, height: 2000)
                return ScrollScript(scrollView, tick: .zero, points: ["B": CGPoint(x: 160, y: 100)]).verify(
                    "drag:            dB-u",
                    "willBeginDragging: -x--")
            }
            exit(result.description.hasPrefix("Malformed diagram: the tick is 0.0 seconds") ? 0 : 3)
        }
    }
}
