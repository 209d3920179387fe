import Foundation
import ObserverKitHeadless
import Testing

/// A switch's toggle and a segmented control's selection are their primary action, as in UIKit on iOS 14 and
/// later: the valueChanged a person causes is followed by primaryActionTriggered, with the same origin, once.
@MainActor @Suite struct PrimaryActionOnValueChangeTests {
    static let events: [ControlEvent] = [.touchDown, .valueChanged, .primaryActionTriggered, .touchUpInside]

    /// Logs "event value origin" for each of ``events`` that `control` sends.
    static func log<C: Control<Value>, Value>(_ control: C) -> () -> [String] {
        let box = LogBox()
        for event in events {
            control.addObserver(for: event) { [unowned control] value in
                box.entries.append("\(event) \(value) \(control.currentEventOrigin.map { "\($0)" } ?? "nil")")
            }
        }
        return { box.entries }
    }

    final class LogBox {
        var entries: [String] = []
    }

    @Test("a switch's tap toggles: valueChanged, then primaryActionTriggered, from .touch")
    func switchTapSendsPrimaryAction() {
        let toggle = ObservableSwitch()
        let entries = Self.log(toggle)
        toggle.tap()
        #expect(
            entries() == [
                "touchDown false touch", "valueChanged true touch", "primaryActionTriggered true touch",
                "touchUpInside true touch",
            ])
    }

    @Test("a switch's accessibility activation is a tap: its primaryActionTriggered is from .accessibility")
    func switchAccessibilityActivationSendsPrimaryAction() {
        let toggle = ObservableSwitch()
        let entries = Self.log(toggle)
        #expect(toggle.accessibilityActivate())
        #expect(
            entries() == [
                "touchDown false accessibility", "valueChanged true accessibility",
                "primaryActionTriggered true accessibility", "touchUpInside true accessibility",
            ])
    }

    @Test("a switch's keyboard activation sends primaryActionTriggered once, after valueChanged")
    func switchKeyboardActivationSendsPrimaryActionOnce() {
        let toggle = ObservableSwitch()
        let entries = Self.log(toggle)
        toggle.keyboardActivate()
        #expect(entries() == ["valueChanged true keyboard", "primaryActionTriggered true keyboard"])
    }

    @Test("a switch touch that changes nothing (lifted outside) sends no primaryActionTriggered")
    func switchReleaseOutsideSendsNoPrimaryAction() {
        let toggle = ObservableSwitch()
        let entries = Self.log(toggle)
        toggle.beginTouch()
        toggle.endTouch(at: CGPoint(x: 400, y: 15))
        #expect(entries() == ["touchDown false touch"])
    }

    @Test("a segment selected by touch: valueChanged, then primaryActionTriggered, from .touch")
    func segmentSelectionSendsPrimaryAction() {
        let mode = ObservableSegmentedControl(items: ["Songs", "Albums", "Artists"])
        mode.selectedSegmentIndex = 0
        let entries = Self.log(mode)
        mode.tap(at: CGPoint(x: 200, y: 16))
        #expect(
            entries() == [
                "touchDown 0 touch", "valueChanged 2 touch", "primaryActionTriggered 2 touch", "touchUpInside 2 touch",
            ])
    }

    @Test("re-tapping the selected segment changes nothing and sends no primaryActionTriggered")
    func reTappedSegmentSendsNoPrimaryAction() {
        let mode = ObservableSegmentedControl(items: ["Songs", "Albums", "Artists"])
        mode.selectedSegmentIndex = 2
        let entries = Self.log(mode)
        mode.tap(at: CGPoint(x: 200, y: 16))
        #expect(entries() == ["touchDown 2 touch", "touchUpInside 2 touch"])
    }

    @Test("programmatic changes and sendActions(for: .valueChanged) send exactly what they are asked")
    func programmaticChangesSendNoPrimaryAction() {
        let toggle = ObservableSwitch()
        let entries = Self.log(toggle)
        toggle.isOn = true
        toggle.sendActions(for: .valueChanged)
        #expect(entries() == ["valueChanged true program"])
    }
}
