import Foundation
import ObserverKitHeadless
import Testing

/// A headless switch's sequences: a tap toggles; every event carries `isOn`.
@MainActor @Suite struct SwitchTests {
    typealias Entry = Recording<Bool>.Entry
    let toggle = ObservableSwitch()
    let clock = TestScheduler()

    init() {
        toggle.scheduler = clock
    }

    @Test func tapTogglesAndSendsValueChangedBeforeTouchUpInside() {
        let recording = toggle.record()
        toggle.tap()
        #expect(
            recording.entries == [
                Entry(event: .touchDown, observation: false),
                Entry(event: .valueChanged, observation: true),
                Entry(event: .touchUpInside, observation: true),
            ])
        #expect(toggle.isOn)
    }

    @Test func dragOutAndBackThenReleaseInsideToggles() {
        let recording = toggle.record()
        toggle.beginTouch()
        toggle.moveTouch(to: .at(200, 15))
        toggle.moveTouch(to: .at(30, 15))
        toggle.endTouch()
        #expect(
            recording.entries == [
                Entry(event: .touchDown, observation: false),
                Entry(event: .touchDragOutside, observation: false),
                Entry(event: .touchDragExit, observation: false),
                Entry(event: .touchDragInside, observation: false),
                Entry(event: .touchDragEnter, observation: false),
                Entry(event: .valueChanged, observation: true),
                Entry(event: .touchUpInside, observation: true),
            ])
    }

    @Test func releaseOutsideDoesNotToggle() {
        let recording = toggle.record()
        toggle.beginTouch()
        toggle.endTouch(at: .at(-200, 15))
        #expect(recording.events == [.touchDown, .touchDragOutside, .touchDragExit, .touchUpOutside])
        #expect(!toggle.isOn)
    }

    @Test func cancelDoesNotToggle() {
        let recording = toggle.record()
        toggle.beginTouch()
        toggle.cancelTouch()
        #expect(
            recording.entries == [
                Entry(event: .touchDown, observation: false), Entry(event: .touchCancel, observation: false),
            ])
        #expect(!toggle.isOn)
    }

    @Test func doubleTapTogglesTwiceAndSendsTouchDownRepeat() {
        let recording = toggle.record()
        toggle.tap()
        clock.advance(by: .milliseconds(100))
        toggle.tap()
        #expect(
            recording.entries == [
                Entry(event: .touchDown, observation: false),
                Entry(event: .valueChanged, observation: true),
                Entry(event: .touchUpInside, observation: true),
                Entry(event: .touchDown, observation: true),
                Entry(event: .touchDownRepeat, observation: true),
                Entry(event: .valueChanged, observation: false),
                Entry(event: .touchUpInside, observation: false),
            ])
    }

    @Test func disabledSwitchIgnoresTaps() {
        let recording = toggle.record()
        toggle.isEnabled = false
        toggle.tap()
        #expect(recording.entries.isEmpty)
        #expect(!toggle.isOn)
    }

    @Test func settingIsOnSendsNothing() {
        let recording = toggle.record()
        toggle.isOn = true
        toggle.isOn = false
        #expect(recording.entries.isEmpty)
    }
}
