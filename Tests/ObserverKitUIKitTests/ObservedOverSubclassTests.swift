import ObserverKit
import ObserverKitUIKit
import Testing

/// `observed` on a control that is one of ObserverKit's subclasses (an `ObservableSlider` an app reads through
/// `observed`, as a library typed for `UISlider` does): two sets of observers side by side, each hearing each
/// event once through its own `UIAction`, with the subclass's origins, which know the input it handles.
@MainActor
@Suite("UIKit backend: observed on ObserverKit's own subclasses")
struct ObservedOverSubclassTests {
    let inside = UITouch(at: CGPoint(x: 10, y: 10))

    func name(_ origin: EventOrigin?) -> String { origin.map { "\($0)" } ?? "nil" }

    #if !os(tvOS)
        @Test("an ObservableSlider through observed: each observer hears each event once, with the subclass's origin")
        func sliderThroughObserved() {
            let slider = ObservableSlider()
            let observed: ObservedControl<SliderKind> = slider.observed
            var log: [String] = []
            slider.addObserver(for: .valueChanged) { [unowned slider] action in
                log.append("own \(action) \(self.name(slider.currentEventOrigin))")
            }
            observed.addObserver(for: .valueChanged) { [unowned observed] action in
                log.append("observed \(action) \(self.name(observed.currentEventOrigin))")
            }
            slider.accessibilityIncrement()  // VoiceOver: the subclass knows
            #expect(
                log == [
                    "own valueChanged(0.1) accessibility", "observed valueChanged(0.1) accessibility",
                ])
            log.removeAll()
            slider.sendActions(for: .valueChanged)  // UIKit's own send, outside any input: .program for both
            observed.sendActions(for: .valueChanged)
            #expect(
                log == [
                    "own valueChanged(0.1) program", "observed valueChanged(0.1) program",
                    "own valueChanged(0.1) program", "observed valueChanged(0.1) program",
                ])
        }

        @Test("an ObservableSlider's own observers and observed's come and go apart; neither replaces the other")
        func actionsApart() {
            let slider = ObservableSlider()
            var log: [String] = []
            let own = slider.addObserver(for: .valueChanged) { _ in log.append("own") }
            let observed = slider.observed.addObserver(for: .valueChanged) { _ in log.append("observed") }
            observed.cancel()
            slider.sendActions(for: .valueChanged)
            #expect(log == ["own"])
            #expect(slider.allControlEvents == .valueChanged)
            slider.observed.addObserver(for: .valueChanged) { _ in log.append("observed again") }
            own.cancel()
            slider.sendActions(for: .valueChanged)
            #expect(log == ["own", "observed again"])
            slider.observed.removeObservers(for: .valueChanged)
            #expect(slider.allControlEvents == [])
        }
    #endif

    @Test("an ObservableButton's touch through observed is .touch, as the subclass hears it")
    func buttonTouchThroughObserved() {
        let button = ObservableButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let observed: ObservedControl<ButtonKind> = button.observed
        var log: [String] = []
        button.addObserver(for: .touchUpInside) { [unowned button] in
            log.append("own \(self.name(button.currentEventOrigin))")
        }
        observed.addObserver(for: [.touchDown, .touchUpInside]) { [unowned observed] in
            log.append("observed \(self.name(observed.currentEventOrigin))")
        }
        button.touchesBegan([inside], with: UIEvent())
        button.touchesEnded([inside], with: UIEvent())
        #expect(log == ["observed touch", "own touch", "observed touch"])
        #expect(observed.currentEventOrigin == nil && button.currentEventOrigin == nil)
    }
}
