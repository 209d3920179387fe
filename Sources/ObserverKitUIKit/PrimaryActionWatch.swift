#if canImport(UIKit) || os(Linux)
    @_spi(Backend) import ObserverKit

    /// Sends several events of a control through UIKit so that its primaryActionTriggered actions run once: the
    /// rule of `ObservableControl.sendActions(for:)` and `ObservedControl.sendActions(for:)` with a `ControlEvent`.
    ///
    /// UIKit (iOS 14 and later) runs a control's primaryActionTriggered actions along with the event that is its
    /// primary action: a button's touchUpInside, a switch's or a segmented control's valueChanged. Sending that
    /// event and primaryActionTriggered one after the other would run them twice: ObserverKit's observers, and
    /// the app's own primary action (`UIButton(primaryAction:)`, an IBAction wired to it). So while the events
    /// below primaryActionTriggered go, a probe action of primaryActionTriggered is registered, last, and
    /// primaryActionTriggered is sent only when UIKit did not run it meanwhile. The probe is the control's for
    /// the length of the send: a handler that reads `allControlEvents` then sees primaryActionTriggered in it.
    /// A send of this kind made from a handler of another (one event's observer sending the control's events
    /// again) runs every probe on the control, the outer send's too: a probe counts only while its own send is the
    /// innermost, so the outer send still sends the primaryActionTriggered that its own events did not bring. (A
    /// handler's send through UIKit's own `sendActions(for:)` is not seen: when UIKit's dispatch of it runs the
    /// primaryActionTriggered actions, the outer send counts that delivery as its own.)
    @MainActor
    enum PrimaryActionWatch {
        /// How many sends are watching at once (one from a handler of another): each probe has its own identifier,
        /// and counts a delivery only while its own send is the innermost.
        private static var watching = 0

        /// Sends each single event of `events` through `control`'s own `sendActions(for:)`, in ascending order,
        /// leaving out primaryActionTriggered when UIKit's dispatch of an event before it already ran it.
        static func send(_ events: ControlEvent, through control: UIControl) {
            guard events.contains(.primaryActionTriggered), events != .primaryActionTriggered else {
                for event in events { control.sendActions(for: UIControl.Event(event)) }
                return
            }
            final class Delivery { var happened = false }
            let delivery = Delivery()
            watching += 1
            defer { watching -= 1 }
            let depth = watching
            let probe = UIAction.Identifier("org.observerkit.primary-action-probe.\(depth)")
            control.addAction(
                UIAction(identifier: probe) { _ in if watching == depth { delivery.happened = true } },
                for: .primaryActionTriggered)
            for event in events {
                guard event == .primaryActionTriggered else {
                    control.sendActions(for: UIControl.Event(event))
                    continue
                }
                control.removeAction(identifiedBy: probe, for: .primaryActionTriggered)
                if !delivery.happened { control.sendActions(for: .primaryActionTriggered) }
            }
        }
    }
#endif
