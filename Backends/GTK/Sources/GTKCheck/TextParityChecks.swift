import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK

/// Random scripts of real keys and clicks (xdotool through X) on each GTK text control (a text field, a search
/// bar and a text view, made in code and adopted from a `.ui` definition), and the calls that stand for them on a
/// headless control of the same kind, text and state: focus in (a click, Tab, code) and out (a click elsewhere,
/// code), typing, dead-key, Compose-key and Ctrl+Shift+U compositions committed, abandoned with Escape or
/// BackSpace, or left as the focus goes, BackSpace and Delete, Return and KP_Enter, Shift+Left selections typed
/// over, the text and the bound value set from code between steps and during compositions, disabling, and one-shot
/// observers that set the text or the bound value, or resign, from inside a delivery. After every step the two agree
/// (``TextParityPlayer``, which says what is played differently by design, and why).
///
/// The scripts come from fixed seeds (``fixedSeeds``), so a failure names its seed and script. While exploring,
/// `GTK_TEXT_PARITY_SCRIPTS=200` plays seeds 1 through 200 instead (from `GTK_TEXT_PARITY_FIRST`, when given),
/// `GTK_TEXT_PARITY_SEED=7` only seed 7, and `GTK_TEXT_PARITY_KIND=view` only the subjects whose name contains it.
@MainActor
enum TextParityChecks {
    /// The seeds every run plays on each of the six subjects: 1 to 3, and the two whose scripts first found a
    /// composition the focus leaving abandons written a turn late, over text an observer of the end of editing
    /// set from code (29: a click elsewhere; 10, on an adopted search bar: disabling it).
    static let fixedSeeds: [UInt64] = [1, 2, 3, 10, 29]

    static func run(_ checks: Checks) {
        let environment = ProcessInfo.processInfo.environment
        let seeds: [UInt64] =
            if let seed = environment["GTK_TEXT_PARITY_SEED"].flatMap(UInt64.init) {
                [seed]
            } else if let count = environment["GTK_TEXT_PARITY_SCRIPTS"].flatMap(UInt64.init), count > 0 {
                (0..<count).map { $0 + (environment["GTK_TEXT_PARITY_FIRST"].flatMap(UInt64.init) ?? 1) }
            } else {
                fixedSeeds
            }
        let kind = environment["GTK_TEXT_PARITY_KIND"]
        let selectsOnFocus = entrySelectsOnFocus()
        for kindOfControl in TextParitySubject.Kind.allCases {
            for adopted in [false, true] {
                let made: TextParitySubject? =
                    adopted ? TextParitySubject.adopted(kindOfControl, checks) : TextParitySubject.made(kindOfControl)
                guard let subject = made, kind.map(subject.name.contains) ?? true else {
                    made?.window.close()
                    continue
                }
                play(subject, seeds: seeds, selectsOnFocus: selectsOnFocus, checks)
            }
        }
    }

    /// Plays every seed's script on `subject`.
    static func play(_ subject: TextParitySubject, seeds: [UInt64], selectsOnFocus: Bool, _ checks: Checks) {
        let id = subject.window.presentedOnX { gtk_widget_get_width(subject.widget) > 0 }
        GTKApplication.run(for: .milliseconds(200))
        // With no window manager, X sends keys to the window under the pointer.
        subject.window.movePointer(toWidget: subject.elsewhere, x: 4, y: 4, on: id)
        let player = TextParityPlayer(subject: subject, id: id, selectsOnFocus: selectsOnFocus)
        var disagreements = 0
        for seed in seeds {
            let (steps, disagreement) = player.play(seed: seed)
            if disagreement != nil { disagreements += 1 }
            checks.expect(
                disagreement == nil,
                "\(subject.name), seed \(seed): the GTK control agrees with the headless one",
                "\n    script \(steps.joined(separator: ", "))\n\(disagreement ?? "")")
        }
        print("  \(subject.name): \(seeds.count) scripts, \(disagreements) disagreements")
        subject.control.responder.resignFirstResponder()
        subject.window.close()
        withExtendedLifetime(subject.kept) {}
    }

    /// GtkSettings' `gtk-entry-select-on-focus`: whether GTK selects an entry's text as the keyboard focus enters
    /// it.
    static func entrySelectsOnFocus() -> Bool {
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!).assumingMemoryBound(to: GObject.self)
        var value = GValue()
        g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN
        defer { g_value_unset(&value) }
        g_object_get_property(settings, "gtk-entry-select-on-focus", &value)
        return g_value_get_boolean(&value) != 0
    }
}
