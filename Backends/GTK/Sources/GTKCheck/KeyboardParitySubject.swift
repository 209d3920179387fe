import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// What the keyboard parity checks do to one control, on either backend, besides the input itself: read it, log
/// it, set it from code or through its bound value, and observe it (for the one-shot observers).
@MainActor
struct KeyboardParitySide {
    /// Every event the control sends, with its observation and origin.
    let log: ParityLog
    /// The control's touch state, value and bound value.
    let reading: () -> ParityReading
    /// Sets `isEnabled`.
    let setEnabled: (Bool) -> Void
    /// Sets the control's value, from code, to the value of state `index` (nothing for a button).
    let setValue: (Int) -> Void
    /// Sets the bound `ObservableValue` to the value of state `index` (nothing for a button).
    let setBound: (Int) -> Void
    /// Adds an observer of `event` that runs the closure.
    let observe: (ControlEvent, @escaping () -> Void) -> ObservationToken
    /// What must live as long as the control: its bound value.
    let kept: [AnyObject]
}

/// One kind of control on both backends, for the keyboard parity checks: the GTK control (made in code or adopted
/// from a `.ui` definition) on a window of its own, the widgets that take its keyboard focus, its values, and how
/// to make a headless control of the same kind, configuration, bounds and state.
@MainActor
struct KeyboardParitySubject {
    /// A headless control made for one script.
    struct Headless {
        let side: KeyboardParitySide
        let control: any HeadlessControl
        /// Space or Return with focus target `index` focused: a stepper's `focusedPart` is set to that target's
        /// half first (the headless stepper has no focus of its own: "the test or demo that plays the keyboard
        /// sets it"), then `keyboardActivate()`.
        let activate: (Int) -> Void
    }

    /// The kind, in check names and failures: "adopted switch".
    let name: String
    /// The GTK control.
    let control: any Widget
    /// The widgets that take the control's keyboard focus: the control, or the stepper's "−" and "+".
    let targets: [UnsafeMutablePointer<GtkWidget>]
    /// How many values the kind starts from and is set to (0 for a button, which has none).
    let states: Int
    /// How long a keyboard activation takes to end on GTK (``KeyboardParityScript/Action/settle``).
    let settle: Duration
    /// The GTK control's side.
    let gtk: KeyboardParitySide
    /// The bounds GTK judges the control's touches against, the headless control's bounds
    /// (``PointerParitySubject/judgedBounds(of:handlesPointer:)``).
    let bounds: () -> CGRect
    /// Presents the GTK control's window on X; returns it and its X id.
    let present: () -> (window: Window, id: String)
    /// A headless control of the same kind and configuration, with `bounds`, in state `index`.
    let headless: (_ index: Int, _ bounds: CGRect) -> Headless

    /// GtkButton's keyboard activation shows its pressed look for 250 ms, and GTK ignores that button's key
    /// presses meanwhile (ObservableButton's `wire()`, GTK's `ACTIVATE_TIMEOUT`): a script waits that long after
    /// an activation of a button or a stepper's "−" or "+" before its next key, as a person's next press comes.
    static let buttonSettle = Duration.milliseconds(300)

    /// A button's side and headless button: no value, every event carrying `()`.
    static func button(
        _ name: String, _ button: ObserverKitGTK.ObservableButton, present: @escaping () -> (window: Window, id: String)
    ) -> KeyboardParitySubject {
        KeyboardParitySubject(
            name: name, control: button, targets: [button.widget], states: 0, settle: buttonSettle,
            gtk: unbound(button) { button.isEnabled = $0 },
            bounds: { PointerParitySubject.judgedBounds(of: button, handlesPointer: button.handlesPointer) },
            present: present,
            headless: { _, bounds in
                let control = ObserverKitHeadless.ObservableButton(bounds: bounds)
                return Headless(
                    side: unbound(control) { control.isEnabled = $0 }, control: control,
                    activate: { _ in control.keyboardActivate() })
            })
    }

    /// The side of a control without a value (a button): its value steps do nothing.
    private static func unbound<Observed: ObservableControl & TouchStateReadable>(
        _ control: Observed, setEnabled: @escaping (Bool) -> Void
    ) -> KeyboardParitySide {
        KeyboardParitySide(
            log: ParityLog(control), reading: { ParityReading(control, value: "-", bound: "-") },
            setEnabled: setEnabled, setValue: { _ in }, setBound: { _ in },
            observe: { event, body in control.addObserver(for: event) { _ in body() } }, kept: [])
    }

    /// A value control of both backends, each bound to an `ObservableValue` that starts at one of `values`;
    /// `activate` plays Space or Return on the headless control with focus target `index` focused (by default,
    /// `keyboardActivate()`).
    static func bindable<Observation, GTKControl, HeadlessKind>(
        _ name: String, _ gtk: GTKControl, targets: [UnsafeMutablePointer<GtkWidget>], values: [GTKControl.BoundType],
        settle: Duration, present: @escaping () -> (window: Window, id: String),
        headless make: @escaping (CGRect) -> HeadlessKind,
        activate: ((HeadlessKind, Int) -> Void)? = nil
    ) -> KeyboardParitySubject
    where
        GTKControl: ObserverKitGTK.Control<Observation> & BindableControl,
        HeadlessKind: BindableControl & TouchStateReadable & HeadlessControl,
        HeadlessKind.BoundType == GTKControl.BoundType
    {
        let bound = ObservableValue(values[0])
        gtk.bind(bound)
        let gtkSide = KeyboardParitySide(
            log: ParityLog(gtk), reading: { ParityReading(gtk, value: "\(gtk.boundValue)", bound: "\(bound.value)") },
            setEnabled: { gtk.isEnabled = $0 }, setValue: { gtk.boundValue = values[$0] },
            setBound: { bound.value = values[$0] },
            observe: { event, body in gtk.addObserver(for: event) { _ in body() } }, kept: [bound])
        return KeyboardParitySubject(
            name: name, control: gtk, targets: targets, states: values.count, settle: settle, gtk: gtkSide,
            bounds: { PointerParitySubject.judgedBounds(of: gtk, handlesPointer: gtk.handlesPointer) },
            present: present,
            headless: { index, bounds in
                let control = make(bounds)
                let value = ObservableValue(values[index])
                control.bind(value)
                let side = KeyboardParitySide(
                    log: ParityLog(control),
                    reading: { ParityReading(control, value: "\(control.boundValue)", bound: "\(value.value)") },
                    setEnabled: { control.isEnabled = $0 }, setValue: { control.boundValue = values[$0] },
                    setBound: { value.value = values[$0] },
                    observe: { event, body in control.addObserver(for: event) { _ in body() } }, kept: [value])
                return Headless(
                    side: side, control: control,
                    activate: { index in
                        guard let activate else { return control.keyboardActivate() }
                        activate(control, index)
                    })
            })
    }
}
