#if canImport(ObjectiveC)
    import ObjectiveC
#endif

/// Runs `body` inside an autorelease pool where Objective-C exists, so that `weak` references to what it made
/// can be checked for `nil` afterwards: UIKit autoreleases views and actions, and a `do` block alone would leave
/// them alive until the test's run loop turn ends. On Linux there is no pool and `body` simply runs.
func releasing<Result>(_ body: () throws -> Result) rethrows -> Result {
    #if canImport(ObjectiveC)
        try autoreleasepool(invoking: body)
    #else
        try body()
    #endif
}
