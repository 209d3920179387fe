import Foundation
import Observation
import ObserverKit
import ObserverKitTestSupport
import ObserverKitUIKit
import Testing

/// Two libraries' kinds with the same simple name (the docs' own `RatingKind` example, written twice).
enum StarRatingLibrary {
    enum RatingKind: ObservedControlKind {
        static func observation(of control: UISegmentedControl, for event: ControlEvent) -> Int {
            control.selectedSegmentIndex + 1
        }
    }
}

enum SegmentLabelLibrary {
    enum RatingKind: ObservedControlKind {
        static func observation(of control: UISegmentedControl, for event: ControlEvent) -> String {
            "segment \(control.selectedSegmentIndex)"
        }
    }
}

/// An `@Observable` model a plain switch is bound to.
@Observable
@MainActor
final class MuteSettings {
    var isMuted = false
}

/// `observed` on UIKit's own controls, which the app created (a storyboard's outlets, another library's cells):
/// typed as ObserverKit's subclass of the same kind, one `UIAction` per observed event, the app's own actions
/// untouched, nothing left behind, bindings with the hold and composition rules. A user's edit is simulated as
/// UIKit delivers it: the value changes, then UIKit sends the event.
@MainActor
@Suite("UIKit backend: observing controls the app created (observed)")
struct ObservedControlTests {
    let inside = UITouch(at: CGPoint(x: 10, y: 10))

    #if !os(tvOS)
        /// A screen whose outlets are plain UIKit classes, as a storyboard without custom classes makes them.
        @MainActor
        final class PlayerScreen {
            // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
            var volumeSlider: UISlider!  // an outlet, as Xcode declares one
            // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
            var muteSwitch: UISwitch!  // an outlet, as Xcode declares one
            var log: [String] = []

            func viewDidLoad() {
                volumeSlider.observed.addObserver(for: [.touchDown, .valueChanged, .touchUpInside]) {
                    [weak self] action in
                    self?.log.append("\(action)")
                }
                muteSwitch.observed.addObserver(for: .valueChanged) { [weak self] isOn in
                    self?.log.append("muted \(isOn)")
                }
            }
        }

