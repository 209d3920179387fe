import CGtk4
import Foundation
@_spi(Backend) import ObserverKit

/// One GTK widget's gestures: the core's state machines (``GestureRecognizers``) fed the widget's pointer and
/// touch input by a capture-phase `GtkEventControllerLegacy`, which is on the widget while any gesture is
/// observed and lets every event through (the widget's own handling, a control's events, a row's selection,
/// goes on). The widget keeps this object (GObject data) and releases it when it is finalized, so the gestures,
/// their observers and their recognizers go with the widget; this object holds the widget unretained.
@MainActor
final class WidgetGestures {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private var input: OpaquePointer?
    /// Touch sequences as fingers: the pointer is finger 0, each touch sequence the next number.
    private var fingers: [OpaquePointer: Int] = [:]
    private var nextFinger = 1
    private var isPointerDown = false
    /// The clock of long presses and multiple taps: GTK's main loop.
    private let scheduler = MainScheduler()

    private(set) lazy var gestures: Gestures = Gestures(
        installingWith: { [weak self] kind in MainActor.assumeIsolated { self?.installed(kind) } },
        removingWith: { [weak self] kind in MainActor.assumeIsolated { self?.removed(kind) } })

    private lazy var recognizers: GestureRecognizers = GestureRecognizers(reportingTo: gestures) {
        MainScheduler()
    }

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
    }

    private func installed(_ kind: GestureKind) {
        recognizers.install(kind)
        guard input == nil else { return }
        let controller = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        Signal.connectEvent(UnsafeMutableRawPointer(controller)) { [weak self] event in
            self?.handle(event)
            return false
        }
        gtk_widget_add_controller(widget, controller)
        input = controller
    }

    private func removed(_ kind: GestureKind) {
        recognizers.remove(kind)
        guard recognizers.kinds.isEmpty, let input else { return }
        gtk_widget_remove_controller(widget, input)
        self.input = nil
        fingers = [:]
        isPointerDown = false
    }

    /// One GDK event as the recognizers' input.
    private func handle(_ event: OpaquePointer) {
        let time = scheduler.now
        switch gdk_event_get_event_type(event) {
        case GDK_BUTTON_PRESS where gdk_button_event_get_button(event) == UInt32(GDK_BUTTON_PRIMARY):
            guard let point = location(of: event) else { return }
            isPointerDown = true
            recognizers.handle(.began(finger: 0, at: point, time: time))
        case GDK_MOTION_NOTIFY where isPointerDown:
            guard let point = location(of: event) else { return }
            recognizers.handle(.moved(finger: 0, to: point, time: time))
        case GDK_BUTTON_RELEASE where isPointerDown && gdk_button_event_get_button(event) == UInt32(GDK_BUTTON_PRIMARY):
            isPointerDown = false
            guard let point = location(of: event) else { return }
            recognizers.handle(.ended(finger: 0, at: point, time: time))
        case GDK_GRAB_BROKEN where isPointerDown:
            isPointerDown = false
            recognizers.handle(.cancelled(finger: 0, time: time))
        case GDK_TOUCH_BEGIN:
            guard let sequence = gdk_event_get_event_sequence(event), let point = location(of: event) else { return }
            fingers[sequence] = nextFinger
            nextFinger += 1
            recognizers.handle(.began(finger: fingers[sequence]!, at: point, time: time))
        case GDK_TOUCH_UPDATE:
            guard let sequence = gdk_event_get_event_sequence(event), let finger = fingers[sequence],
                let point = location(of: event)
            else { return }
            recognizers.handle(.moved(finger: finger, to: point, time: time))
        case GDK_TOUCH_END:
            guard let sequence = gdk_event_get_event_sequence(event),
                let finger = fingers.removeValue(forKey: sequence),
                let point = location(of: event)
            else { return }
            recognizers.handle(.ended(finger: finger, at: point, time: time))
        case GDK_TOUCH_CANCEL:
            guard let sequence = gdk_event_get_event_sequence(event), let finger = fingers.removeValue(forKey: sequence)
            else { return }
            recognizers.handle(.cancelled(finger: finger, time: time))
        default:
            break
        }
    }

    /// The event's position in the widget's coordinates.
    private func location(of event: OpaquePointer) -> CGPoint? {
        var x = 0.0
        var y = 0.0
        guard gdk_event_get_position(event, &x, &y) != 0, let native = gtk_widget_get_native(widget) else {
            return nil
        }
        var surfaceX = 0.0
        var surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        var widgetX = 0.0
        var widgetY = 0.0
        let root = UnsafeMutablePointer<GtkWidget>(native)
        guard gtk_widget_translate_coordinates(root, widget, x - surfaceX, y - surfaceY, &widgetX, &widgetY) != 0
        else { return nil }
        return CGPoint(x: widgetX, y: widgetY)
    }
}

extension Widget {
    /// The gestures observed on this widget, made in code or adopted: `widget.gestures.addObserver(for:
    /// .tap(count: 2)) { location in … }`, recognized by the core's state machines (UIKit's rules) from the
    /// widget's pointer and touch input, which the widget still handles as before.
    ///
    /// ```swift
    /// let artwork = Label("Artwork")
    /// let token = artwork.gestures.addObserver(for: .tap(count: 2)) { location in print("double tap at \(location)") }
    /// token.cancel()   // the last observer: the widget's input controller goes
    /// ```
    ///
    /// The same object every time for one GTK widget; the widget keeps it and releases it when it is finalized,
    /// with every observer and recognizer.
    public var gestures: Gestures {
        ObjectData.object(of: UnsafeMutableRawPointer(widget), key: "observerkit-gestures") {
            WidgetGestures(widget: widget)
        }.gestures
    }
}
