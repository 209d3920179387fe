import Foundation
import ObserverKitUIKit
import Testing

/// The rules "Controls you did not create" and ``ObservedControl``'s documentation state for `observed`, each as
/// a user of the backend sees it on UIKit's own controls.
@MainActor
@Suite("UIKit backend: observed keeps the documented rules")
struct ObservedControlRulesTests {
    let inside = UITouch(at: CGPoint(x: 10, y: 10))
    let outside = UITouch(at: CGPoint(x: 500, y: 10))

    @Test("a slider seen as a UIControl is observed by an object of its own")
    func kindFollowsStaticType() {
        let slider = UISlider()
        let control: UIControl = slider
        let asControl = ObjectIdentifier(control.observed)
        let asSlider = ObjectIdentifier(slider.observed)
        #expect(asControl != asSlider)
    }

    #if !os(tvOS)
        @Test("a binding adds one UIAction per event that ends its hold, which observers(for:) does not list")
        func bindingHoldActions() {
            let isOn = ObservableValue(false)
            let toggle = UISwitch()
            let token = toggle.observed.bind(isOn)
            #expect(toggle.allControlEvents.isSuperset(of: [.touchUpInside, .touchUpOutside, .touchCancel]))
            #expect(toggle.observed.observers(for: [.touchUpInside, .touchUpOutside, .touchCancel]).isEmpty)
            token.cancel()
            #expect(toggle.allControlEvents == [])
        }

        @Test("a value change held while a plain switch tracks a touch shows when the touch ends outside")
        func holdEndsAtTouchUpOutside() {
            let isOn = ObservableValue(false)
            let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
            toggle.observed.bind(isOn)
            toggle.touchesBegan([inside], with: UIEvent())
            isOn.value = true
            #expect(toggle.isOn == false)
            toggle.touchesEnded([outside], with: UIEvent())
            #expect(toggle.isOn == true)
        }
    #endif

    @Test("a plain text field writes the committed text at the next edit")
    func commitWrittenAtNextEdit() {
        let query = ObservableValue("")
        let field = UITextField()
        field.observed.bind(query)
        _ = field.becomeFirstResponder()
        field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        field.unmarkText()
        #expect(query.value == "")  // UIKit sends no event for a commit
        field.insertText("x")
        #expect(query.value == "にx")
    }

    @Test("ObservableTextField: typing over the marked text commits it and writes it to the bound value")
    func typingOverCompositionWrites() {
        let query = ObservableValue("")
        let field = ObservableTextField()
        field.bind(query)
        _ = field.becomeFirstResponder()
        field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        #expect(query.value == "")
        field.insertText("日")
        #expect(field.bindingHold == nil)
        #expect(query.value == "日")
    }

    @Test("a plain button's observed.sendActions with touchUpInside and primaryActionTriggered: each action once")
    func observedButtonPrimaryOnce() {
        let button = UIButton()
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("app") }, for: .primaryActionTriggered)
        button.observed.addObserver(for: .primaryActionTriggered) { log.append("observer") }
        let own = ObservableButton()
        var ownLog: [String] = []
        own.addAction(UIAction { _ in ownLog.append("app") }, for: .primaryActionTriggered)
        own.addObserver(for: .primaryActionTriggered) { ownLog.append("observer") }
        own.sendActions(for: [.touchUpInside, .primaryActionTriggered] as ControlEvent)
        button.observed.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        #expect(ownLog == ["app", "observer"])
        #expect(log == ownLog)
    }

    @Test("the app's own primary action runs once when no observer of ObserverKit's hears primaryActionTriggered")
    func appPrimaryActionOnceWithoutObservers() {
        let own = ObservableButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        var log: [String] = []
        own.addAction(UIAction { _ in log.append("app primary") }, for: .primaryActionTriggered)
        own.addObserver(for: .touchUpInside) { log.append("observer up") }
        #expect(own.accessibilityActivate())  // VoiceOver's double tap: touchDown, touchUpInside, primary
        #expect(log == ["app primary", "observer up"])
        log.removeAll()
        own.sendActions(for: [.touchUpInside, .primaryActionTriggered] as ControlEvent)
        #expect(log == ["app primary", "observer up"])
        let toggle = UISwitch()
        var toggleLog: [String] = []
        toggle.addAction(UIAction { _ in toggleLog.append("app primary") }, for: .primaryActionTriggered)
        toggle.observed.sendActions(for: [.valueChanged, .primaryActionTriggered])
        #expect(toggleLog == ["app primary"])
        #expect(own.allControlEvents == [.touchUpInside, .primaryActionTriggered])
        #expect(toggle.allControlEvents == .primaryActionTriggered)
    }
}
