extension Control {
    /// One step of a touch, as a concrete control's ``Control/trackTouch(_:at:)`` sees it.
    ///
    /// ```swift
    /// override func trackTouch(_ phase: TouchPhase, at location: CGPoint) {
    ///     if case .ended(inside: true) = phase { toggle() }   // a switch toggles on a tap
    /// }
    /// ```
    public enum TouchPhase: Hashable, Sendable {
        /// The touch began inside the bounds (touchDown follows).
        case began
        /// The touch moved (a drag event follows).
        case moved
        /// The touch lifted, inside the bounds grown by the slop or not (touchUpInside or touchUpOutside follows).
        case ended(inside: Bool)
        /// The touch was cancelled, by the system or by disabling the control (touchCancel follows).
        case cancelled
    }
}
