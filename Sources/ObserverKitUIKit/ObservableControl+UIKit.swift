#if canImport(UIKit) || os(Linux)
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitInterface
    #endif
    import ObserverKit

    extension ObservableControl where Self: UIControl {
        /// Sends `events` through UIKit's own `sendActions(for:)`, one single event at a time in ascending
        /// order, so that ObserverKit's observers and any plain target/action hear them on one path.
        ///
        /// Disfavoured, so that `button.sendActions(for: .touchUpInside)` resolves to UIKit's method.
        @_disfavoredOverload
        public func sendActions(for events: ControlEvent) {
            for event in events {
                sendActions(for: UIControl.Event(event))
            }
        }

        /// Adds an observer of UIKit's `UIControl.Event`s; the same as `addObserver(for: ControlEvent(events))`.
        @_disfavoredOverload
        @discardableResult
        public func addObserver(
            for events: UIControl.Event,
            file: StaticString = #fileID,
            line: UInt = #line,
            handler: @escaping (Observation) -> Void
        ) -> ObservationToken {
            addObserver(for: ControlEvent(events), file: file, line: line, handler: handler)
        }

        /// Removes UIKit's `UIControl.Event`s from every observer; the same as
        /// `removeObservers(for: ControlEvent(events))`.
        @_disfavoredOverload
        public func removeObservers(for events: UIControl.Event) {
            removeObservers(for: ControlEvent(events))
        }

        /// Registers, for each single event of `events`, the one `UIAction` through which UIKit delivers that
        /// event to the control's observers. Called by the control's `ControlObserver` when an event gets its
        /// first observer; the action's identifier is fixed per event, so registering again replaces it.
        func registerUIActions(for events: ControlEvent) {
            for event in events {
                let action = UIAction(identifier: UIAction.Identifier("org.observerkit.event.\(event.rawValue)")) {
                    [weak self] _ in
                    guard let self else { return }
                    controlObserver.send(event, observation(for: event))
                }
                addAction(action, for: UIControl.Event(event))
            }
        }
    }
#endif
