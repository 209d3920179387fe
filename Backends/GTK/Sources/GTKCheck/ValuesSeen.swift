/// Every state a value showed, in order: what a check binds a value to, or observes it with.
@MainActor
final class ValuesSeen {
    var values: [String] = []
}
