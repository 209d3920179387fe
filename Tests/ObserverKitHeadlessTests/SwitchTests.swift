import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// A headless switch's sequences: a tap toggles; every event carries `isOn`.
@MainActor @Suite struct SwitchTests {
    typealias Entry = ControlEventRecord<Bool>
    let toggle = ObservableSwitch()
    let clock = TestScheduler()

    init() {
        toggle.scheduler = clock
    }

    @Test func tapTogglesAndSendsValueChangedBeforeTouchUpInside() {
        let recording = toggle.recorder()
        toggle.tap()
        #expect(
            recording.values == [
                Entry(.touchDown, false),
                Entry(.valueChanged, true),
                Entry(.primaryActionTriggered, true),
                Entry(.touchUpInside, true),
            ])
        #expect(toggle.isOn)
    }

    @Test func dragOutAndBackThenReleaseInsideToggles() {
        let recording = toggle.recorder()
        toggle.beginTouch()
        toggle.moveTouch(to: .at(200, 15))
        toggle.moveTouch(to: .at(30, 15))
        toggle.endTouch()
        #expect(
            recording.values == [
                Entry(.touchDown, false),
                Entry(.touchDragOutside, false),
                Entry(.touchDragExit, false),
                Entry(.touchDragInside, false),
                Entry(.touchDragEnter, false),
                Entry(.valueChanged, true),
                Entry(.primaryActionTriggered, true),
                Entry(.touchUpInside, true),
            ])
    }

    @Test func releaseOutsideDoesNotToggle() {
        let recording = toggle.recorder()
        toggle.beginTouch()
        toggle.endTouch(at: .at(-200, 15))
        #expect(recording.values.map(\.event) == [.touchDown, .touchDragOutside, .touchDragExit, .touchUpOutside])
        #expect(!toggle.isOn)
    }

    @Test func cancelDoesNotToggle() {
        let recording = toggle.recorder()
        toggle.beginTouch()
        toggle.cancelTouch()
        #expect(
            recording.values == [
                Entry(.touchDown, false), Entry(.touchCancel, false),
            ])
        #expect(!toggle.isOn)
    }

    @Test func doubleTapTogglesTwiceAndSendsTouchDownRepeat() {
        let recording = toggle.recorder()
        toggle.tap()
        clock.advance(by: .milliseconds(100))
        toggle.tap()
        #expect(
            recording.values == [
                Entry(.touchDown, false),
                Entry(.valueChanged, true),
                Entry(.primaryActionTriggered, true),
                Entry(.touchUpInside, true),
                Entry(.touchDown, true),
                Entry(.touchDownRepeat, true),
                Entry(.valueChanged, false),
                Entry(.primaryActionTriggered, false),
                Entry(.touchUpInside, false),
            ])
    }

    @Test func disabledSwitchIgnoresTaps() {
        let recording = toggle.recorder()
        toggle.isEnabled = false
        toggle.tap()
        #expect(recording.values.isEmpty)
        #expect(!toggle.isOn)
    }

    @Test func settingIsOnSendsNothing() {
        let recording = toggle.recorder()
        toggle.isOn = true
        toggle.isOn = false
        #expect(recording.values.isEmpty)
    }
}
