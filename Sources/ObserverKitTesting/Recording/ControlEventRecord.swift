import ObserverKit

/// One event a control sent and the observation it carried, as ``Recorder`` keeps them for a control.
///
/// ```swift
/// let recorder = stepper.recorder(for: [.touchDown, .valueChanged])
/// stepper.tap(at: CGPoint(x: 80, y: 16))
/// #expect(recorder.values == [.init(.valueChanged, 1), .init(.touchDown, 1)])
/// ```
public struct ControlEventRecord<Observation> {
    /// The single event.
    public let event: ControlEvent
    /// What the event carried.
    public let observation: Observation

    /// `event`, carrying `observation`.
    public init(_ event: ControlEvent, _ observation: Observation) {
        self.event = event
        self.observation = observation
    }
}

extension ControlEventRecord where Observation == Void {
    /// `event`, carrying nothing (a button's events; compare those by `event`, as `Void` is not `Equatable`).
    public init(_ event: ControlEvent) {
        self.init(event, ())
    }
}

extension ControlEventRecord: Equatable where Observation: Equatable {}

extension ControlEventRecord: Sendable where Observation: Sendable {}

extension ControlEventRecord: CustomStringConvertible {
    /// The event's name, then its observation as a diagram writes it when it carries one: `valueChanged 3`.
    public var description: String {
        observation is Void ? event.description : "\(event) \(DiagramValue.text(of: observation))"
    }
}
