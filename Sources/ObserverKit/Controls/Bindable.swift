/// A main-actor object that shows and edits one value, and so can be bound to an ``ObservableValue``.
///
/// Every value control is `Bindable`: slider `Float`, switch `Bool`, stepper `Double`, text field `String`,
/// segmented control `Int`. Binding keeps control and value in step both ways:
///
/// ```swift
/// let volume = ObservableValue<Float>(0.3)
/// slider.bind(volume)          // the slider shows 0.3 at once
/// volume.value = 0.7           // the slider moves to 0.7 (programmatically: it sends no event)
/// // the user drags the slider to 0.9: volume.value becomes 0.9
/// ```
///
/// Guarantees:
/// - No echo: a value change sets ``boundValue`` programmatically, which sends no event, so no loop can start;
///   a control whose ``boundValue`` already equals the value is not touched (a text field keeps its text).
/// - Several controls bound to one value stay in step; rebinding a control replaces its old binding;
///   cancelling the token stops both directions.
/// - Lifetime: the binding holds the control and the value weakly. When the control goes, the binding ends;
///   when the value goes, the control keeps working.
/// - Threads: a value set on another thread updates its bound controls on the main actor; the control always
///   shows the latest value, never a stale one.
@MainActor
public protocol Bindable: AnyObject, Sendable {
    /// The type of the value shown.
    associatedtype BoundType: Sendable

    /// The value shown. Setting it is programmatic: it sends no event.
    var boundValue: BoundType { get set }

    /// Binds the object to `value` both ways, replacing any earlier binding; the token ends it.
    @discardableResult
    func bind(_ value: ObservableValue<BoundType>) -> ObservationToken
}

/// A ``Bindable`` control: its user edits arrive as control events, which the default ``Bindable/bind(_:)`` observes.
@MainActor
public protocol BindableControl: Bindable, ObservableControl where BoundType: Equatable {
    /// The events after which ``Bindable/boundValue`` holds a user's change: `.valueChanged`, or
    /// `.editingChanged` for a text field.
    static var boundValueEvents: ControlEvent { get }
}

extension BindableControl {
    /// Binds the control to `value` both ways, replacing any earlier binding of this control.
    ///
    /// The control shows `value` at once; user edits (``boundValueEvents``) write the value; value changes
    /// set ``Bindable/boundValue`` on the main actor.
    @discardableResult
    public func bind(_ value: ObservableValue<BoundType>) -> ObservationToken {
        controlObserver.binding?.cancel()
        let toControl = value.bind(to: self) { control, newValue in
            if control.boundValue != newValue { control.boundValue = newValue }
        }
        let toValue = addObserver(for: Self.boundValueEvents) { [weak self, weak value] _ in
            guard let self, let value else { return }
            value.value = self.boundValue
        }
        let binding = ObservationToken {
            toControl.cancel()
            toValue.cancel()
        }
        controlObserver.binding = binding
        return binding
    }
}
