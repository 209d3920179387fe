import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// Random keyboard scripts (``KeyboardParityScript``) played with real keys (xdotool through X, the server
/// repeating a held key) on each kind of GTK control that GTK gives keyboard activation and the headless backend
/// has too (``KeyboardParityChecks``'s kinds), and the same script as the headless calls on a headless control of
/// that kind, bounds, configuration and state: after every action of the script, the events each sent meanwhile,
/// in order, with their observations and origins, and their touch state (isTracking, isHighlighted,
/// isTouchInside), value and bound value agree.
///
/// A key is a keyboard activation (`keyboardActivate()`, with the stepper's `focusedPart` set to the focused half)
/// when GTK's focus is on the control (or the stepper's "−" or "+") as the key goes down: the headless controls
/// have no focus, so the GTK focus, which a click on a GtkButton moves and disabling a control takes away, says
/// where a key goes. A key down already is never pressed again by a script, and a held key's repeats, which GTK
/// delivers as presses, are no headless input: one press of a key is one activation on both.
///
/// The fixed seeds (``fixedSeeds``) play in every run; `GTK_PARITY_SCRIPTS`, `GTK_PARITY_FIRST`, `GTK_PARITY_SEED`
/// and `GTK_PARITY_KIND` choose others, as for ``PointerParityChecks``.
@MainActor
enum KeyboardParityChecks {
    /// The seeds every run plays for each kind.
    static let fixedSeeds: [UInt64] = Array(1...4)

    static func run(_ checks: Checks) {
        let autoRepeat = AutoRepeat.ensureOn()
        checks.expect(autoRepeat.isOn, "the X server repeats a held key (xset q)", autoRepeat.report)
        let seeds = PointerParityChecks.seeds(orFixed: fixedSeeds)
        let kind = ProcessInfo.processInfo.environment["GTK_PARITY_KIND"]
        let kinds: [(String, () -> KeyboardParitySubject?)] = [
            ("button", button), ("adopted button", adoptedButton), ("switch", toggle),
            ("adopted switch", adoptedSwitch), ("stepper", { stepper(wrapping: false) }),
            ("wrapping stepper", { stepper(wrapping: true) }),
        ]
        for (name, make) in kinds where kind.map(name.contains) ?? true {
            guard let subject = make() else {
                checks.expect(false, "a .ui definition holding the \(name)'s widget loads and adopts")
                continue
            }
            play(subject, seeds: seeds, checks)
        }
    }

    /// What one side showed after one action of a script: the events it sent during the action, and its reading.
    struct Trace: Equatable, CustomStringConvertible {
        /// The action, as "step 2, down space" ("start" before the first).
        let action: String
        let events: [String]
        let reading: ParityReading

        var description: String { "\(action): \(events) \(reading)" }
    }

    /// Plays every seed's script on `subject`'s GTK control, on its window, and on a headless control.
    static func play(_ subject: KeyboardParitySubject, seeds: [UInt64], _ checks: Checks) {
        let (window, id) = subject.present()
        var disagreements = 0
        var activated = 0
        for seed in seeds {
            let script = KeyboardParityScript(seed: seed, targets: subject.targets.count, states: subject.states)
            let (gtk, headless) = playBoth(script, subject, window, id)
            let difference = gtk.indices.first { gtk[$0] != headless[$0] }
            if difference != nil { disagreements += 1 }
            if gtk.contains(where: { $0.events.contains { $0.hasSuffix(" keyboard") } }) { activated += 1 }
            checks.expect(
                difference == nil, "\(subject.name), \(script): the GTK control agrees with the headless one",
                difference.map { index in
                    "\n    first difference, after \(gtk[index].action)\n    GTK      \(gtk[index])\n    headless "
                        + "\(headless[index])\n    before it: \(index > 0 ? gtk[index - 1].description : "-")"
                } ?? "")
        }
        print(
            "  \(subject.name): \(seeds.count) scripts (\(activated) activated from the keyboard), "
                + "\(disagreements) disagreements")
        window.close()
    }

