@_spi(Backend) import ObserverKit

/// Every GTK control tracks its own touches (the pointer held on it): a bindable one holds its binding meanwhile
/// (``BindableControl/bindingHold`` is `.touch`), by the core's one rule.
extension Control: TouchTrackingControl {}

extension Control {
    /// Shows a bound value's latest state once the touch has ended, after GTK's own widgets have handled the
    /// same release: they see it after the capture-phase controller that tracks the touch (a button's GtkButton
    /// handles it then), so the release is applied on the main queue's next turn, as on the headless backend,
    /// where the control's reaction to the release comes first.
    func releaseTouchHoldAfterGTK() {
        _ = MainScheduler().schedule { [weak self] in
            guard let self, !isTracking else { return }
            controlObserver.releaseBindingHold(.touch)
        }
    }
}
