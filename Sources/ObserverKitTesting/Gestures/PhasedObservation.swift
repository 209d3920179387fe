import ObserverKit

/// What a continuous gesture reports (`LongPress`, `Pan`, `Pinch`): an observation with a phase, which a
/// gesture script writes as a letter and a recorder lists with its time.
///
/// ```swift
/// let pan = Pan(phase: .began, location: .zero, translation: .zero, velocity: .zero)
/// print(GesturePhase.letter(of: pan.phase))   // b
/// ```
public protocol PhasedObservation {
    /// Where the gesture is.
    var phase: GesturePhase { get }
}

extension LongPress: PhasedObservation {}
extension Pan: PhasedObservation {}
extension Pinch: PhasedObservation {}

extension GesturePhase {
    /// How a gesture script writes a phase: `b` began, `m` changed (it moved), `e` ended, `c` cancelled (as the
    /// `c` that cancels a touch).
    ///
    /// ```swift
    /// print(GesturePhase.letter(of: .changed))   // m
    /// ```
    public static func letter(of phase: GesturePhase) -> String {
        switch phase {
        case .began: "b"
        case .changed: "m"
        case .ended: "e"
        case .cancelled: "c"
        }
    }
}