    /// Puts the GTK control in the script's initial state, enabled, the pointer resting in the window above it
    /// (with no window manager, X sends keys to the window under the pointer), then plays each action on it and
    /// the headless calls for it on a new headless control; returns each side's traces.
    static func playBoth(
        _ script: KeyboardParityScript, _ subject: KeyboardParitySubject, _ window: Window, _ id: String
    ) -> (gtk: [Trace], headless: [Trace]) {
        let control = subject.control
        subject.gtk.setEnabled(true)
        if subject.states > 0 {
            // From code, then through the bound value, so that both hold the state whatever the last script left.
            subject.gtk.setValue(script.initialState)
            subject.gtk.setBound(script.initialState)
        }
        window.movePointer(to: control, x: control.bounds.midX, y: -40, on: id)
        // Past the double-tap interval, and past a switch's knob moving to the state.
        GTKApplication.run(for: .milliseconds(400))
        subject.gtk.log.clear()
        let headless = subject.headless(script.initialState, subject.bounds())
        let oneShots = KeyboardParityOneShots()
        defer { oneShots.cancelAll() }
        var gtkTraces = [Trace(action: "start", events: [], reading: subject.gtk.reading())]
        var headlessTraces = [Trace(action: "start", events: [], reading: headless.side.reading())]
        var gtkSeen = 0
        var headlessSeen = 0
        for (index, step) in script.steps.enumerated() {
            for action in step {
                perform(action, subject, headless, oneShots, window, id)
                let label = "step \(index + 1), \(action)"
                let gtkEvents = Array(subject.gtk.log.entries.dropFirst(gtkSeen))
                let headlessEvents = Array(headless.side.log.entries.dropFirst(headlessSeen))
                gtkSeen += gtkEvents.count
                headlessSeen += headlessEvents.count
                gtkTraces.append(Trace(action: label, events: gtkEvents, reading: subject.gtk.reading()))
                headlessTraces.append(Trace(action: label, events: headlessEvents, reading: headless.side.reading()))
            }
        }
        return (gtkTraces, headlessTraces)
    }

    /// Plays `action` on the GTK control with real input (or code), then the headless calls for it.
    static func perform(
        _ action: KeyboardParityScript.Action, _ subject: KeyboardParitySubject,
        _ headless: KeyboardParitySubject.Headless, _ oneShots: KeyboardParityOneShots, _ window: Window, _ id: String
    ) {
        switch action {
        case .focus(let index):
            gtk_widget_grab_focus(subject.targets[index])
            GTKApplication.run(for: .milliseconds(20))
        case .tab(let backward):
            XDoTool.key(backward ? "shift+Tab" : "Tab")
        case .keyDown(let key):
            // Where the key goes: the focus as it goes down.
            let focused = subject.targets.firstIndex { gtk_widget_has_focus($0) != 0 }
            XDoTool.run(["keydown", key])
            if let focused { headless.activate(focused) }
        case .keyUp(let key):
            XDoTool.run(["keyup", key])
        case .wait(let milliseconds):
            GTKApplication.run(for: .milliseconds(milliseconds))
        case .settle:
            GTKApplication.run(for: subject.settle)
        case .pointerDown(let index):
            let point = centre(of: subject.targets[index], in: subject.control)
            window.movePointer(to: subject.control, x: point.x, y: point.y, on: id)
            let delivered = PointerParityChecks.deliversPress(at: point, to: subject.control, in: window)
            XDoTool.press()
            if delivered { headless.control.beginTouch(at: point) }
        case .pointerUp:
            XDoTool.release()
            headless.control.endTouch(at: nil)
        case .setEnabled(let enabled):
            subject.gtk.setEnabled(enabled)
            headless.side.setEnabled(enabled)
            GTKApplication.run(for: .milliseconds(20))
        case .setValue(let index):
            subject.gtk.setValue(index)
            headless.side.setValue(index)
        case .setBound(let index):
            subject.gtk.setBound(index)
            headless.side.setBound(index)
            GTKApplication.run(for: .milliseconds(20))
        case .once(let event, let shot):
            oneShots.arm(subject.gtk, event, shot)
            oneShots.arm(headless.side, event, shot)
        }
    }

    /// The centre of `target` (the control, or one of its parts) in `control`'s coordinates, in whole points (the
    /// pointer moves by whole pixels).
    static func centre(of target: UnsafeMutablePointer<GtkWidget>, in control: any Widget) -> CGPoint {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(target, control.widget, &rect) != 0 else { return control.center }
        return CGPoint(
            x: (Double(rect.origin.x) + Double(rect.size.width) / 2).rounded(),
            y: (Double(rect.origin.y) + Double(rect.size.height) / 2).rounded())
    }
}

/// The one-shot observers of one script, on both sides: each runs once, from inside the first delivery of its
/// event, cancels itself and does its shot (sets the value from code or the bound value, or disables the
/// control); those still waiting when the script ends are cancelled then.
@MainActor
final class KeyboardParityOneShots {
    private var tokens: [ObservationToken] = []

    private final class Armed {
        var token: ObservationToken?
    }

    func arm(
        _ side: KeyboardParitySide, _ event: KeyboardParityScript.Event, _ shot: KeyboardParityScript.OneShot
    ) {
        let armed = Armed()
        let controlEvent: ControlEvent =
            switch event {
            case .valueChanged: .valueChanged
            case .primaryActionTriggered: .primaryActionTriggered
            case .touchDown: .touchDown
            }
        let token = side.observe(controlEvent) {
            guard let token = armed.token else { return }
            armed.token = nil
            token.cancel()
            switch shot {
            case .setValue(let index): side.setValue(index)
            case .setBound(let index): side.setBound(index)
            case .disable: side.setEnabled(false)
            }
        }
        armed.token = token
        tokens.append(token)
    }

    func cancelAll() {
        for token in tokens { token.cancel() }
        tokens = []
    }
}
