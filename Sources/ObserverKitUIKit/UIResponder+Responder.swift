#if canImport(UIKit) || os(Linux)
    @_spi(Backend) import ObserverKit

    /// Every `UIResponder` (each view, control and view controller) is a `Responder` (ObserverKit's protocol)
    /// with UIKit's own `isFirstResponder`, `becomeFirstResponder()` and `resignFirstResponder()`, so code written
    /// against `Responder` for the headless or GTK backend runs on UIKit unchanged.
    extension UIResponder: Responder {}
#endif
