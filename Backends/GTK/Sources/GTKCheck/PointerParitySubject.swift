import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// One kind of control on both backends, for the pointer parity checks: the GTK control on a real window, how to
/// put it in each of the kind's initial states, how to read it, and how to make a headless control of the same
/// kind, bounds, configuration and state (``PointerParitySubject/Headless``), with the map from the GTK control's
/// coordinates to the headless one's.
@MainActor
struct PointerParitySubject {
    /// A headless control made for one script, its log and how to read it.
    struct Headless {
        let control: any HeadlessControl
        let log: ParityLog
        let reading: () -> ParityReading
        /// What must live as long as the control: its bound value.
        let kept: [AnyObject]
    }

    /// The kind, in check names and failures: "slider".
    let name: String
    /// The GTK control the pointer drives.
    let control: any Widget
    /// How many initial states the kind has.
    let states: Int
    /// Puts the GTK control in initial state `index`, through its bound value (no events).
    let prepare: (Int) -> Void
    /// Where a press matters most on the GTK control now (a slider's thumb), in its coordinates.
    let hotspots: () -> [CGPoint]
    /// The bounds GTK judges the control's touches against (see `Control.perform`).
    let bounds: () -> CGRect
    /// The GTK control's touch state, value and bound value.
    let reading: () -> ParityReading
    /// Every event the GTK control sends.
    let log: ParityLog
    /// A headless control of the same kind and configuration, with `bounds`, in initial state `index`.
    let headless: (_ index: Int, _ bounds: CGRect) -> Headless
    /// Where a point of the GTK control is on the headless control (the same point, but for a segmented control,
    /// whose segments GTK sizes by their titles).
    var toHeadless: (CGPoint) -> CGPoint = { $0 }

    /// The bounds a GTK control's touches are judged against, as `Control.perform` reads them: what it draws, its
    /// CSS padding and border included, for a control that leaves the pointer to its GTK widget (a button, whose
    /// padding GTK delivers clicks on: see `Widget.bounds`); its allocation for one that tracks the pointer itself.
    static func judgedBounds(of control: some Widget, handlesPointer: Bool) -> CGRect {
        var box = graphene_rect_t()
        guard !handlesPointer, gtk_widget_compute_bounds(control.widget, control.widget, &box) != 0 else {
            return control.bounds
        }
        return CGRect(
            x: Double(box.origin.x), y: Double(box.origin.y), width: Double(box.size.width),
            height: Double(box.size.height))
    }

    /// A value control of both backends, bound on each to an `ObservableValue` that starts at one of `values`.
    static func bindable<Observation, GTKControl, HeadlessKind>(
        _ name: String, _ gtk: GTKControl, values: [GTKControl.BoundType],
        hotspots: @escaping () -> [CGPoint] = { [] }, headless make: @escaping (CGRect) -> HeadlessKind
    ) -> PointerParitySubject
    where
        GTKControl: ObserverKitGTK.Control<Observation> & BindableControl,
        HeadlessKind: BindableControl & TouchStateReadable & HeadlessControl,
        HeadlessKind.BoundType == GTKControl.BoundType
    {
        let bound = ObservableValue(values[0])
        gtk.bind(bound)
        return PointerParitySubject(
            name: name, control: gtk, states: values.count, prepare: { bound.value = values[$0] },
            hotspots: hotspots, bounds: { judgedBounds(of: gtk, handlesPointer: gtk.handlesPointer) },
            reading: { ParityReading(gtk, value: "\(gtk.boundValue)", bound: "\(bound.value)") },
            log: ParityLog(gtk),
            headless: { index, bounds in
                let control = make(bounds)
                let value = ObservableValue(values[index])
                control.bind(value)
                return Headless(
                    control: control, log: ParityLog(control),
                    reading: { ParityReading(control, value: "\(control.boundValue)", bound: "\(value.value)") },
                    kept: [value])
            })
    }
}
