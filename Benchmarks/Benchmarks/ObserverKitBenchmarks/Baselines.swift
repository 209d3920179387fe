/// Counts handler calls, so every scenario can check that nothing was optimised away.
final class Counter: @unchecked Sendable {
    var count = 0

    /// Stops the benchmark if the handlers were not called `expected` times since the last reset.
    func check(_ expected: Int, _ scenario: String) {
        precondition(count == expected, "\(scenario): \(count) handler calls, expected \(expected)")
        count = 0
    }
}

/// Baseline (1): a plain array of closures in a final class, called in a loop.
final class ClosureList {
    private(set) var handlers: [(Int) -> Void] = []

    func add(_ handler: @escaping (Int) -> Void) {
        handlers.append(handler)
    }

    func removeLast() {
        handlers.removeLast()
    }

    func send(_ value: Int) {
        for handler in handlers { handler(value) }
    }
}

/// Baseline (2), the lower bound: the same closures boxed in immutable final classes, held unmanaged and
/// called at +0, so no reference counting happens per call.
final class UnmanagedClosureList {
    final class Box {
        let handler: (Int) -> Void

        init(_ handler: @escaping (Int) -> Void) {
            self.handler = handler
        }
    }

    private var boxes: [Unmanaged<Box>] = []

    deinit {
        for box in boxes { box.release() }
    }

    func add(_ handler: @escaping (Int) -> Void) {
        boxes.append(Unmanaged.passRetained(Box(handler)))
    }

    func send(_ value: Int) {
        boxes.withUnsafeBufferPointer { buffer in
            for box in buffer {
                box._withUnsafeGuaranteedRef { $0.handler(value) }
            }
        }
    }
}
