import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// The keyboard on a real window, with real key events from xdotool: Tab moves focus in the window's order,
/// Space and Return on a focused button, Space on the stepper's "−" and "+", the switch and the slider's arrow
/// keys, each with its origin; a click (`.touch`), code (`.program`) and an assistive technology's activation,
/// which GTK routes through the keyboard's signal (`.keyboard`).
@MainActor
enum KeyboardChecks {
    static func run(_ checks: Checks) {
        let play = ObserverKitGTK.ObservableButton(label: "Play")
        let volume = ObserverKitGTK.ObservableStepper()
        let shuffle = ObserverKitGTK.ObservableSwitch()
        let seek = ObserverKitGTK.ObservableSlider()
        let window = Window(
            title: "ObserverKit GTK keyboard", width: 360, height: 320, holding: [play, volume, shuffle, seek])
        let id = window.presentedOnX { play.bounds.width > 0 && seek.bounds.width > 0 }
        // With no window manager, X sends keys to the window under the pointer.
        window.movePointer(to: play, x: play.bounds.width / 2, y: -6, on: id)
        let minus = gtk_widget_get_first_child(volume.widget)!
        let plus = gtk_widget_get_last_child(volume.widget)!

        play.becomeFirstResponder()
        var focus: [String] = []
        let named: [(String, UnsafeMutablePointer<GtkWidget>)] = [
            ("Play", play.widget), ("−", minus), ("+", plus), ("switch", shuffle.widget), ("slider", seek.widget),
        ]
        func focused() -> String { named.first { gtk_widget_has_focus($0.1) != 0 }?.0 ?? "other" }
        focus.append(focused())
        for _ in 0..<4 {
            XDoTool.key("Tab")
            focus.append(focused())
        }
        checks.expect(
            focus == ["Play", "−", "+", "switch", "slider"], "Tab moves focus through the window's controls in order",
            "\(focus)")
        XDoTool.key("shift+Tab")
        checks.expect(focused() == "switch", "Shift+Tab moves focus back", focused())

        let keys = KeyScript(checks: checks, name: "a focused")
        let playOrigins = OriginLog(play)
        let spaceOnPlay = keys.checkButton(play, playOrigins)
        let reference = ObserverKitHeadless.ObservableButton()
        let referenceLog = OriginLog(reference)
        reference.keyboardActivate()
        checks.expect(
            referenceLog.entries == spaceOnPlay, "the headless button's keyboardActivate() sends the same as Space",
            "\(referenceLog.entries)")

        playOrigins.clear()
        window.click(play, on: id)
        checks.expect(
            playOrigins.entries == [
                "touchDown touch", "touchUpInside touch", "primaryActionTriggered touch",
            ], "a click's events come from touch, and GTK's clicked is not taken for a key press",
            "\(playOrigins.entries)")

        playOrigins.clear()
        play.becomeFirstResponder()
        XDoTool.press()
        XDoTool.key("space")
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(400))
        checks.expect(
            playOrigins.entries == [
                "touchDown touch", "touchUpInside touch", "primaryActionTriggered touch",
            ], "Space while the pointer holds the button sends nothing: the touch wins", "\(playOrigins.entries)")

        playOrigins.clear()
        play.sendActions(for: .primaryActionTriggered)
        checks.expect(
            playOrigins.entries == ["primaryActionTriggered program"], "sendActions(for:) from code comes from program",
            "\(playOrigins.entries)")

        playOrigins.clear()
        gtk_widget_activate(play.widget)
        GTKApplication.run(for: .milliseconds(400))
        checks.expect(
            playOrigins.entries == ["primaryActionTriggered keyboard"],
            "an activation as assistive technology makes it (gtk_widget_activate) arrives as the keyboard's",
            "\(playOrigins.entries)")
        checks.expect(play.currentEventOrigin == nil, "no origin outside a delivery")

        let volumeOrigins = OriginLog(volume)
        XDoTool.key("space", on: plus)
        XDoTool.key("space", on: plus)
        XDoTool.key("space", on: minus)
        let step = KeyScript.step
        checks.expect(
            volumeOrigins.entries == step + step + step && volume.value == 1,
            "Space on the stepper's \"+\" steps up and on its \"−\" steps down, from the keyboard",
            "\(volumeOrigins.entries), value \(volume.value)")
        // Not continuous, a key press is still the whole interaction: its step is reported at once.
        volume.isContinuous = false
        let notContinuous = volumeOrigins.entries(pressing: "space", on: plus)
        volume.isContinuous = true
        checks.expect(
            notContinuous == step && volume.value == 2,
            "Space on a non-continuous stepper's \"+\" steps up and sends valueChanged, then primaryActionTriggered",
            "\(notContinuous), value \(volume.value)")
        // At the maximum, "+" changes nothing: no valueChanged, only the activation.
        volume.value = volume.maximumValue
        let atMaximum = volumeOrigins.entries(pressing: "space", on: plus)
        checks.expect(
            atMaximum == ["primaryActionTriggered keyboard"] && volume.value == volume.maximumValue,
            "Space on the stepper's \"+\" at the maximum sends primaryActionTriggered alone (the value is unchanged)",
            "\(atMaximum), value \(volume.value)")

