#if canImport(UIKit) || os(Linux)
    import Foundation
    @_spi(Backend) import ObserverKit

    // The kinds of UIKit's own controls: each observes as ObserverKit's subclass of the same kind does (see
    // DESIGN: `UIButton` Void, `UISlider` SliderAction, `UISwitch` Bool, `UIStepper` Double, `UISegmentedControl`
    // Int, `UITextField` TextFieldAction, `UIDatePicker` Date, `UIPageControl` Int, `UIRefreshControl` Void, any
    // other control Void).

    /// Any `UIControl`: its events carry nothing.
    ///
    /// ```swift
    /// let control: UIControl = UIButton()
    /// control.observed.addObserver(for: .primaryActionTriggered) { print("used") }
    /// ```
    public enum ControlKind: ObservedControlKind {
        /// Nothing: a plain control's events say only that they happened.
        public static func observation(of control: UIControl, for event: ControlEvent) {}
    }

    /// A `UIButton`: its events carry nothing, as ``ObservableButton``'s.
    ///
    /// ```swift
    /// UIButton().observed.addObserver(for: .primaryActionTriggered) { print("played") }
    /// ```
    public enum ButtonKind: ObservedControlKind {
        /// Nothing: a button's events say only that they happened.
        public static func observation(of control: UIButton, for event: ControlEvent) {}
    }

    /// A `UISegmentedControl`: its events carry the selected index, and it binds to an `Int`, as
    /// ``ObservableSegmentedControl``'s.
    ///
    /// ```swift
    /// UISegmentedControl(items: ["Day", "Week"]).observed.addObserver(for: .valueChanged) { print($0) }
    /// ```
    public enum SegmentedControlKind: BindableObservedControlKind {
        /// The selected segment's index.
        public static func observation(of control: UISegmentedControl, for event: ControlEvent) -> Int {
            control.selectedSegmentIndex
        }
        /// The selected segment's index.
        public static func value(of control: UISegmentedControl) -> Int { control.selectedSegmentIndex }
        /// Selects the segment at `value`, programmatically.
        public static func setValue(_ value: Int, of control: UISegmentedControl) {
            control.selectedSegmentIndex = value
        }
    }

    /// A `UITextField`: each editing event with the text, bound to a `String` with the composition rule, as
    /// ``ObservableTextField``'s.
    ///
    /// ```swift
    /// UITextField().observed.addObserver(for: .editingChanged) { action in print(action) }
    /// ```
    public enum TextFieldKind: BindableObservedControlKind {
        /// Each editing event as its own case, with the text (`""` for `nil`).
        public static func observation(of control: UITextField, for event: ControlEvent) -> TextFieldAction {
            TextFieldAction(event, text: control.text ?? "")
        }
        /// The user's edits arrive as editingChanged.
        public static var boundValueEvents: ControlEvent { .editingChanged }
        /// The text (`""` for `nil`).
        public static func value(of control: UITextField) -> String { control.text ?? "" }
        /// Shows `value`, programmatically; the text the field already shows is not set again (the caret stays).
        public static func setValue(_ value: String, of control: UITextField) {
            if control.text != value { control.text = value }
        }
        /// `.composition` while text is marked (`markedTextRange`): neither side writes the other.
        public static func bindingHold(of control: UITextField) -> BindingHold? {
            control.markedTextRange != nil ? .composition : nil
        }
        /// `.composition`, written once editing ends (editingDidEnd) or at the next edit (editingChanged): UIKit
        /// sends no event when marked text is committed. Editing's end writes only the composed text, as the last
        /// edit made while it was marked left it: text set from code is not written.
        public static var holdEnd: (hold: BindingHold, events: ControlEvent) { (.composition, .editingDidEnd) }
    }

    #if !os(tvOS)
        /// A `UISlider`: `.isTrackingTouch(Bool)` and `.valueChanged(Float)`, bound to a `Float`, as
        /// ``ObservableSlider``'s.
        ///
        /// ```swift
        /// UISlider().observed.addObserver(for: .valueChanged) { action in print(action) }
        /// ```
        public enum SliderKind: BindableObservedControlKind {
            /// touchDown and the touch-ups as `.isTrackingTouch`, anything else as `.valueChanged(value)`.
            public static func observation(of control: UISlider, for event: ControlEvent) -> SliderAction {
                SliderAction(event, value: control.value, isTracking: control.isTracking)
            }
            /// The slider's value.
            public static func value(of control: UISlider) -> Float { control.value }
            /// Shows `value`, programmatically.
            public static func setValue(_ value: Float, of control: UISlider) { control.value = value }
        }

        /// A `UISwitch`: its events carry `isOn`, bound to a `Bool`, as ``ObservableSwitch``'s.
        ///
        /// ```swift
        /// UISwitch().observed.addObserver(for: .valueChanged) { isOn in print(isOn) }
        /// ```
        public enum SwitchKind: BindableObservedControlKind {
            /// Whether the switch is on.
            public static func observation(of control: UISwitch, for event: ControlEvent) -> Bool { control.isOn }
            /// Whether the switch is on.
            public static func value(of control: UISwitch) -> Bool { control.isOn }
            /// Turns the switch on or off, programmatically.
            public static func setValue(_ value: Bool, of control: UISwitch) { control.isOn = value }
        }

        /// A `UIStepper`: its events carry the value, bound to a `Double`, as ``ObservableStepper``'s.
        ///
        /// ```swift
        /// UIStepper().observed.addObserver(for: .valueChanged) { value in print(value) }
        /// ```
        public enum StepperKind: BindableObservedControlKind {
            /// The stepper's value.
            public static func observation(of control: UIStepper, for event: ControlEvent) -> Double {
                control.value
            }
            /// The stepper's value.
            public static func value(of control: UIStepper) -> Double { control.value }
            /// Shows `value`, programmatically.
            public static func setValue(_ value: Double, of control: UIStepper) { control.value = value }
        }

        /// A `UIDatePicker`: its events carry the date, bound to a `Date`, as ``ObservableDatePicker``'s.
        ///
        /// ```swift
        /// UIDatePicker().observed.addObserver(for: .valueChanged) { date in print(date) }
        /// ```
        public enum DatePickerKind: BindableObservedControlKind {
            /// The picker's date.
            public static func observation(of control: UIDatePicker, for event: ControlEvent) -> Date {
                control.date
            }
            /// The picker's date.
            public static func value(of control: UIDatePicker) -> Date { control.date }
            /// Shows `value`, programmatically.
            public static func setValue(_ value: Date, of control: UIDatePicker) { control.date = value }
        }

        /// A `UIColorWell`: its events carry the selected color, and it binds to a `UIColor?`.
        ///
        /// ```swift
        /// UIColorWell().observed.addObserver(for: .valueChanged) { color in print(color as Any) }
        /// ```
        @available(iOS 14.0, *)
        public enum ColorWellKind: BindableObservedControlKind {
            /// The selected color (`nil` before one is picked).
            public static func observation(of control: UIColorWell, for event: ControlEvent) -> UIColor? {
                control.selectedColor
            }
            /// The selected color.
            public static func value(of control: UIColorWell) -> UIColor? { control.selectedColor }
            /// Shows `value`, programmatically.
            public static func setValue(_ value: UIColor?, of control: UIColorWell) { control.selectedColor = value }
        }

        /// A `UIRefreshControl`: its events carry nothing, as ``ObservableRefreshControl``'s.
        ///
        /// ```swift
        /// UIRefreshControl().observed.addObserver(for: .valueChanged) { print("refresh") }
        /// ```
        public enum RefreshControlKind: ObservedControlKind {
            /// Nothing: a refresh control's valueChanged says only that a refresh was asked for.
            public static func observation(of control: UIRefreshControl, for event: ControlEvent) {}
        }
    #endif

    /// A `UIPageControl`: its events carry the current page, bound to an `Int`, as ``ObservablePageControl``'s.
    ///
    /// ```swift
    /// UIPageControl().observed.addObserver(for: .valueChanged) { page in print(page) }
    /// ```
    public enum PageControlKind: BindableObservedControlKind {
        /// The current page.
        public static func observation(of control: UIPageControl, for event: ControlEvent) -> Int {
            control.currentPage
        }
        /// The current page.
        public static func value(of control: UIPageControl) -> Int { control.currentPage }
        /// Shows `value`, programmatically.
        public static func setValue(_ value: Int, of control: UIPageControl) { control.currentPage = value }
    }
#endif
