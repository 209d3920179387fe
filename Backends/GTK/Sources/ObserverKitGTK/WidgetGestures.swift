import CGtk4
import Foundation
@_spi(Backend) import ObserverKit

/// One GTK widget's gestures: the core's state machines (``GestureRecognizers``, shared with the headless
/// backend) fed the widget's pointer and touch input.
///
/// - Input: while any gesture is observed, a capture-phase `GtkEventControllerLegacy` on the widget sees each
///   press, motion and release (of the widget and its children) before the widget's own controllers, and lets
///   every event through: the widget's own handling (a button's click, a row's selection) goes on. It is added
///   with the first observed kind and removed with the last, with the widget's `unmap`, `state-flags-changed`
///   and `notify::can-target` handlers.
/// - Fingers: the primary button is finger 0; each touch sequence is the next number. A touchscreen's touches
///   arrive as touch events only (GTK 4 selects touches, so X11 sends it no pointer events emulated from them,
///   and Wayland has none), so a touch is not counted twice.
/// - Cancels: a broken pointer grab cancels finger 0 (and so does the first motion with the primary button up, or
///   the next press, after a press whose release never came: a modal window or a popover took it),
///   GTK's touch cancel its finger; the widget hidden (unmapped), made insensitive (itself or a parent) or
///   made untargetable (`can-target`, ``Widget/isUserInteractionEnabled``) stops taking touches, which cancels
///   every gesture in progress.
/// - Time: the main scheduler's clock at handling, the clock of the recognizers' timers (long presses, the wait
///   for a next tap), which run on GTK's main loop.
/// - Lifetime: the widget keeps this object as GObject data and releases it when it is finalized, so the
///   gestures, their observers and recognizers go with the widget; this object holds the widget unretained, and
///   every GTK handler holds this object weakly.
@MainActor
final class WidgetGestures {
    private let widget: UnsafeMutablePointer<GtkWidget>
    /// The input controller, while any gesture is observed.
    private var input: OpaquePointer?
    /// The widget's `unmap`, `state-flags-changed` and `notify::can-target` handlers, while any gesture is
    /// observed.
    private var widgetHandlers: [UInt] = []
    /// Touch sequences down, as fingers.
    private var fingers: [OpaquePointer: Int] = [:]
    private var nextFinger = 1
    private var isPointerDown = false
    private let scheduler = MainScheduler()

    private(set) lazy var gestures: Gestures = Gestures(
        activatingWith: { [weak self] kind in MainActor.assumeIsolated { self?.installed(kind) } },
        deactivatingWith: { [weak self] kind in MainActor.assumeIsolated { self?.removed(kind) } })

    private lazy var recognizers: GestureRecognizers = GestureRecognizers(reportingTo: gestures) {
        [scheduler] in scheduler
    }

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
    }

    private func installed(_ kind: GestureKind) {
        recognizers.install(kind)
        guard input == nil else { return }
        input = Signal.captureEvents(of: widget) { [weak self] event in
            self?.handle(event)
            return false
        }
        widgetHandlers = TouchInterruption.watch(widget) { [weak self] in self?.stopTakingTouches() }
    }

    private func removed(_ kind: GestureKind) {
        recognizers.remove(kind)
        guard recognizers.kinds.isEmpty, let input else { return }
        gtk_widget_remove_controller(widget, input)
        self.input = nil
        for handler in widgetHandlers { g_signal_handler_disconnect(UnsafeMutableRawPointer(widget), gulong(handler)) }
        widgetHandlers = []
        fingers = [:]
        isPointerDown = false
    }

    /// One GDK event as the recognizers' input.
    private func handle(_ event: OpaquePointer) {
        let time = scheduler.now
        switch gdk_event_get_event_type(event) {
        case GDK_BUTTON_PRESS where gdk_button_event_get_button(event) == UInt32(GDK_BUTTON_PRIMARY):
            guard let point = location(of: event) else { return }
            // The release of the previous press never came (a modal grab took it): that touch was cancelled.
            if isPointerDown { recognizers.handle(.cancelled(finger: 0, time: time)) }
            isPointerDown = true
            recognizers.handle(.began(finger: 0, at: point, time: time))
        case GDK_MOTION_NOTIFY where isPointerDown:
            // The primary button is up, yet its release never came (a modal window or a popover took it): that
            // touch was cancelled, and this motion is a hover, no drag.
            guard gdk_event_get_modifier_state(event).rawValue & GDK_BUTTON1_MASK.rawValue != 0 else {
                isPointerDown = false
                recognizers.handle(.cancelled(finger: 0, time: time))
                return
            }
            guard let point = location(of: event) else { return }
            recognizers.handle(.moved(finger: 0, to: point, time: time))
        case GDK_BUTTON_RELEASE where isPointerDown && gdk_button_event_get_button(event) == UInt32(GDK_BUTTON_PRIMARY):
            isPointerDown = false
            guard let point = location(of: event) else {
                recognizers.handle(.cancelled(finger: 0, time: time))
                return
            }
            recognizers.handle(.ended(finger: 0, at: point, time: time))
        case GDK_GRAB_BROKEN where isPointerDown:
            isPointerDown = false
            recognizers.handle(.cancelled(finger: 0, time: time))
        case GDK_TOUCH_BEGIN:
            guard let sequence = gdk_event_get_event_sequence(event), fingers[sequence] == nil,
                let point = location(of: event)
            else { return }
            let finger = nextFinger
            nextFinger += 1
            fingers[sequence] = finger
            recognizers.handle(.began(finger: finger, at: point, time: time))
        case GDK_TOUCH_UPDATE:
            guard let sequence = gdk_event_get_event_sequence(event), let finger = fingers[sequence],
                let point = location(of: event)
            else { return }
            recognizers.handle(.moved(finger: finger, to: point, time: time))
        case GDK_TOUCH_END:
            guard let sequence = gdk_event_get_event_sequence(event), let finger = fingers.removeValue(forKey: sequence)
            else { return }
            guard let point = location(of: event) else {
                recognizers.handle(.cancelled(finger: finger, time: time))
                return
            }
            recognizers.handle(.ended(finger: finger, at: point, time: time))
        case GDK_TOUCH_CANCEL:
            guard let sequence = gdk_event_get_event_sequence(event), let finger = fingers.removeValue(forKey: sequence)
            else { return }
            recognizers.handle(.cancelled(finger: finger, time: time))
        default:
            break
        }
    }

    /// Forgets the fingers down and cancels every gesture in progress (GTK delivers the widget no more input
    /// for them).
    private func stopTakingTouches() {
        fingers = [:]
        isPointerDown = false
        recognizers.handle(.disabled)
    }

    private func location(of event: OpaquePointer) -> CGPoint? {
        WidgetCoordinates.location(of: event, in: widget)
    }
}
