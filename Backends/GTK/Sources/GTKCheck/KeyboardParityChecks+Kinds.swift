import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// The kinds of control the keyboard parity checks play: those GTK gives keyboard activation (Space, Return, the
/// keypad's Enter) and the headless backend plays with `keyboardActivate()`: a button and a switch, made in code
/// and adopted from a `.ui` definition (one wiring routine), and a stepper with either half focused.
///
/// Left out, with no key to compare: a segmented control (GTK selects a focused segment for Space, valueChanged
/// and primaryActionTriggered, and nothing on the selected one; the headless control has no focused segment, and
/// its `keyboardActivate()` sends primaryActionTriggered alone), a page control (its GTK dots take no focus and
/// no key; the headless `keyboardActivate()` sends primaryActionTriggered) and a slider (its keys on GTK are
/// GtkScale's, which move it: the arrow keys, Page Up and Down, Home and End, ObservableSlider's documentation
/// says, and the headless slider has no call for them; GTK gives it no activation key to compare with the headless
/// `keyboardActivate()`, primaryActionTriggered alone).
extension KeyboardParityChecks {
    static func button() -> KeyboardParitySubject {
        let button = ObserverKitGTK.ObservableButton(label: "Play")
        return KeyboardParitySubject.button("button", button) { PointerParityChecks.presented(button) }
    }

    static func toggle() -> KeyboardParitySubject {
        let toggle = ObserverKitGTK.ObservableSwitch()
        return KeyboardParitySubject.bindable(
            "switch", toggle, targets: [toggle.widget], values: [false, true], settle: switchSettle,
            present: { PointerParityChecks.presented(toggle) }
        ) { ObserverKitHeadless.ObservableSwitch(bounds: $0) }
    }

    /// The switch takes its activation keys itself, in the capture phase, with no pressed look to wait for.
    static let switchSettle = Duration.milliseconds(50)

    /// A stepper over 0...100 by 1, or one that wraps, steps by 7 and is not continuous; its focus targets are
    /// "−" and "+".
    static func stepper(wrapping: Bool) -> KeyboardParitySubject {
        // Autorepeat off on both, as in PointerParityChecks: a held press's steps come on a clock.
        let stepper = PointerParityChecks.parityStepper(wrapping: wrapping)
        let minus = gtk_widget_get_first_child(stepper.widget)!
        let plus = gtk_widget_get_last_child(stepper.widget)!
        return KeyboardParitySubject.bindable(
            wrapping ? "wrapping stepper" : "stepper", stepper, targets: [minus, plus], values: [0, 50, 100],
            settle: KeyboardParitySubject.buttonSettle, present: { PointerParityChecks.presented(stepper) },
            headless: { PointerParityChecks.headlessTwin(of: stepper, in: $0) },
            activate: { control, index in
                control.focusedPart = index == 0 ? .decrement : .increment
                control.keyboardActivate()
            })
    }

    static let adoptedTitle = "ObserverKit GTK adopted keyboard parity"

    /// A `.ui` window holding `child` (a `<child>` element) with room around it, and its builder.
    static func adoptedWindow(_ child: String) -> (builder: Builder, window: Window)? {
        let definition = UIDefinition.window(
            title: adoptedTitle, width: 520, height: 320, margin: Int(PointerParityChecks.room), children: child)
        guard let builder = try? Builder(string: definition, name: "keyboard-parity.ui"),
            let window = try? builder.window(id: "window")
        else { return nil }
        return (builder, window)
    }

    /// Presents an adopted control's window on X, once `control` is laid out.
    static func presentAdopted(_ window: Window, _ control: any Widget) -> (window: Window, id: String) {
        window.add(control)
        let id = window.presentedOnX { control.bounds.width > 0 }
        GTKApplication.run(for: .milliseconds(200))
        return (window, id)
    }

    /// A `GtkButton` of a `.ui` definition, adopted; `nil` when the definition does not load.
    static func adoptedButton() -> KeyboardParitySubject? {
        let child = """
                <child><object class="GtkButton" id="save"><property name="label">Save</property>
                  <property name="halign">center</property></object></child>
            """
        guard let adopted = adoptedWindow(child),
            let button = try? adopted.builder.control(ObserverKitGTK.ObservableButton.self, id: "save")
        else { return nil }
        // The builder lives as long as the subject, as an app keeps the one its window came from.
        return KeyboardParitySubject.button("adopted button", button) {
            withExtendedLifetime(adopted.builder) { presentAdopted(adopted.window, button) }
        }
    }

    /// A `GtkSwitch` of a `.ui` definition, adopted; `nil` when the definition does not load.
    static func adoptedSwitch() -> KeyboardParitySubject? {
        let child = """
                <child><object class="GtkSwitch" id="wifi"><property name="halign">center</property></object></child>
            """
        guard let adopted = adoptedWindow(child),
            let toggle = try? adopted.builder.control(ObserverKitGTK.ObservableSwitch.self, id: "wifi")
        else { return nil }
        return KeyboardParitySubject.bindable(
            "adopted switch", toggle, targets: [toggle.widget], values: [false, true], settle: switchSettle,
            present: { withExtendedLifetime(adopted.builder) { presentAdopted(adopted.window, toggle) } }
        ) { ObserverKitHeadless.ObservableSwitch(bounds: $0) }
    }
}
