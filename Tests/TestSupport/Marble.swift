import ObserverKit

/// Marble diagrams for stream tests: an input timeline in, the output timeline out, on virtual time.
///
/// Each character is one tick (10 ms by default): a letter or digit is an event carrying that character, `-`
/// is a tick with nothing, and `(ab)` is several events in one tick. The output uses the same notation, one
/// position per tick, so a test states input and expected output as two lines that line up:
///
/// ```swift
/// #expect(Marble.run("ab-c----", { stream, scheduler in
///     stream.debounce(for: .milliseconds(20), scheduler: scheduler)
/// }) == "-----c--")
/// ```
///
/// Input events are sent at `tick × index`; the scheduler then runs to the end of the input (plus `extra`
/// ticks), and the output lists what the observer received at each tick. Events that arrive between two tick
/// boundaries would not be representable and stop the test.
public enum Marble {
    /// Runs `input` through the stream `build` makes and returns the output diagram.
    @discardableResult
    public static func run(
        _ input: String,
        tick: Duration = .milliseconds(10),
        extra: Int = 0,
        _ build: (EventStream<String>, TestScheduler) -> EventStream<String>
    ) -> String {
        let scheduler = TestScheduler()
        let source = EventSource<String>()
        var received: [(time: Duration, value: String)] = []
        let ticks = parse(input)
        build(source.stream, scheduler).observe { received.append((scheduler.now, $0)) }
        for (index, events) in ticks.enumerated() where !events.isEmpty {
            scheduler.schedule(after: tick * index) {
                for event in events { source.send(event) }
            }
        }
        scheduler.advance(by: tick * (ticks.count + extra - 1))
        return render(received, tick: tick, length: ticks.count + extra)
    }

    /// The events of each tick of a diagram.
    public static func parse(_ diagram: String) -> [[String]] {
        var ticks: [[String]] = []
        var group: [String]?
        for character in diagram {
            switch character {
            case "-": if group == nil { ticks.append([]) }
            case "(": group = []
            case ")":
                ticks.append(group ?? [])
                group = nil
            default:
                if group != nil { group!.append(String(character)) } else { ticks.append([String(character)]) }
            }
        }
        return ticks
    }

    /// Renders received events as a diagram of `length` ticks.
    static func render(_ received: [(time: Duration, value: String)], tick: Duration, length: Int) -> String {
        var ticks = [[String]](repeating: [], count: length)
        for (time, value) in received {
            let index = Int(time / tick)
            precondition(tick * index == time, "Marble: an event at \(time) falls between ticks of \(tick)")
            precondition(index < length, "Marble: an event at \(time) falls after the diagram's end")
            ticks[index].append(value)
        }
        return ticks.map { events in
            switch events.count {
            case 0: "-"
            case 1: events[0]
            default: "(" + events.joined() + ")"
            }
        }.joined()
    }
}
