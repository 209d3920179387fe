// What this module builds against, said once: every file of the module, and every app that imports it, sees
// ObserverKit and UIKit through these exported imports. A file imports ObserverKit itself only to reach its
// backend seam (`@_spi(Backend)`).
@_exported import ObserverKit

#if canImport(UIKit)
    @_exported import UIKit
#elseif os(Linux)
    // On Linux the backend is compiled against a minimal interface of UIKit, to prove its sources type-check and
    // to run its behaviour tests; it is not a UI toolkit.
    @_exported import UIKitInterface
#endif