        let shuffleOrigins = OriginLog(shuffle)
        keys.checkSwitch(shuffle, shuffleOrigins)
        let returnOnShuffle = shuffleOrigins.entries(pressing: "Return", on: shuffle.widget)
        checks.expect(
            returnOnShuffle == step && !shuffle.isOn, "Return on the switch toggles it back",
            "\(returnOnShuffle), isOn \(shuffle.isOn)")
        shuffleOrigins.clear()
        gtk_widget_activate(shuffle.widget)
        GTKApplication.run(for: .milliseconds(600))
        checks.expect(
            shuffleOrigins.entries == step && shuffle.isOn,
            "an assistive technology's activation of the switch (gtk_widget_activate) toggles it as the keyboard's",
            "\(shuffleOrigins.entries), isOn \(shuffle.isOn)")
        checkSwitchActivationWithoutAnimations(shuffle, shuffleOrigins, checks)
        checkSwitchActivationRefused(shuffle, shuffleOrigins, window, id, checks)
        shuffleOrigins.clear()
        shuffle.isOn = false
        shuffle.sendActions(for: .valueChanged)
        checks.expect(
            shuffleOrigins.entries == ["valueChanged program"], "a set and a send from code carry program",
            "\(shuffleOrigins.entries)")

        let disabling = shuffle.addObserver(for: .valueChanged) { [unowned shuffle] _ in shuffle.isEnabled = false }
        let spaceDisabling = shuffleOrigins.entries(pressing: "space", on: shuffle.widget)
        disabling.cancel()
        shuffle.isEnabled = true
        checks.expect(
            spaceDisabling == step,
            "a handler that disables the switch mid-activation still gets the activation's primaryActionTriggered",
            "\(spaceDisabling)")

        let seekOrigins = OriginLog(seek)
        let rightOnSeek = seekOrigins.entries(pressing: "Right", on: seek.widget, settle: .milliseconds(200))
        checks.expect(
            rightOnSeek == ["valueChanged keyboard"] && seek.value > 0,
            "the slider's Right arrow key sends valueChanged from the keyboard", "\(rightOnSeek), value \(seek.value)")
        window.close()
    }

    /// With animations off (reduced motion, which people who use assistive technology often set), GtkSwitch
    /// toggles inside its own `activate` handler, at once: the activation still arrives as the keyboard's, and
    /// the next change GTK makes is not taken for one.
    static func checkSwitchActivationWithoutAnimations(
        _ shuffle: ObserverKitGTK.ObservableSwitch, _ log: OriginLog, _ checks: Checks
    ) {
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!).assumingMemoryBound(to: GObject.self)
        setAnimations(settings, false)
        defer { setAnimations(settings, true) }
        let wasOn = shuffle.isOn
        log.clear()
        gtk_widget_activate(shuffle.widget)
        checks.expect(
            log.entries == KeyScript.step && shuffle.isOn != wasOn,
            "with animations off, an assistive activation of the switch toggles it at once, as the keyboard's",
            "\(log.entries), isOn \(shuffle.isOn)")
        log.clear()
        gtk_switch_set_active(OpaquePointer(shuffle.widget), wasOn ? 1 : 0)
        checks.expect(
            log.entries == ["valueChanged program"],
            "the change GTK makes next, from code, carries program: the activation left nothing pending",
            "\(log.entries)")
    }

    /// An assistive activation (`gtk_widget_activate`) while the pointer holds the switch is refused, as a key
    /// press then is and as the headless switch's `accessibilityActivate()` refuses (the touch wins): GTK does
    /// not toggle and nothing is sent; the touch then ends as the same touch does on the headless switch. One
    /// while the switch is disabled is refused too.
    static func checkSwitchActivationRefused(
        _ shuffle: ObserverKitGTK.ObservableSwitch, _ log: OriginLog, _ window: Window, _ id: String, _ checks: Checks
    ) {
        let wasOn = shuffle.isOn
        log.clear()
        window.press(shuffle, x: shuffle.bounds.width / 2, y: shuffle.bounds.height / 2, on: id)
        GTKApplication.run(for: .milliseconds(200))
        gtk_widget_activate(shuffle.widget)
        GTKApplication.run(for: .milliseconds(600))
        let during = log.entries
        let activeDuring = gtk_switch_get_active(OpaquePointer(shuffle.widget)) != 0
        let isOnDuring = shuffle.isOn
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(600))

        let reference = ObserverKitHeadless.ObservableSwitch()
        reference.isOn = wasOn
        let referenceLog = OriginLog(reference)
        reference.beginTouch(at: CGPoint(x: reference.bounds.midX, y: reference.bounds.midY))
        let refused = !reference.accessibilityActivate()
        let referenceDuring = referenceLog.entries
        reference.endTouch()
        checks.expect(
            during == ["touchDown touch"] && during == referenceDuring && refused && isOnDuring == wasOn
                && activeDuring == wasOn,
            "an assistive activation while the pointer holds the switch is refused: no toggle, nothing sent",
            "\(during) (headless \(referenceDuring)), isOn \(isOnDuring), GTK active \(activeDuring)")
        checks.expect(
            log.entries == referenceLog.entries && shuffle.isOn == reference.isOn,
            "the touch then ends as on the headless switch", "\(log.entries) (headless \(referenceLog.entries))")

        shuffle.isEnabled = false
        let disabledWasOn = shuffle.isOn
        log.clear()
        gtk_widget_activate(shuffle.widget)
        GTKApplication.run(for: .milliseconds(600))
        let activeDisabled = gtk_switch_get_active(OpaquePointer(shuffle.widget)) != 0
        shuffle.isEnabled = true
        checks.expect(
            log.entries.isEmpty && shuffle.isOn == disabledWasOn && activeDisabled == disabledWasOn,
            "an assistive activation of a disabled switch is refused: no toggle, nothing sent",
            "\(log.entries), isOn \(shuffle.isOn), GTK active \(activeDisabled)")
    }

    /// Sets GtkSettings' `gtk-enable-animations`.
    private static func setAnimations(_ settings: UnsafeMutablePointer<GObject>, _ enabled: Bool) {
        var value = GValue()
        g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN
        g_value_set_boolean(&value, enabled ? 1 : 0)
        g_object_set_property(settings, "gtk-enable-animations", &value)
        g_value_unset(&value)
    }
}
