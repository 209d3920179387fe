extension ControlObserver {
    /// Begins a backend's handling of the end of a touch (UIKit's `touchesEnded` or `touchesCancelled`, which
    /// ends the tracking and then sends touchUpInside, touchUpOutside or touchCancel) and returns the outer
    /// handling's state, which ``endTouchEnd(restoring:)`` puts back when it ends. In between,
    /// ``releaseTouchHold()`` only marks the binding's ``BindingHold/touch`` hold for release, and
    /// ``endTouchEnd(restoring:)`` releases it, once: so the end events' observers see the control as the hand
    /// left it, as on the headless and GTK backends, and the control shows the bound value's latest state after
    /// them. A backend brackets its handling with the two, so that the core never runs it.
    @_spi(Backend)
    public func beginTouchEnd() -> Bool? {
        defer { touchHoldReleaseOwed = false }
        return touchHoldReleaseOwed
    }

    /// Ends the handling that ``beginTouchEnd()`` began, putting back the `outer` state it returned, and releases
    /// the touch's hold if ``releaseTouchHold()`` was called meanwhile (a nested handling releases at its own end).
    @MainActor @_spi(Backend)
    public func endTouchEnd(restoring outer: Bool?) {
        let owed = touchHoldReleaseOwed == true
        touchHoldReleaseOwed = outer
        if owed { releaseBindingHold(.touch) }
    }

    /// Releases the binding's ``BindingHold/touch`` hold: when the handling of a touch's end in progress
    /// (``beginTouchEnd()``) ends, or at once outside one (UIKit may end or cancel the tracking from elsewhere,
    /// and the hold must not stay). A backend's `endTracking` and `cancelTracking` call it.
    @MainActor @_spi(Backend)
    public func releaseTouchHold() {
        if touchHoldReleaseOwed != nil {
            touchHoldReleaseOwed = true
        } else {
            releaseBindingHold(.touch)
        }
    }
}
