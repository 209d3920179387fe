#if canImport(UIKit) || os(Linux)

    /// Gives every `UIControl` its `observed` property, typed by the control's static type: a `UISlider` gets
    /// an ``ObservedControl`` of ``SliderKind``, any other control one of ``ControlKind``.
    ///
    /// ```swift
    /// let slider = UISlider()
    /// slider.observed.addObserver(for: .valueChanged) { action in print(action) }   // SliderAction
    /// let control: UIControl = slider
    /// control.observed.addObserver(for: .touchDown) { print("down") }               // Void
    /// ```
    ///
    /// Only `UIControl` conforms; a protocol (rather than an extension of `UIControl`) lets each subclass's
    /// `observed` have its own type.
    @MainActor
    public protocol ObservedControlProviding: UIControl {}

    extension UIControl: ObservedControlProviding {}

    extension ObservedControlProviding {
        /// This control, observed with closures: its events carry nothing.
        public var observed: ObservedControl<ControlKind> { .observing(self) }
    }

    extension ObservedControlProviding where Self: UIButton {
        /// This button, observed with closures, as ``ObservableButton`` is.
        public var observed: ObservedControl<ButtonKind> { .observing(self) }
    }

    extension ObservedControlProviding where Self: UISegmentedControl {
        /// This segmented control, observed with closures and bindable, as ``ObservableSegmentedControl`` is.
        public var observed: ObservedControl<SegmentedControlKind> { .observing(self) }
    }

    extension ObservedControlProviding where Self: UITextField {
        /// This text field, observed with closures and bindable, as ``ObservableTextField`` is.
        public var observed: ObservedControl<TextFieldKind> { .observing(self) }
    }

    extension ObservedControlProviding where Self: UIPageControl {
        /// This page control, observed with closures and bindable, as ``ObservablePageControl`` is.
        public var observed: ObservedControl<PageControlKind> { .observing(self) }
    }

    #if !os(tvOS)
        extension ObservedControlProviding where Self: UISlider {
            /// This slider, observed with closures and bindable, as ``ObservableSlider`` is.
            public var observed: ObservedControl<SliderKind> { .observing(self) }
        }

        extension ObservedControlProviding where Self: UISwitch {
            /// This switch, observed with closures and bindable, as ``ObservableSwitch`` is.
            public var observed: ObservedControl<SwitchKind> { .observing(self) }
        }

        extension ObservedControlProviding where Self: UIStepper {
            /// This stepper, observed with closures and bindable, as ``ObservableStepper`` is.
            public var observed: ObservedControl<StepperKind> { .observing(self) }
        }

        extension ObservedControlProviding where Self: UIDatePicker {
            /// This date picker, observed with closures and bindable, as ``ObservableDatePicker`` is.
            public var observed: ObservedControl<DatePickerKind> { .observing(self) }
        }

        @available(iOS 14.0, *)
        extension ObservedControlProviding where Self: UIColorWell {
            /// This color well, observed with closures and bindable to a `UIColor?`.
            public var observed: ObservedControl<ColorWellKind> { .observing(self) }
        }

        extension ObservedControlProviding where Self: UIRefreshControl {
            /// This refresh control, observed with closures, as ``ObservableRefreshControl`` is.
            public var observed: ObservedControl<RefreshControlKind> { .observing(self) }
        }
    #endif
#endif