        @Test("a storyboard-style outlet typed UISlider reports SliderAction, as ObservableSlider does")
        func storyboardOutlet() {
            let screen = PlayerScreen()
            screen.volumeSlider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            screen.muteSwitch = UISwitch()
            screen.viewDidLoad()
            screen.volumeSlider.sendActions(for: .touchDown)
            screen.volumeSlider.value = 0.25
            screen.volumeSlider.sendActions(for: .valueChanged)
            screen.volumeSlider.sendActions(for: .touchUpInside)
            screen.muteSwitch.isOn = true
            screen.muteSwitch.sendActions(for: .valueChanged)
            #expect(
                screen.log == [
                    "isTrackingTouch(true)", "valueChanged(0.25)", "isTrackingTouch(false)", "muted true",
                ])
        }

        @Test("each kind is typed as ObserverKit's subclass of that kind")
        func typedPerKind() {
            var log: [String] = []
            let stepper = UIStepper()
            stepper.observed.addObserver(for: .valueChanged) { (value: Double) in log.append("stepper \(value)") }
            stepper.value = 3
            stepper.sendActions(for: .valueChanged)
            let segments = UISegmentedControl(items: ["a", "b"])
            segments.observed.addObserver(for: .valueChanged) { (index: Int) in log.append("segment \(index)") }
            segments.selectedSegmentIndex = 1
            segments.sendActions(for: .valueChanged)
            let field = UITextField()
            field.observed.addObserver(for: .editingChanged) { (action: TextFieldAction) in log.append("\(action)") }
            field.text = "hi"
            field.sendActions(for: .editingChanged)
            let pages = UIPageControl()
            pages.numberOfPages = 3
            pages.observed.addObserver(for: .valueChanged) { (page: Int) in log.append("page \(page)") }
            pages.currentPage = 2
            pages.sendActions(for: .valueChanged)
            let picker = UIDatePicker()
            picker.observed.addObserver(for: .valueChanged) { (date: Date) in
                log.append("date \(date.timeIntervalSince1970)")
            }
            picker.date = Date(timeIntervalSince1970: 60)
            picker.sendActions(for: .valueChanged)
            let button = UIButton()
            button.observed.addObserver(for: .primaryActionTriggered) { log.append("button") }
            button.sendActions(for: .primaryActionTriggered)
            let refresh = UIRefreshControl()
            refresh.observed.addObserver(for: .valueChanged) { log.append("refresh") }
            refresh.sendActions(for: .valueChanged)
            #expect(
                log == [
                    "stepper 3.0", "segment 1", "editingChanged(\"hi\")", "page 2", "date 60.0", "button", "refresh",
                ])
        }
    #endif

    @Test("observed is the same object each time, one per kind: a slider seen as a UIControl observes Void")
    func sameObjectEachTime() {
        let slider = UISlider()
        #expect(slider.observed === slider.observed)
        #expect(ObservedControl<SliderKind>.observing(slider) === slider.observed)
        let control: UIControl = slider
        #expect(control.observed === control.observed)
        var log: [String] = []
        slider.observed.addObserver(for: .valueChanged) { action in log.append("slider \(action)") }
        control.observed.addObserver(for: .valueChanged) { log.append("control") }
        slider.value = 0.5
        slider.sendActions(for: .valueChanged)
        #expect(log == ["slider valueChanged(0.5)", "control"])
    }

    @Test("a UIAction per observed event, added with its first observer and removed with its last")
    func actionsComeAndGo() {
        let toggle = UISwitch()
        #expect(toggle.allControlEvents == [])
        let first = toggle.observed.addObserver(for: [.valueChanged, .touchDown]) { _ in }
        let second = toggle.observed.addObserver(for: .valueChanged) { _ in }
        #expect(toggle.allControlEvents == [.valueChanged, .touchDown])
        first.cancel()
        #expect(toggle.allControlEvents == .valueChanged)
        second.cancel()
        #expect(toggle.allControlEvents == [])
        #expect(toggle.observed.observers.isEmpty)
    }

    @Test("two kinds observing one control never replace each other's action")
    func sameNamedKindsDoNotCollide() {
        let stars = UISegmentedControl(items: ["a", "b", "c"])
        var log: [String] = []
        let a = ObservedControl<StarRatingLibrary.RatingKind>.observing(stars)
        let b = ObservedControl<SegmentLabelLibrary.RatingKind>.observing(stars)
        #expect(a !== b as AnyObject)
        let tokenA = a.addObserver(for: .valueChanged) { rating in log.append("A \(rating)") }
        b.addObserver(for: .valueChanged) { text in log.append("B \(text)") }
        stars.selectedSegmentIndex = 2
        stars.sendActions(for: .valueChanged)
        #expect(log == ["A 3", "B segment 2"])
        log.removeAll()
        tokenA.cancel()
        stars.sendActions(for: .valueChanged)
        #expect(log == ["B segment 2"])
    }

    @Test("the app's own UIActions keep working before, during and after observation")
    func appActionsUntouched() {
        let button = UIButton()
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("app before") }, for: .touchUpInside)
        let token = button.observed.addObserver(for: .touchUpInside) { log.append("observer") }
        button.addAction(UIAction { _ in log.append("app during") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        token.cancel()
        button.sendActions(for: .touchUpInside)
        #expect(log == ["app before", "observer", "app during", "app before", "app during"])
        #expect(button.allControlEvents == .touchUpInside)
    }

    @Test("sendActions through observed reaches the app's actions too, with origin .program")
    func sendThroughObserved() {
        let button = UIButton()
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("app") }, for: .primaryActionTriggered)
        let observed = button.observed
        observed.addObserver(for: .primaryActionTriggered) { [unowned observed] in
            log.append("observer \(observed.currentEventOrigin.map { "\($0)" } ?? "nil")")
        }
        observed.sendActions(for: .primaryActionTriggered)
        #expect(log == ["app", "observer program"])
        #expect(observed.currentEventOrigin == nil)
    }

    @Test("a plain UIButton's tap is its primaryActionTriggered too; an observer of both hears each, as headless")
    func plainButtonTapIsPrimaryAction() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        var log: [String] = []
        button.observed.addObserver(for: [.touchUpInside, .primaryActionTriggered]) { log.append("used") }
        button.observed.addObserver(for: .primaryActionTriggered) { log.append("primary") }
        button.touchesBegan([inside], with: UIEvent())
        button.touchesEnded([inside], with: UIEvent())
        #expect(log == ["used", "used", "primary"])
    }

    @Test("events UIKit delivers have no origin (a UIAction is handed no UIEvent); a handler's nested send is .program")
    func unknownOrigin() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let other = UIButton()
        var log: [String] = []
        let observed = button.observed
        observed.addObserver(for: [.touchDown, .touchUpInside]) { [unowned observed, unowned other] in
            log.append("button \(observed.currentEventOrigin.map { "\($0)" } ?? "nil")")
            other.observed.sendActions(for: .touchUpInside)
        }
        other.observed.addObserver(for: .touchUpInside) { [unowned other] in
            log.append("other \(other.observed.currentEventOrigin.map { "\($0)" } ?? "nil")")
        }
        button.touchesBegan([inside], with: UIEvent())
        button.sendActions(for: .touchUpInside)
        #expect(log == ["button nil", "other program", "button nil", "other program"])
        #expect(observed.currentEventOrigin == nil)
    }

    @Test("observed holds the control weakly and lives exactly as long as it, with its observers")
    func lifetime() {
        weak var weakSlider: UISlider?
        weak var weakObserved: ObservedControl<SliderKind>?
        weak var weakObserver: Observer<SliderAction>?
        releasing {
            let slider = UISlider()
            let observed = slider.observed
            observed.addObserver(for: .valueChanged) { [weak slider] _ in _ = slider }
            weakSlider = slider
            weakObserved = observed
            weakObserver = observed.observers.first
        }
        #expect(weakSlider == nil)
        #expect(weakObserved == nil)
        #expect(weakObserver == nil)
    }

    @Test("after the control has gone: sending does nothing, observers register nothing, observation is the last")
    func afterTheControlHasGone() {
        var observed: ObservedControl<SliderKind>?
        releasing {
            let slider = UISlider()
            slider.value = 0.75
            observed = slider.observed
            _ = observed?.observation(for: .valueChanged)
        }
        let orphan = try! #require(observed)
        #expect(orphan.control == nil)
        var heard = 0
        orphan.addObserver(for: .valueChanged) { _ in heard += 1 }
        orphan.sendActions(for: .valueChanged)
        #expect(heard == 0)
        #expect(orphan.observation(for: .valueChanged) == .valueChanged(0.75))
        #expect(orphan.boundValue == 0.75)
        orphan.boundValue = 0.1
        #expect(orphan.boundValue == 0.75)
    }

    @Test("after the control has gone: the observation last delivered and the value last read, not the first ones")
    func lastDeliveredAndReadAfterTheControlHasGone() {
        var observed: ObservedControl<SliderKind>?
        releasing {
            let slider = UISlider()
            observed = slider.observed
            observed?.addObserver(for: .valueChanged) { _ in }
            slider.value = 0.25
            slider.sendActions(for: .valueChanged)  // delivered: .valueChanged(0.25)
            slider.value = 0.5
            _ = observed?.boundValue  // read: 0.5
        }
        let orphan = try! #require(observed)
        #expect(orphan.control == nil)
        #expect(orphan.observation(for: .valueChanged) == .valueChanged(0.25))
        #expect(orphan.boundValue == 0.5)
    }
    #if !os(tvOS)
        @Test("a plain slider binds both ways without echo")
        func sliderBinding() {
            let volume = ObservableValue<Float>(0.3)
            let slider = UISlider()
            var events = 0
            slider.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
            slider.observed.bind(volume)
            #expect(slider.value == 0.3)
            volume.value = 0.6
            #expect(slider.value == 0.6)
            #expect(events == 0)
            slider.value = 0.9
            slider.sendActions(for: .valueChanged)
            #expect(volume.value == 0.9)
            #expect(events == 1)
        }

        @Test("a plain color well reports and binds its selected color")
        func colorWell() {
            let tint = ObservableValue<UIColor?>(nil)
            let well = UIColorWell()
            var picked: [UIColor?] = []
            well.observed.addObserver(for: .valueChanged) { picked.append($0) }
            well.observed.bind(tint)
            tint.value = .blue
            #expect(well.selectedColor == .blue)
            #expect(picked.isEmpty)
            well.selectedColor = .red
            well.sendActions(for: .valueChanged)
            #expect(tint.value == .red)
            #expect(picked == [.red])
        }

        @Test("the user's hand wins: value changes wait while a plain switch tracks a touch, then show")
        func switchHoldRule() {
            let isOn = ObservableValue(false)
            let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
            toggle.observed.bind(isOn)
            toggle.touchesBegan([inside], with: UIEvent())
            #expect(toggle.observed.bindingHold == .touch)
            isOn.value = true
            #expect(toggle.isOn == false)
            toggle.touchesCancelled([inside], with: UIEvent())
            #expect(toggle.isOn == true)
        }

        @Test("observed.bind(to:model:) keeps the hold rule: the model's change shows when the touch ends")
        func observedModelBindingHoldRelease() async {
            let settings = MuteSettings()
            let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
            toggle.observed.bind(to: settings, \.isMuted)
            await MainQueue.turn()
            toggle.touchesBegan([inside], with: UIEvent())
            #expect(toggle.observed.bindingHold == .touch)
            settings.isMuted = true
            await MainQueue.turn()
            #expect(toggle.isOn == false)  // held while the finger is down
            toggle.touchesCancelled([inside], with: UIEvent())
            #expect(toggle.isOn == true)  // the model's latest state once the touch ended
            await MainQueue.turn()
            #expect(toggle.isOn == true)
        }

        @Test("an observed binding's hold survives the app removing its own touchUpInside observers")
        func holdSurvivesAppRemovingItsObservers() {
            let isOn = ObservableValue(false)
            let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
            toggle.observed.bind(isOn)
            var taps = 0
            toggle.observed.addObserver(for: .touchUpInside) { _ in taps += 1 }
            toggle.observed.removeObservers(for: .touchUpInside)  // the app drops its own observer
            toggle.touchesBegan([inside], with: UIEvent())
            isOn.value = true
            #expect(toggle.isOn == false)
            toggle.touchesEnded([inside], with: UIEvent())
            #expect(toggle.isOn == true)  // as ObservableSwitch does (its endTracking releases the hold)

            // ObservableSwitch, the same steps: passes.
            let ownIsOn = ObservableValue(false)
            let own = ObservableSwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
            own.bind(ownIsOn)
            own.addObserver(for: .touchUpInside) { _ in }
            own.removeObservers(for: .touchUpInside)
            own.touchesBegan([inside], with: UIEvent())
            ownIsOn.value = true
            own.touchesEnded([inside], with: UIEvent())
            #expect(own.isOn == true)
        }

        @Test("rebinding replaces the binding, and cancelling its token ends both directions")
        func rebinding() {
            let first = ObservableValue<Double>(1)
            let second = ObservableValue<Double>(2)
            let stepper = UIStepper()
            stepper.observed.bind(first)
            let token = stepper.observed.bind(second)
            #expect(stepper.value == 2)
            first.value = 5
            #expect(stepper.value == 2)
            token.cancel()
            second.value = 3
            #expect(stepper.value == 2)
            stepper.value = 4
            stepper.sendActions(for: .valueChanged)
            #expect(second.value == 3)
            #expect(stepper.allControlEvents == [])
        }

        @Test("a replaced binding's token, cancelled later, leaves the binding that replaced it the end of its hold")
        func replacedBindingTokenCancelledLater() {
            let first = ObservableValue<Float>(0.1)
            let second = ObservableValue<Float>(0.2)
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            let replaced = slider.observed.bind(first)
            slider.observed.bind(second)
            replaced.cancel()
            slider.touchesBegan([inside], with: UIEvent())
            second.value = 0.9
            #expect(slider.value == 0.2)  // held while the finger is down
            slider.touchesEnded([inside], with: UIEvent())
            #expect(slider.value == 0.9)
        }
    #endif

    @Test("a plain text field never writes marked text, and writes the commit when editing ends")
    func textFieldCompositionRule() {
        let query = ObservableValue("")
        let field = UITextField()
        field.observed.bind(query)
        _ = field.becomeFirstResponder()
        field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.observed.bindingHold == .composition)
        #expect(query.value == "")
        query.value = "elsewhere"
        #expect(field.text == "に")
        field.unmarkText()
        field.sendActions(for: .editingDidEnd)
        #expect(query.value == "に")
        #expect(field.text == "に")
    }

    @Test("a plain text field's end of editing writes only a composition's text, never text set from code")
    func textFieldEndOfEditingWritesNoTextFromCode() {
        let query = ObservableValue("")
        let field = UITextField()
        field.observed.bind(query)
        field.text = "tea"  // from code, past the binding
        _ = field.becomeFirstResponder()
        _ = field.resignFirstResponder()  // nothing was composed
        #expect(query.value == "")
        _ = field.becomeFirstResponder()
        field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        field.text = "code"  // from code, over the composition
        _ = field.resignFirstResponder()
        #expect(query.value == "")
        _ = field.becomeFirstResponder()
        field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        _ = field.resignFirstResponder()  // commits the composition: written
        #expect(query.value == "codeに")
    }
}
