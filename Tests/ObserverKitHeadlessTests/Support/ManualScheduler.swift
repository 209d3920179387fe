import ObserverKit

/// The virtual clock of the control tests: ObserverKit's own `TestScheduler` (time moves only through
/// `advance(by:)`, first scheduled first for equal times). This name stays until the tests that spell it
/// (owned by the headless-controls work) say `TestScheduler` themselves; then this file goes.
typealias ManualScheduler = TestScheduler
