import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// The kinds of control the pointer parity checks play: each GTK control, its initial states, and the headless
/// control of the same kind, configuration and bounds.
extension PointerParityChecks {
    static func button() -> PointerParitySubject {
        let button = ObserverKitGTK.ObservableButton(label: "Play")
        return PointerParitySubject(
            name: "button", control: button, states: 1, prepare: { _ in }, hotspots: { [] },
            bounds: { PointerParitySubject.judgedBounds(of: button, handlesPointer: button.handlesPointer) },
            reading: { ParityReading(button, value: "-", bound: "-") }, log: ParityLog(button),
            headless: { _, bounds in
                let control = ObserverKitHeadless.ObservableButton(bounds: bounds)
                return .init(
                    control: control, log: ParityLog(control),
                    reading: { ParityReading(control, value: "-", bound: "-") }, kept: [])
            })
    }

    static func toggle() -> PointerParitySubject {
        PointerParitySubject.bindable("switch", ObserverKitGTK.ObservableSwitch(), values: [false, true]) {
            ObserverKitHeadless.ObservableSwitch(bounds: $0)
        }
    }

    /// A slider over 0...1, or over -20...80 and not continuous (valueChanged once, when the touch ends).
    static func slider(continuous: Bool) -> PointerParitySubject {
        let slider = ObserverKitGTK.ObservableSlider(
            minimumValue: continuous ? 0 : -20, maximumValue: continuous ? 1 : 80)
        slider.isContinuous = continuous
        let values: [Float] = continuous ? [0, 0.25, 0.5, 0.75, 1] : [-20, 5, 30, 55, 80]
        return PointerParitySubject.bindable(
            continuous ? "slider" : "non-continuous slider", slider, values: values,
            hotspots: { [slider.thumbCenter] }
        ) {
            let control = ObserverKitHeadless.ObservableSlider(bounds: $0)
            control.minimumValue = slider.minimumValue
            control.maximumValue = slider.maximumValue
            control.isContinuous = continuous
            return control
        }
    }

    /// A stepper over 0...100 by 1, or one that wraps, steps by 7 and is not continuous.
    static func stepper(wrapping: Bool) -> PointerParitySubject {
        let stepper = parityStepper(wrapping: wrapping)
        return PointerParitySubject.bindable(
            wrapping ? "wrapping stepper" : "stepper", stepper, values: [0, 50, 100], hotspots: { [stepper.center] }
        ) { headlessTwin(of: stepper, in: $0) }
    }

    /// A GTK stepper over 0...100 by 1, or one that wraps, steps by 7 and is not continuous, for the parity
    /// groups (pointer and keyboard). Autorepeat is off: its steps come on a clock (HoldChecks and
    /// ValueControlChecks hold the stepper), and a script's timing on a busy machine is not the headless
    /// scheduler's.
    static func parityStepper(wrapping: Bool) -> ObserverKitGTK.ObservableStepper {
        let stepper = ObserverKitGTK.ObservableStepper()
        stepper.autorepeat = false
        stepper.wraps = wrapping
        stepper.isContinuous = !wrapping
        if wrapping { stepper.stepValue = 7 }
        return stepper
    }

    /// A headless stepper in `bounds` configured as `stepper` is.
    static func headlessTwin(
        of stepper: ObserverKitGTK.ObservableStepper, in bounds: CGRect
    ) -> ObserverKitHeadless.ObservableStepper {
        let control = ObserverKitHeadless.ObservableStepper(bounds: bounds)
        control.autorepeat = stepper.autorepeat
        control.wraps = stepper.wraps
        control.isContinuous = stepper.isContinuous
        control.stepValue = stepper.stepValue
        return control
    }

    static func segmented() -> PointerParitySubject {
        let titles = ["Low", "High", "Lossless"]
        let segments = ObserverKitGTK.ObservableSegmentedControl(items: titles)
        var subject = PointerParitySubject.bindable(
            "segmented control", segments, values: [-1, 0, 1, 2],
            hotspots: { segmentFrames(of: segments).dropFirst().map { CGPoint(x: $0.minX, y: $0.midY) } }
        ) { ObserverKitHeadless.ObservableSegmentedControl(items: titles, bounds: $0) }
        // The segment under a touch is the one GTK lays out there, sized by its title, where the headless control
        // divides its width equally (ObservableSegmentedControl's type documentation, GTK backend): a point on a
        // GTK segment is mapped to the same place across the headless control's segment of that index; a point
        // beyond the segments (the slop) stays where it is.
        subject.toHeadless = { point in
            let frames = segmentFrames(of: segments)
            guard let index = frames.firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }) else {
                return point
            }
            let width = segments.bounds.width / CGFloat(frames.count)
            let across = min(max((point.x - frames[index].minX) / frames[index].width, 0.01), 0.99)
            return CGPoint(x: (CGFloat(index) + across) * width, y: point.y)
        }
        return subject
    }

    /// Each segment's frame in the GTK segmented control's coordinates, left to right.
    static func segmentFrames(of segments: ObserverKitGTK.ObservableSegmentedControl) -> [CGRect] {
        var frames: [CGRect] = []
        var child = gtk_widget_get_first_child(segments.widget)
        while let button = child {
            var rect = graphene_rect_t()
            if gtk_widget_compute_bounds(button, segments.widget, &rect) != 0 {
                frames.append(
                    CGRect(
                        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
                        height: Double(rect.size.height)))
            }
            child = gtk_widget_get_next_sibling(button)
        }
        return frames
    }

    static func pageControl() -> PointerParitySubject {
        let pages = ObserverKitGTK.ObservablePageControl(numberOfPages: 5)
        return PointerParitySubject.bindable(
            "page control", pages, values: [0, 1, 2, 3, 4], hotspots: { [pages.currentDotCenter] }
        ) { ObserverKitHeadless.ObservablePageControl(numberOfPages: 5, bounds: $0) }
    }
}
