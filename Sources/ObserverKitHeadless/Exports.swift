@_exported import ObserverKit

// CGRect and CGPoint are Foundation's on Linux; on Apple platforms their initializers and geometry
// (`CGRect(x:y:width:height:)`, `standardized`, `midX`) come from the CoreGraphics overlay, which `import
// Foundation` does not bring on iOS. Re-exported so that this module, and a test that imports it, build for iOS
// (checked by Scripts/check-apple-sdk.sh).
#if canImport(CoreGraphics)
    @_exported import CoreGraphics
#endif
