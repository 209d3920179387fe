@_exported import ObserverKit

#if canImport(UIKit)
    @_exported import UIKit
#elseif os(Linux)
    // On Linux the backend is compiled against a minimal interface of UIKit, to prove its sources type-check and
    // to run its behaviour tests; it is not a UI toolkit.
    @_exported import UIKitInterface
#endif
