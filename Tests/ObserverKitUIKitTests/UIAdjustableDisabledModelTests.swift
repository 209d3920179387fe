#if os(Linux)
    import ObserverKitUIKit
    import Testing

    /// The model of VoiceOver's adjustment of a disabled control: a disabled control has the notEnabled trait,
    /// which "doesn't respond to user interaction"
    /// (developer.apple.com/documentation/uikit/uiaccessibilitytraits/notenabled), so `accessibilityIncrement()` and
    /// `accessibilityDecrement()` change nothing and send nothing, on every adjustable control of the interface, as
    /// the headless controls ignore them.
    @MainActor
    @Suite("UIKitInterface: VoiceOver's adjustment of a disabled control")
    struct UIAdjustableDisabledModelTests {
        /// How many valueChanged `control` sends while disabled and VoiceOver adjusts it up, then down; then once
        /// enabled again.
        func sends(_ control: UIControl) -> (disabled: Int, enabled: Int) {
            var count = 0
            control.addAction(UIAction(identifier: .init("count")) { _ in count += 1 }, for: .valueChanged)
            control.isEnabled = false
            control.accessibilityIncrement()
            control.accessibilityDecrement()
            let disabled = count
            control.isEnabled = true
            control.accessibilityIncrement()
            return (disabled, count - disabled)
        }

        @Test("a disabled slider does not move")
        func slider() {
            let slider = UISlider(frame: .zero)
            slider.value = 0.5
            #expect(sends(slider) == (0, 1))
            #expect(slider.value == 0.6)
        }

        @Test("a disabled stepper does not step")
        func stepper() {
            let stepper = UIStepper(frame: .zero)
            stepper.value = 5
            #expect(sends(stepper) == (0, 1))
            #expect(stepper.value == 6)
        }

        @Test("a disabled page control does not turn the page")
        func pageControl() {
            let pages = UIPageControl(frame: .zero)
            pages.numberOfPages = 3
            pages.currentPage = 1
            #expect(sends(pages) == (0, 1))
            #expect(pages.currentPage == 2)
        }
    }
#endif
