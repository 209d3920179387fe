import ObserverKit

/// One input line of a run: its diagram and what each of its tokens does when its tick comes.
struct TimelineInput {
    let diagram: Diagram
    let perform: (DiagramToken) -> Void
}

/// One output line of a run: the expected diagram and how to observe what actually happens.
struct TimelineOutput {
    let expected: Diagram
    /// Starts delivering rendered values to `send`; the token stops it.
    let subscribe: (_ send: @escaping (String) -> Void) -> ObservationToken
}

/// What a script makes of one of its lines: an input it plays, or an output it checks.
enum TimelineLine {
    case input(TimelineInput)
    case output(TimelineOutput)
}

/// Plays input lines on a `TestScheduler`, one tick a column, records each output line's events at the tick
/// they arrive, and compares them with the expected lines: the engine behind marble diagrams and touch scripts.
///
/// At each tick, in this order: the outputs subscribe (at the `^`, or the first tick), then each input line's
/// tokens run, in line order, then whatever else falls due at that instant. Input ticks are scheduled before
/// the run starts, so at equal times they come before timers the stream under test starts.
struct TimelineRun {
    let scheduler: TestScheduler
    let tick: Duration
    let inputs: [TimelineInput]
    let outputs: [TimelineOutput]
    /// Whether nothing can reach the outputs any more, given how many other actions are pending on the
    /// scheduler; `nil` when lines have no end.
    var isEnded: ((_ otherPendingActions: Int) -> Bool)?

    /// Runs the lines and returns the result; all lines must already have the same length.
    func run() -> DiagramResult {
        let length = outputs.first?.expected.length ?? inputs.first?.diagram.length ?? 0
        let subscriptionTick = outputs.compactMap(\.expected.subscriptionTick).first ?? 0
        let start = scheduler.now
        var actual = outputs.map { _ in [[DiagramToken]](repeating: [], count: length) }
        var offTick: [String] = []
        var tokens: [ObservationToken] = []
        var ownPending = 0

        func subscribe() {
            for (line, output) in outputs.enumerated() {
                if output.expected.subscriptionTick != nil { actual[line][subscriptionTick].append(.subscription) }
                tokens.append(
                    output.subscribe { value in
                        let elapsed = scheduler.now - start
                        // The nearest tick first, so that rounding in the division never misplaces an event
                        // that falls exactly on one.
                        let nearest = Int((elapsed / tick).rounded())
                        let column = tick * nearest == elapsed ? nearest : Int((elapsed / tick).rounded(.down))
                        if tick * column != elapsed {
                            offTick.append(
                                "\(output.expected.label): \(value) arrived at \(DiagramDiff.describe(elapsed)), between "
                                    + "columns \(column) and \(column + 1): use a smaller tick")
                        }
                        if column < length { actual[line][column].append(.value(value)) }
                    })
            }
        }

        for column in 0..<length {
            let due = inputs.compactMap { $0.diagram.ticks[column].isEmpty ? nil : $0 }
            guard column == subscriptionTick || !due.isEmpty else { continue }
            ownPending += 1
            scheduler.schedule(after: tick * column) {
                ownPending -= 1
                if column == subscriptionTick { subscribe() }
                for input in due {
                    for token in input.diagram.ticks[column] { input.perform(token) }
                }
            }
        }
        var ended = false
        for column in 0..<length {
            scheduler.advance(by: column == 0 ? .zero : tick)
            if !ended, column >= subscriptionTick, let isEnded, isEnded(scheduler.pendingCount - ownPending) {
                ended = true
                for line in actual.indices { actual[line][column].append(.end) }
            }
        }
        for token in tokens { token.cancel() }
        let diff = DiagramDiff(
            inputs: inputs.map(\.diagram), expected: outputs.map(\.expected), actual: actual, tick: tick,
            notes: offTick)
        return diff.result
    }
}

extension TimelineRun {
    /// Why `tick` cannot be one column's time (it is not greater than zero, so no event has a column and
    /// virtual time cannot advance by it), as a malformed message naming it; `nil` when it can.
    static func tickProblem(_ tick: Duration) -> String? {
        guard tick <= .zero else { return nil }
        return "Malformed diagram: the tick is \(tick), but a column must last longer than zero (pass a tick "
            + "greater than .zero)"
    }

    /// Plays a script's `lines` (`label: diagram`, each made an input or an output line by `read`) on
    /// `scheduler`, one column every `tick`, and compares: the rule every touch script shares. A `tick` not
    /// greater than zero, and lines that do not parse, do not line up or say nothing give
    /// ``DiagramResult/malformed(_:)``, naming the first problem; nothing is played then.
    static func verify(
        _ lines: [String], scheduler: TestScheduler, tick: Duration,
        reading read: (ScriptLine) throws(DiagramError) -> TimelineLine
    ) -> DiagramResult {
        if let problem = tickProblem(tick) { return .malformed(problem) }
        var inputs: [TimelineInput] = []
        var outputs: [TimelineOutput] = []
        do throws(DiagramError) {
            for text in lines {
                switch try read(ScriptLine(text)) {
                case .input(let input): inputs.append(input)
                case .output(let output): outputs.append(output)
                }
            }
            try Diagram.checkLinedUp(inputs.map(\.diagram) + outputs.map(\.expected))
            try Diagram.checkSaysSomething(inputs.map(\.diagram) + outputs.map(\.expected))
        } catch {
            return .malformed(error.message)
        }
        return TimelineRun(scheduler: scheduler, tick: tick, inputs: inputs, outputs: outputs).run()
    }
}
