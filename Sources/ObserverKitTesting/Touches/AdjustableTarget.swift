import ObserverKitHeadless

/// A headless control that assistive technology adjusts (swipe up or down in VoiceOver): what a touch
/// script's `accessibility:` line increments and decrements.
@MainActor
protocol AdjustableTarget: AnyObject {
    func accessibilityIncrement()
    func accessibilityDecrement()
}

extension ObservableSlider: AdjustableTarget {}
extension ObservableStepper: AdjustableTarget {}
