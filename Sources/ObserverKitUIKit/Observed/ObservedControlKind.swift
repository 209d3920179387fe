#if canImport(UIKit) || os(Linux)

    /// What ``ObservedControl`` needs to know about one kind of UIKit control: its class and what its events
    /// carry, the same observation as ObserverKit's subclass of that kind.
    ///
    /// The kinds of UIKit's own controls come with ObserverKit (``SliderKind``, ``SwitchKind``, …). A kind for
    /// a control of your own (a `UIControl` subclass from another library, say) is a few lines:
    ///
    /// ```swift
    /// enum RatingKind: ObservedControlKind {
    ///     static func observation(of control: UISegmentedControl, for event: ControlEvent) -> Int {
    ///         control.selectedSegmentIndex + 1
    ///     }
    /// }
    /// let stars = ObservedControl<RatingKind>.observing(UISegmentedControl())
    /// stars.addObserver(for: .valueChanged) { rating in print("\(rating) stars") }
    /// ```
    @MainActor
    public protocol ObservedControlKind {
        /// The UIKit class observed.
        associatedtype Control: UIControl
        /// What the observers receive.
        associatedtype Observation

        /// The observation `event` (a single event) carries, read from `control` when it is sent.
        static func observation(of control: Control, for event: ControlEvent) -> Observation
    }

    /// A kind of control whose value is `Bindable` through ``ObservedControl``, with the rules of
    /// ObserverKit's subclass of that kind: value changes wait while a touch is tracked (`isTracking`) or text is
    /// being composed (`markedTextRange`), and the control shows the latest value once that ends.
    ///
    /// ```swift
    /// let volume = ObservableValue<Float>(0.5)
    /// let slider = UISlider()
    /// slider.observed.bind(volume)   // SliderKind: the slider's value, both ways
    /// ```
    @MainActor
    public protocol BindableObservedControlKind: ObservedControlKind {
        /// The control's value as a binding sees it.
        associatedtype Value: Equatable & Sendable

        /// The events after which the control holds a user's change (`.valueChanged`, or `.editingChanged`).
        static var boundValueEvents: ControlEvent { get }

        /// The control's value.
        static func value(of control: Control) -> Value

        /// Shows `value`, programmatically (no event).
        static func setValue(_ value: Value, of control: Control)

        /// What the user is in the middle of: `.touch` while tracking, `.composition` while text is marked.
        static func bindingHold(of control: Control) -> BindingHold?

        /// The hold this kind has (`.touch`, or `.composition` for text), and the events UIKit sends once it
        /// has ended: a stock control has no `endTracking` or `unmarkText` of ObserverKit's to say so.
        static var holdEnd: (hold: BindingHold, events: ControlEvent) { get }
    }

    extension BindableObservedControlKind {
        /// `.touch` while the control tracks a touch (`isTracking`), as every value control but a text field.
        ///
        /// ```swift
        /// SliderKind.bindingHold(of: UISlider())   // nil: no touch
        /// ```
        public static func bindingHold(of control: Control) -> BindingHold? {
            control.isTracking ? .touch : nil
        }

        /// valueChanged, as every value control but a text field.
        public static var boundValueEvents: ControlEvent { .valueChanged }

        /// `.touch`, ended by touchUpInside, touchUpOutside or touchCancel (UIKit sends each after it has
        /// stopped tracking), as every value control but a text field.
        public static var holdEnd: (hold: BindingHold, events: ControlEvent) {
            (.touch, [.touchUpInside, .touchUpOutside, .touchCancel])
        }

        /// `control`'s value when it is of this kind's class.
        static func anyValue(of control: UIControl) -> Any? {
            (control as? Control).map { value(of: $0) }
        }
    }
#endif
