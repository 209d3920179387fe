@_spi(Backend) import ObserverKit

/// One step of a touch, as a concrete control's ``Control/trackTouch(_:at:)`` sees it: the core's
/// `TouchTracker.Phase`, which the GTK backend's controls react to as well.
///
/// ```swift
/// override func trackTouch(_ phase: TouchPhase, at location: CGPoint) {
///     if case .ended(inside: true) = phase { toggle() }   // a switch toggles on a tap
/// }
/// ```
public typealias TouchPhase = TouchTracker.Phase
