#if canImport(UIKit) || os(Linux)
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitInterface
    #endif
    import ObserverKit

    /// A `UITextField` that reports its editing events with the text, bindable to an `ObservableValue<String>`.
    open class ObservableTextField: UITextField, ObservableControl {
        /// What the text field reports, each with the text at that moment.
        public enum Action: Hashable, Sendable {
            /// editingDidBegin: the field became first responder.
            case editingDidBegin(String)
            /// editingChanged: the user changed the text.
            case editingChanged(String)
            /// editingDidEnd: the field resigned first responder.
            case editingDidEnd(String)
            /// editingDidEndOnExit: the user pressed Return.
            case editingDidEndOnExit(String)
            /// Any other event.
            case other(ControlEvent, String)

            /// The text the action carries.
            public var text: String {
                switch self {
                case .editingDidBegin(let text), .editingChanged(let text), .editingDidEnd(let text),
                    .editingDidEndOnExit(let text), .other(_, let text):
                    text
                }
            }
        }

        /// The registry of the text field's observers.
        public private(set) lazy var controlObserver = ControlObserver<Action> { [weak self] events in
            self?.registerUIActions(for: events)
        }

        /// The scheduler of the field's timed streams (debounce, say): the main scheduler by default.
        public var scheduler: any Scheduler = MainScheduler()

        /// Each editing event as its own case, with the current text (`""` for `nil`).
        public func observation(for event: ControlEvent) -> Action {
            let text = self.text ?? ""
            return switch event {
            case .editingDidBegin: .editingDidBegin(text)
            case .editingChanged: .editingChanged(text)
            case .editingDidEnd: .editingDidEnd(text)
            case .editingDidEndOnExit: .editingDidEndOnExit(text)
            default: .other(event, text)
            }
        }
    }

    extension ObservableTextField: BindableControl {
        /// The field's text (`""` for `nil`); setting it is programmatic (no event).
        public var boundValue: String {
            get { text ?? "" }
            set { text = newValue }
        }

        /// A text field's user edits arrive as editingChanged.
        public static var boundValueEvents: ControlEvent { .editingChanged }
    }
#endif
