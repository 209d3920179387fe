/// The Swift runtime's strong reference count of an object, for leak reports: a diagnostic, never a test.
///
/// `CFGetRetainCount` is not on Linux; the runtime's own `swift_retainCount` is, on every platform, and it
/// is what this calls. The number is a snapshot that includes references the caller holds for the call and
/// any the optimiser has not yet released, so a leak report shows it as "about" and nothing compares it.
enum RetainCount {
    /// The strong count of `object`, less the one reference its caller holds to ask (an object that is still
    /// alive after its scope has at least one holder besides, so the answer is at least 1, even where the
    /// optimiser has dropped the caller's own reference).
    static func strongReferences(to object: AnyObject) -> Int {
        withExtendedLifetime(object) {
            max(1, swiftRetainCount(Unmanaged.passUnretained(object).toOpaque()) - 1)
        }
    }
}

@_silgen_name("swift_retainCount")
private func swiftRetainCount(_ object: UnsafeMutableRawPointer) -> Int
